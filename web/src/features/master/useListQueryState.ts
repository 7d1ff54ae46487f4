/**
 * The state of a server-paged, sorted and searched master list (spec: access-and-administration §2
 * "Master area": search as you type; DESIGN.md "Decisions": page size 5 with a chooser): the
 * paging, the sort (a new sort starts on page 1) and the search boxes, whose trimmed, filled values
 * become the query's filter once the typing settles (a new search starts on page 1; §7 "Filters are
 * sent only when filled").
 */
import { useState } from 'react';
import type { SortDirection } from '../../generated/graphql';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { type Paging, usePaging } from '../../shared/usePaging';

/** A list's sort: a column and a direction. */
export interface ListSort<F extends string> {
  field: F;
  direction: SortDirection;
}

/** Paging, sort and debounced search of one list; `K` names its search boxes. */
export function useListQueryState<F extends string, K extends string = never>(searchKeys: readonly K[] = []) {
  const paging: Paging = usePaging();
  const { setPage } = paging;
  const [sort, setSortState] = useState<ListSort<F> | null>(null);
  const [texts, setTexts] = useState<Record<K, string>>(
    () => Object.fromEntries(searchKeys.map((k) => [k, ''])) as Record<K, string>,
  );
  const settled = useDebouncedValue(texts, () => setPage(1));

  const filled: Partial<Record<K, string>> = {};
  for (const key of searchKeys) {
    const value = settled[key]?.trim();
    if (value) filled[key] = value;
  }
  const filter = Object.keys(filled).length > 0 ? filled : null;

  return {
    paging,
    sort,
    setSort: (next: ListSort<F>) => {
      setSortState(next);
      setPage(1);
    },
    /** What the search boxes show now. */
    texts,
    setText: (key: K, value: string) => setTexts((prev) => ({ ...prev, [key]: value })),
    /** The settled, filled search (null: none), for the query's `filter`. */
    filter,
  };
}
