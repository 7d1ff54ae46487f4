/**
 * The certificate register's table (certificate-workflow §2 "Reports list"): serial number, Student
 * Name, Course, Campus, Requested By, Credential Date, Requested Date, Credential Number, Status,
 * Certificate Type and Preview; the columns sort on the server; dates in the configured format.
 * Skeleton rows while the first page loads, the failure with Retry, or the empty state.
 */
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { CertificateRegisterRowFragment, CertificateSort, CertificateSortField } from '../../generated/graphql';
import { useDisplayDate } from '../../shared/dates';
import { SortableColumn } from '../../shared/SortableColumn';
import { TableState } from '../../shared/TableState';
import { storeCertificateSelection } from '../certificates/detail/certificateSelection';
import { statusIntent } from '../certificates/detail/statusIntent';

/** The route segment the preview page's stored selection names (certificate-workflow §2). */
const REGISTER_LIST = 'reports';

/** The columns in the spec's order; those with a sort field sort on the server. */
export const REGISTER_COLUMNS: ReadonlyArray<{ title: string; sortField?: CertificateSortField }> = [
  { title: 'Sl.No' },
  { title: 'Student Name', sortField: 'STUDENT_NAME' },
  { title: 'Course', sortField: 'COURSE_NAME' },
  { title: 'Campus', sortField: 'CAMPUS_NAME' },
  { title: 'Requested By', sortField: 'REQUISITIONER_NAME' },
  { title: 'Credential Date', sortField: 'CREDENTIAL_DATE' },
  { title: 'Requested Date', sortField: 'REQUESTED_DATE' },
  { title: 'Credential Number', sortField: 'CREDENTIAL_NUMBER' },
  { title: 'Status', sortField: 'STATUS' },
  { title: 'Certificate Type', sortField: 'CERTIFICATE_TYPE' },
  { title: 'Preview' },
];

interface RegisterTableProps {
  rows: readonly CertificateRegisterRowFragment[];
  /** The serial number of the first row (1 on the first page). */
  firstSerial: number;
  loading: boolean;
  /** Rows the skeleton shows while the first page loads. */
  skeletonRows: number;
  /** The load failure, shown with Retry instead of rows. */
  error?: string | null;
  onRetry: () => void;
  sort: CertificateSort | null;
  onSort: (sort: CertificateSort) => void;
}

/** The register's rows. spec: certificate-workflow §2 "Reports list". */
export function RegisterTable({
  rows,
  firstSerial,
  loading,
  skeletonRows,
  error,
  onRetry,
  sort,
  onSort,
}: RegisterTableProps) {
  const { formatDate } = useDisplayDate();
  const skeleton = loading && rows.length === 0 && !error;
  return (
    <div className="certificate-table__wrap">
      <HTMLTable className="certificate-table register-table" interactive aria-busy={loading}>
        <caption className="register-table__caption">Certificate register</caption>
        <thead>
          <tr>
            {REGISTER_COLUMNS.map(({ title, sortField }) =>
              sortField ? (
                <SortableColumn
                  key={title}
                  title={title}
                  direction={sort?.field === sortField ? sort.direction : null}
                  onSort={(direction) => onSort({ field: sortField, direction })}
                />
              ) : (
                <th key={title} scope="col">
                  {title}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {skeleton &&
            Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
              <tr key={`skeleton-${i}`} className="register-table__skeleton">
                {REGISTER_COLUMNS.map(({ title }) => (
                  <td key={title}>
                    <span className="bp6-skeleton" aria-hidden="true">
                      Loading
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          {!error &&
            rows.map((row, index) => (
              <tr key={row.id}>
                <td className="register-table__serial">{firstSerial + index}</td>
                <td className="certificate-table__student">{row.student.name}</td>
                <td>{row.course.name}</td>
                <td>{row.campus.name}</td>
                <td>{row.requisitioner.fullName}</td>
                <td className="certificate-table__nowrap">{formatDate(row.credentialDate)}</td>
                <td className="certificate-table__nowrap">{formatDate(row.requestedDate)}</td>
                <td className="certificate-table__mono">{row.credentialNumber}</td>
                <td>
                  <Tag minimal intent={statusIntent(row.status)}>
                    {row.statusLabel}
                  </Tag>
                </td>
                <td>{row.certificateTypeName}</td>
                <td>
                  <Link
                    to={`/reports/${row.id}/preview`}
                    state={{ certificateId: row.id, list: REGISTER_LIST }}
                    onClick={() => storeCertificateSelection(row.id, REGISTER_LIST)}
                    aria-label={`Preview the certificate of ${row.student.name}`}
                  >
                    Preview
                  </Link>
                </td>
              </tr>
            ))}
        </tbody>
      </HTMLTable>
      <TableState
        rowCount={error ? 0 : rows.length + (skeleton ? skeletonRows : 0)}
        loading={loading && !error}
        icon="th-list"
        title="No certificates"
        description="No certificate matches this search."
        failure={
          error
            ? {
                title: 'The certificate register could not be loaded',
                description: error,
                action: <Button text="Retry" icon="refresh" onClick={onRetry} />,
              }
            : null
        }
      />
    </div>
  );
}
