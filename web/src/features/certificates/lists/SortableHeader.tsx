/** A header cell of a certificate list: sortable on click (server-side `sort`) when the column has a sort field. */
import type { CertificateSort } from '../../../generated/graphql';
import { SortableColumn } from '../../../shared/SortableColumn';
import type { ListColumn } from './listColumns';

interface SortableHeaderProps {
  column: ListColumn;
  sort: CertificateSort | null;
  onSort: (sort: CertificateSort) => void;
}

export function SortableHeader({ column, sort, onSort }: SortableHeaderProps) {
  const { sortField } = column;
  if (!sortField) return <th scope="col">{column.title}</th>;
  return (
    <SortableColumn
      title={column.title}
      direction={sort?.field === sortField ? sort.direction : null}
      onSort={(direction) => onSort({ field: sortField, direction })}
    />
  );
}
