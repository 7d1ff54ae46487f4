/**
 * A table header that sorts a server-paged list on click (ascending first, then toggling): the
 * certificate lists' and the administration tables' sortable columns.
 */
import { Icon } from '@blueprintjs/core';

export type SortDirectionName = 'ASC' | 'DESC';

interface SortableColumnProps {
  title: string;
  /** The column's direction when the list is sorted by it, else null. */
  direction: SortDirectionName | null;
  onSort: (direction: SortDirectionName) => void;
}

/** A sortable `th` (`sort-header`). spec: access-and-administration §2, certificate-workflow §2. */
export function SortableColumn({ title, direction, onSort }: SortableColumnProps) {
  return (
    <th scope="col" aria-sort={direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none'}>
      <button
        type="button"
        className={`sort-header${direction ? ' is-active' : ''}`}
        onClick={() => onSort(direction === 'ASC' ? 'DESC' : 'ASC')}
      >
        {title}
        <Icon
          icon={direction === 'ASC' ? 'chevron-up' : direction === 'DESC' ? 'chevron-down' : 'double-caret-vertical'}
          size={12}
        />
      </button>
    </th>
  );
}
