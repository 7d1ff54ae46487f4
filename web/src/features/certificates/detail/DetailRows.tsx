/** The label/value rows of a certificate as a two-column description list. */
import type { DetailRow } from './detailRows';

export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="certify-detail-rows">
      {rows.map((row) => (
        <div
          key={row.label}
          className={row.wide ? 'certify-detail-rows__row certify-detail-rows__row--wide' : 'certify-detail-rows__row'}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
