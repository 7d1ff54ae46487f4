/**
 * The page and page size of a server-paged table (DESIGN.md "Decisions": page size 5 with a
 * chooser; spec: access-and-administration §9 "page size 5"): a new page size starts again on page 1.
 */
import { useCallback, useState } from 'react';

/** Rows a page when a table opens. */
export const DEFAULT_PAGE_SIZE = 5;

/** A table's paging state (`usePaging`), for the table's query and its `Pagination`. */
export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** Also goes back to page 1. */
  setPageSize: (pageSize: number) => void;
}

/** `page` (1-based) and `pageSize`; `setPageSize` also goes back to page 1. */
export function usePaging(): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(1);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
