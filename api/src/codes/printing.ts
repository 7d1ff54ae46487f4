/**
 * Print kinds and the states of a print job (docs/architecture.md "Bulk work off the request
 * path").
 */

/**
 * `certificate_prints.kind`: a first print, a reprint, or the learner's own digital copy of a bulk
 * print (docs/printing.md "Digital delivery": each certificate of a bulk print rendered alone for its
 * learner, kept with its SHA-256 so "Check a document" knows it).
 */
export const PRINT_KIND = { PRINT: 'print', REPRINT: 'reprint', DIGITAL: 'digital' } as const;
export type PrintKindCode = (typeof PRINT_KIND)[keyof typeof PRINT_KIND];

/**
 * `print_jobs.status` (docs/architecture.md "Bulk work off the request path"): queued (waiting for a runner, or
 * for its retry after a failed attempt), rendering (a runner renders it), done (the merged PDF is
 * stored), failed (every attempt failed; `last_error` says why). GraphQL `PrintJobStatus`.
 */
export const PRINT_JOB_STATUS = { QUEUED: 'queued', RENDERING: 'rendering', DONE: 'done', FAILED: 'failed' } as const;
export type PrintJobStatusCode = (typeof PRINT_JOB_STATUS)[keyof typeof PRINT_JOB_STATUS];
