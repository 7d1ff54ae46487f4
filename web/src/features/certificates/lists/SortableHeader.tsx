/** A table header cell that sorts on click (server-side `sort`). */
import { Icon } from '@blueprintjs/core';
import type { CertificateSort } from '../../../generated/graphql';
import type { ListColumn } from './listColumns';

interface SortableHeaderProps {
  column: ListColumn;
  sort: CertificateSort | null;
  onSort: (sort: CertificateSort) => void;
}

export function SortableHeader({ column, sort, onSort }: SortableHeaderProps) {
  const { sortField } = column;
  if (!sortField) return <th scope="col">{column.title}</th>;
  const active = sort?.field === sortField;
  const direction = active ? sort.direction : null;
  const next = () => onSort({ field: sortField, direction: direction === 'ASC' ? 'DESC' : 'ASC' });
  return (
    <th scope="col" aria-sort={direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none'}>
      <button type="button" className={`sort-header${active ? ' is-active' : ''}`} onClick={next}>
        {column.title}
        <Icon icon={direction === 'ASC' ? 'chevron-up' : direction === 'DESC' ? 'chevron-down' : 'double-caret-vertical'} size={12} />
      </button>
    </th>
  );
}
