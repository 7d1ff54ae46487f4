/**
 * CSV exports streamed by the gateway with the caller's token and grants:
 * - `GET /files/register.csv` → Report.csv: the certificate register (api `POST /reports`), read
 *   page after page by keyset cursor (1000 rows a page, never the whole set in memory);
 * - `GET /files/lists/:list.csv` → Certificates.csv: one certificate list (its api search endpoint),
 *   read page after page.
 * Filters are the api's keys as query parameters (`course_id[]=1&certificate_status[]=0&…`, the
 * spec's form keys), checked by the api (400 before any byte is sent). UTF-8 with a BOM so Excel
 * opens it; every cell goes through `spreadsheetSafe` (a leading `=`, `+`, `-`, `@`, tab or CR is
 * neutralised with `'`); dates are ISO (YYYY-MM-DD).
 * spec: certificate-workflow §2 "Shared search panel" (Export To CSV), §9 "CSV exports"; issue 10.
 */
import { once } from 'node:events';
import { CERTIFICATE_LIST, type CertificateListCode, codesOf, LIST_ENDPOINTS } from '@certify/api/codes';
import { listFilters, registerFilters } from '@certify/api/filters';
import { spreadsheetSafe } from '@certify/api/imports';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { tokenFromAuthorization } from '../context.js';
import type { CertificateRow } from '../certificates/models.js';
import type { CallerRest, RestClient } from '../rest/client.js';
import { gatewayError, httpStatusOf, upstreamUnavailable } from '../rest/errors.js';
import type { RegisterBody } from './registerFilters.js';

type RegisterFilters = z.output<typeof registerFilters>;
type ListFilters = z.output<typeof listFilters>;

/** Rows the register export asks the api for at a time (the api's keyset page maximum). */
export const EXPORT_PAGE = 1000;
/** Rows a list export asks for at a time (the lists' `per_page` maximum). */
const LIST_PAGE = 100;

/** One CSV column: its title (the spec's column) and the cell of a row. */
interface Column {
  title: string;
  cell: (r: CertificateRow) => string;
}

const COLUMNS = {
  studentName: { title: 'Student Name', cell: (r) => r.student.student_name },
  course: { title: 'Course', cell: (r) => r.course.course_name },
  campus: { title: 'Campus', cell: (r) => r.campus.campus_name },
  requestedName: { title: 'Requested Name', cell: (r) => r.requisitioner.requisitioner_name },
  credentialDate: { title: 'Credential Date', cell: (r) => r.credential_date },
  requestedDate: { title: 'Requested Date', cell: (r) => r.requested_date.slice(0, 10) },
  credentialNumber: { title: 'Credential Number', cell: (r) => r.credential_number },
  status: { title: 'Status', cell: (r) => r.status_label },
  certificateType: { title: 'Certificate Type', cell: (r) => r.certificate_type_name },
} satisfies Record<string, Column>;

/** Report.csv's columns (§9): student name … certificate type. */
export const REPORT_COLUMNS: readonly Column[] = Object.values(COLUMNS);
/** Certificates.csv's columns (§9): Report.csv's without credential date. */
export const CERTIFICATES_COLUMNS: readonly Column[] = REPORT_COLUMNS.filter((c) => c !== COLUMNS.credentialDate);

/**
 * The query string as the api's fields (`course_id[]=1&course_id[]=2` → `course_id: ['1', '2']`),
 * parsed by the api's own filter schema (`@certify/api/filters`): the typed body, or BAD_USER_INPUT
 * with the api's message for the first bad field. Keys the schema does not know are dropped.
 */
function filtersOf<S extends z.ZodType>(query: unknown, schema: S): z.output<S> {
  const fields: Record<string, string[]> = {};
  for (const [raw, value] of Object.entries(query && typeof query === 'object' ? query : {})) {
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    const key = raw.replace(/\[\d*\]$/, '');
    fields[key] = [...(fields[key] ?? []), ...values];
  }
  const single = Object.fromEntries(
    Object.entries(fields).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
  const parsed = schema.safeParse(single);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'query';
  const message = issue?.message ?? 'Invalid filters';
  throw gatewayError('BAD_USER_INPUT', message, { fieldErrors: { [field]: message } });
}

function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const error = err instanceof GraphQLError ? err : upstreamUnavailable(err);
  return reply.code(httpStatusOf(error)).send({ code: error.extensions.code, message: error.message });
}

