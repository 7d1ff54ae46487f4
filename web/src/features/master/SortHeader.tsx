/**
 * A sortable column header of a master list, bound to the list's sort (`useListQueryState`).
 * spec: access-and-administration §2 "Master area" (sortable columns).
 */
import { SortableColumn } from '../../shared/SortableColumn';
import type { ListSort } from './useListQueryState';

interface SortHeaderProps<F extends string> {
  field: F;
  title: string;
  sort: ListSort<F> | null;
  onSort: (sort: ListSort<F>) => void;
}

/** A `th` that sorts the list by `field` (ascending first, then toggling). */
export function SortHeader<F extends string>({ field, title, sort, onSort }: SortHeaderProps<F>) {
  return (
    <SortableColumn
      title={title}
      direction={sort?.field === field ? sort.direction : null}
      onSort={(direction) => onSort({ field, direction })}
    />
  );
}
