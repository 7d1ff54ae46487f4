/**
 * The table of a master list (spec: access-and-administration §2 "Master area": sortable columns,
 * serial numbers, loading and empty states; DESIGN.md "Decisions": page size 5 with a chooser,
 * serial numbers by the real page size): the Sl.No column, a sortable header per column bound to
 * the list's sort (`useListQueryState`), the page's rows, the loading, failed or empty state and
 * the pager. The pages give the cells of a row; the frame is the same for campuses, courses and
 * students.
 */
import { HTMLTable, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Paging } from '../../shared/usePaging';
import { Pagination } from '../../shared/Pagination';
import { serialNumber } from '../../shared/serialNumber';
import { loadFailure, TableState } from '../../shared/TableState';
import { SortHeader } from './SortHeader';
import type { ListSort } from './useListQueryState';

/**
 * A master list query's answer as its table shows it: the page's rows (the previous page's while
 * the next loads, so the table never blinks empty), the total, and how the load went.
 */
export interface MasterRows<R> {
  rows: readonly R[];
  /** The total, or null until the first answer. */
  totalCount: number | null;
  loading: boolean;
  /** Why the rows could not be loaded (the table then offers Retry, which calls `retry`). */
  error: Error | undefined;
  retry: () => void;
}

/**
 * The `MasterRows` of a list query's `result`: the connection `connectionOf` finds in its answer, or in
 * the previous answer while the next one loads.
 */
export function masterRows<D, R>(
  result: { data?: D; previousData?: D; loading: boolean; error?: Error; refetch: () => Promise<unknown> },
  connectionOf: (answer: D) => { nodes: readonly R[]; totalCount: number } | null | undefined,
): MasterRows<R> {
  const answer = result.data ?? result.previousData;
  const connection = answer === undefined ? undefined : connectionOf(answer);
  return {
    rows: connection?.nodes ?? [],
    totalCount: connection?.totalCount ?? null,
    loading: result.loading,
    error: result.error,
    retry: () => void result.refetch(),
  };
}

interface MasterTableProps<F extends string, R extends { id: string }> {
  /** What the rows are ("courses"): the table's accessible name ("Courses"), the pager's summary and the failure's title. */
  noun: string;
  /** The sortable columns, in order, after Sl.No. */
  columns: ReadonlyArray<{ field: F; title: string }>;
  /** The list's state (`useListQueryState`): paging and sort. */
  list: { paging: Paging; sort: ListSort<F> | null; setSort: (sort: ListSort<F>) => void };
  /** The query's answer (`masterRows`). */
  listed: MasterRows<R>;
  /** The empty state: its icon, title and description. */
  empty: { icon: IconName; title: string; description?: ReactNode };
  /** A last, unsorted header cell (a `th`), when the rows end with one. */
  extraHeader?: ReactNode;
  /** The cells of `row` after its serial number (`td`s matching `columns` and `extraHeader`). */
  cells: (row: R) => ReactNode;
}

/** A master list's table, its state and its pager. */
export function MasterTable<F extends string, R extends { id: string }>({
  noun,
  columns,
  list,
  listed: { rows, totalCount, loading, error, retry },
  empty,
  extraHeader,
  cells,
}: MasterTableProps<F, R>) {
  const { page, pageSize } = list.paging;
  return (
    <div className="list-card">
      <div className="certificate-table__wrap">
        <HTMLTable
          className="certificate-table master-table"
          aria-busy={loading}
          aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}
        >
          <thead>
            <tr>
              <th scope="col" className="master-table__serial">
                Sl.No
              </th>
              {columns.map((c) => (
                <SortHeader key={c.field} field={c.field} title={c.title} sort={list.sort} onSort={list.setSort} />
              ))}
              {extraHeader}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <td className="master-table__serial">{serialNumber(page, pageSize, index)}</td>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <TableState
          rowCount={rows.length}
          loading={loading}
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          failure={error && loadFailure(`Could not load the ${noun}`, error.message, retry)}
        />
      </div>
      {/* after a failed load with nothing to show, the pager would only say "No …": the failure speaks */}
      {!(error && rows.length === 0) && (
        <Pagination paging={list.paging} totalCount={totalCount ?? 0} loading={loading} noun={noun} />
      )}
    </div>
  );
}
