/**
 * A small dashboard table, paged in the browser (5 rows a page, the shared pager): its columns
 * follow the keys of the data. spec: certificate-workflow §2 "Dashboard" ("Tables show 5 rows per
 * page; their columns follow the keys of the data returned").
 */
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { type ReactNode, useEffect } from 'react';
import { Pagination } from '../../shared/Pagination';
import { usePaging } from '../../shared/usePaging';

/** A column: its heading and how a row shows in it. */
export interface DataColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** What the rows are, for the pager's summary. */
  noun: string;
}

/** A captioned table of `rows`, 5 a page. */
export function DataTable<Row>({ caption, columns, rows, rowKey, loading = false, noun }: DataTableProps<Row>) {
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  // new data (another year) may have fewer pages
  useEffect(() => {
    if (page > pages) setPage(1);
  }, [page, pages, setPage]);
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div className="dashboard-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe) */}
      <section className="dashboard-table__scroll" aria-label={caption} tabIndex={0}>
        <HTMLTable compact striped className="dashboard-table__table">
          <caption className="dashboard-table__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.title} scope="col" className={c.numeric ? 'is-numeric' : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.title} className={c.numeric ? 'is-numeric' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {!loading && rows.length === 0 && (
          <NonIdealState icon="th-disconnect" title={`No ${noun}`} layout="horizontal" />
        )}
      </section>
      <Pagination paging={paging} totalCount={rows.length} loading={loading} noun={noun} />
    </div>
  );
}
