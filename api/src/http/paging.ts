/**
 * How every REST list pages, in one place. With `page` or `per_page` a list answers that page
 * (default 1 of `DEFAULT_PAGE_SIZE` rows); with neither it answers as the spec's server did, whose
 * clients page over the whole list themselves: every matching row up to `UNPAGED_LIST_MAX`, with
 * `total` and `has_next_page`, so a longer list is seen to be cut.
 * spec: certificate-workflow §9, access-and-administration §9 (page size 5, paged in the table);
 * api/CONTRACT.md "Decisions the schemas can't show" (Lists).
 */
import { z } from 'zod';
import { optionalWholeNumber } from './fields.js';

/** Rows of a page when `page` is sent without `per_page` (the spec's tables: page size 5). */
export const DEFAULT_PAGE_SIZE = 5;
/** Most rows one page holds by `per_page` on the lists (the register takes more: its own maximum). */
export const PAGE_SIZE_MAX = 100;
/** Most rows a list answers when called without `page` and `per_page`. */
export const UNPAGED_LIST_MAX = 1000;
/** The highest page number a list takes. */
const PAGE_MAX = 1_000_000;

/** The paging keys of a request. */
export interface PageRequest {
  page?: number;
  per_page?: number;
}

/** The rows a request asks for: `page` and `per_page` as answered, and the SQL `limit`/`offset`. */
export interface PageWindow {
  page: number;
  perPage: number;
  offset: number;
}

/** Whether the request names a page (else it asks for the whole list, up to `UNPAGED_LIST_MAX`). */
export const isPaged = (q: PageRequest): boolean => q.page !== undefined || q.per_page !== undefined;

/** The window of rows `q` asks for (see the module comment). */
export function pageWindow(q: PageRequest): PageWindow {
  if (!isPaged(q)) return { page: 1, perPage: UNPAGED_LIST_MAX, offset: 0 };
  const page = q.page ?? 1;
  const perPage = q.per_page ?? DEFAULT_PAGE_SIZE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The paging keys of an answer: the window, `total` and whether rows follow it. */
export function pageKeysOf(window: PageWindow, rowCount: number, total: number) {
  return {
    total,
    page: window.page,
    per_page: window.perPage,
    has_next_page: window.offset + rowCount < total,
  };
}

/** The `page` and `per_page` request fields of a list, `per_page` up to `max`. */
export const pageFields = (max = PAGE_SIZE_MAX) => ({
  page: optionalWholeNumber('page', 1, PAGE_MAX).describe(
    `1-based page (default 1). Without \`page\` and \`per_page\` the list answers every matching row, ` +
      `at most ${UNPAGED_LIST_MAX} (\`has_next_page\` says whether it was cut)`,
  ),
  per_page: optionalWholeNumber('per_page', 1, max).describe(
    `Rows per page (default ${DEFAULT_PAGE_SIZE} when \`page\` is sent, at most ${max})`,
  ),
});

/** The paging keys of a list answer. */
export const pageAnswerKeys = {
  total: z.int().describe('Rows matching the filters, all pages'),
  page: z.int().describe('The page answered (1 for an unpaged call)'),
  per_page: z
    .int()
    .describe(`The page size: \`per_page\`, ${DEFAULT_PAGE_SIZE} by default, ${UNPAGED_LIST_MAX} for an unpaged call`),
  has_next_page: z.boolean().describe('Whether rows follow the ones answered'),
};
