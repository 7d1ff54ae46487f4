/**
 * The register's pager over a keyset-paged connection (certificate-workflow §2 "Reports list":
 * paginated; §9 page size 5): "Showing a–b of N", Previous / Next by cursor, and the rows-per-page
 * chooser the other tables offer (shared/Pagination PAGE_SIZES).
 */
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { PAGE_SIZES } from '../../shared/Pagination';

interface CursorPagerProps {
  /** 1-based number of the page shown. */
  page: number;
  pageSize: number;
  /** Rows on the page shown. */
  rowCount: number;
  totalCount: number;
  hasNextPage: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Previous / Next paging with the rows shown. spec: certificate-workflow §2 "Reports list". */
export function CursorPager({
  page,
  pageSize,
  rowCount,
  totalCount,
  hasNextPage,
  loading,
  onPrevious,
  onNext,
  onPageSizeChange,
}: CursorPagerProps) {
  const first = (page - 1) * pageSize + 1;
  const last = first + rowCount - 1;
  const summary =
    rowCount === 0 ? (loading ? 'Loading…' : 'No certificates') : `Showing ${first}–${last} of ${totalCount}`;
  return (
    <div className="list-pagination">
      <span className="list-pagination__summary" aria-live="polite">
        {summary}
      </span>
      <ButtonGroup variant="outlined" aria-label="Pages">
        <Button icon="chevron-left" text="Previous" disabled={page <= 1 || loading} onClick={onPrevious} />
        <Button endIcon="chevron-right" text="Next" disabled={!hasNextPage || loading} onClick={onNext} />
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
