/** Pagination with a page-size chooser (DESIGN.md: page size 5 with a chooser). */
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';

export const PAGE_SIZES = [5, 10, 20, 50] as const;

interface ListPaginationProps {
  loading?: boolean;
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
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

export function ListPagination({ loading = false, page, pageSize, totalCount, onPageChange, onPageSizeChange }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <div className="list-pagination">
      <span className="list-pagination__summary">
        {totalCount === 0 ? (loading ? 'Loading…' : 'No certificates') : `Showing ${first}–${last} of ${totalCount}`}
      </span>
      <ButtonGroup variant="outlined" aria-label="Pages">
        <Button icon="chevron-left" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
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
        <Button icon="chevron-right" aria-label="Next page" disabled={page >= pages} onClick={() => onPageChange(page + 1)} />
      </ButtonGroup>
      <HTMLSelect
        aria-label="Rows per page"
        value={pageSize}
        onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
        options={PAGE_SIZES.map((size) => ({ value: size, label: `${size} / page` }))}
      />
    </div>
  );
}
