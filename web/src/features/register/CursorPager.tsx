/**
 * The register's pager over a keyset-paged connection (certificate-workflow §2 "Reports list":
 * paginated; §9 page size 5): "Showing a–b of N", Previous / Next by cursor, and the rows-per-page
 * chooser the other tables offer (shared/Pagination).
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { PageSizeSelect, pageSummary } from '../../shared/Pagination';

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
  const summary = pageSummary((page - 1) * pageSize + 1, rowCount, totalCount, loading, 'certificates');
  return (
    <div className="list-pagination">
      <span className="list-pagination__summary" aria-live="polite">
        {summary}
      </span>
      <ButtonGroup variant="outlined" aria-label="Pages">
        <Button icon="chevron-left" text="Previous" disabled={page <= 1 || loading} onClick={onPrevious} />
        <Button endIcon="chevron-right" text="Next" disabled={!hasNextPage || loading} onClick={onNext} />
      </ButtonGroup>
      <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
    </div>
  );
}