/**
 * Streams `pages` (the first already read, so errors answer as JSON before any byte) as a CSV
 * attachment: header row, BOM, each cell spreadsheet-safe, writing with back-pressure and stopping
 * when the client goes away.
 */
async function streamCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  columns: readonly Column[],
  pages: AsyncGenerator<readonly CertificateRow[]>,
): Promise<FastifyReply> {
  const firstPage = await pages.next();
  const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.title), record_delimiter: 'windows' });
  let closed = false;
  request.raw.once('close', () => {
    closed = true;
  });
  const pump = async () => {
    let page = firstPage;
    while (!page.done && !closed) {
      for (const row of page.value) {
        if (!csv.write(columns.map((c) => spreadsheetSafe(c.cell(row))))) await once(csv, 'drain');
        if (closed) break;
      }
      page = await pages.next();
    }
    csv.end();
  };
  pump().catch((err: unknown) => {
    request.log.error({ err }, `${fileName} export failed part-way`);
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/**
 * The register's pages by keyset cursor, `EXPORT_PAGE` rows at a time, without counting; the next
 * page is asked for while the current one is written (one request ahead, no more in memory).
 */
async function* registerPages(caller: CallerRest, filters: RegisterFilters) {
  const fetchPage = (after: string | undefined) => {
    const body: RegisterBody = {
      ...filters,
      page: undefined,
      per_page: undefined,
      first: EXPORT_PAGE,
      with_total: false,
      after,
    };
    const pending = caller.post('/reports', { body });
    pending.catch(() => undefined); // a client gone mid-export never awaits it: no unhandled rejection
    return pending;
  };
  let next: ReturnType<typeof fetchPage> | null = fetchPage(undefined);
  while (next) {
    const page: Awaited<ReturnType<typeof fetchPage>> = await next;
    next = page.has_next_page && page.end_cursor ? fetchPage(page.end_cursor) : null;
    yield page.data;
  }
}

/** One list's pages, `LIST_PAGE` rows at a time, until the total is read. */
async function* listPages(caller: CallerRest, list: CertificateListCode, filters: ListFilters) {
  const path = LIST_ENDPOINTS[list].search;
  for (let page = 1; ; page++) {
    const answer = await caller.post(path, { body: { ...filters, page, per_page: LIST_PAGE } });
    yield answer.data;
    if (answer.data.length < LIST_PAGE || page * LIST_PAGE >= answer.total) return;
  }
}

/** Registers the CSV export routes (see the file's comment). */
export function registerExportRoutes(app: FastifyInstance, rest: RestClient): void {
  const callerOf = (request: FastifyRequest): CallerRest =>
    rest.as({
      token: tokenFromAuthorization(request.headers.authorization),
      clientIp: request.ip,
      requestId: request.id,
    });
  /** Report.csv: the register as the caller sees it, filtered. spec: §9 "CSV exports". */
  app.get('/files/register.csv', async (request, reply) => {
    try {
      const pages = registerPages(callerOf(request), filtersOf(request.query, registerFilters));
      return await streamCsv(request, reply, 'Report.csv', REPORT_COLUMNS, pages);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  const lists = new Set<string>(codesOf(CERTIFICATE_LIST));
  /** Certificates.csv: one certificate list as the caller sees it, filtered. spec: §9 "CSV exports". */
  app.get<{ Params: { list: string } }>('/files/lists/:list.csv', async (request, reply) => {
    try {
      const list = request.params.list;
      if (!lists.has(list)) throw gatewayError('NOT_FOUND', `Unknown certificate list: ${list}`);
      const pages = listPages(callerOf(request), list as CertificateListCode, filtersOf(request.query, listFilters));
      return await streamCsv(request, reply, 'Certificates.csv', CERTIFICATES_COLUMNS, pages);
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
