/**
 * The pager under every server-paged table — certificate lists, users, roles, a role's users,
 * templates: the rows shown, the pages (with gaps), and the rows-per-page chooser (DESIGN.md
 * "Decisions": page size 5 with a chooser; spec: access-and-administration §9).
 */
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import type { Paging } from './usePaging';

/** The sizes the chooser offers. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;

interface PaginationProps {
  /** The table's page and page size (`usePaging`). */
  paging: Paging;
  totalCount: number;
  loading?: boolean;
  /** What the rows are, for the summary of an empty table ("certificates", "users", "roles"). */
  noun: string;
}

/**
 * The rows shown: "Showing a–b of N", or "Loading…" / "No <noun>" for an empty page. `first` is the
 * 1-based number of the page's first row and `rowCount` its rows.
 */
export function pageSummary(first: number, rowCount: number, totalCount: number, loading: boolean, noun: string) {
  if (rowCount === 0) return loading ? 'Loading…' : `No ${noun}`;
  return `Showing ${first}–${first + rowCount - 1} of ${totalCount}`;
}

/** The rows-per-page chooser of a pager. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  return (
    <HTMLSelect
      aria-label="Rows per page"
      value={value}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      options={PAGE_SIZES.map((size) => ({ value: size, label: `${size} / page` }))}
    />
  );
}

/** Page numbers around the current page, with gaps (null). */
function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Pages of a server-paged table and the rows-per-page chooser. spec: access-and-administration §9. */
export function Pagination({ paging, totalCount, loading = false, noun }: PaginationProps) {
  const { page, pageSize, setPage: onPageChange, setPageSize: onPageSizeChange } = paging;
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = (page - 1) * pageSize + 1;
  const rowCount = Math.max(0, Math.min(page * pageSize, totalCount) - first + 1);
  return (
    <div className="list-pagination">
      <span className="list-pagination__summary">{pageSummary(first, rowCount, totalCount, loading, noun)}</span>
      <ButtonGroup variant="outlined" aria-label="Pages">
        <Button
          icon="chevron-left"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <Button key={`gap-${i}`} disabled text="…" />
          ) : (
            <Button
              key={p}
              text={String(p)}
              active={p === page}
              intent={p === page ? 'primary' : 'none'}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPageChange(p)}
            />
          ),
        )}
        <Button
          icon="chevron-right"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        />
      </ButtonGroup>
      <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
    </div>
  );
}
