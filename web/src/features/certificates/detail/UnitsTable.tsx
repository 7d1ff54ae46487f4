/** The certificate's units of competency (spec: certificate-workflow §3 save payload units). */
import { HTMLTable } from '@blueprintjs/core';
import type { CertificateDetailFragment } from '../../../generated/graphql';

interface UnitsTableProps {
  units: CertificateDetailFragment['units'];
  formatDate: (value: string | null | undefined) => string;
}

export function UnitsTable({ units, formatDate }: UnitsTableProps) {
  if (units.length === 0) return <p className="bp6-text-muted">No units recorded.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe)
    <section className="certify-table-scroll" aria-label="Units" tabIndex={0}>
      <HTMLTable compact striped className="certify-units-table">
        <thead>
          <tr>
            <th>Unit Date</th>
            <th>Unit Code</th>
            <th>Unit Name</th>
            <th>Mark</th>
            <th>Outcome</th>
            <th>Grade</th>
          </tr>
        </thead>
        <tbody>
          {units.map((u, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a unit code may repeat; rows never reorder
            <tr key={`${u.unitCode}-${i}`}>
              <td className="certify-nowrap">{formatDate(u.unitStartDate)}</td>
              <td className="certify-nowrap certify-code">{u.unitCode}</td>
              <td>{u.unitName}</td>
              <td>{u.mark}</td>
              <td>{u.outcomeResult}</td>
              <td>{u.outcomeGradeShortCode}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
