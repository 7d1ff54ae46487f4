/**
 * CSV exports streamed by the gateway with the caller's token and grants:
 * - `GET /files/register.csv` → Report.csv: the certificate register (api `POST /reports`), read
 *   page after page by keyset cursor (1000 rows a page, never the whole set in memory), with a last
 *   column USI only for callers who may export USIs (administrators; docs/compliance.md);
 * - `GET /files/lists/:list.csv` → Certificates.csv: one certificate list (its api search endpoint),
 *   read page after page by keyset cursor, 1000 rows a page.
 * Filters are the GraphQL ones, as JSON in the query parameters `filter` (a `CertificateRegisterFilter`,
 * or a list's `CertificateFilter`) and `sort` (a `CertificateSort`), checked by the schema's own
 * input types and sent to the api exactly as the GraphQL register and lists send them (one mapping,
 * `registerFilterBody` / `listFilters`); a bad one is a 400 before any byte is sent. UTF-8 with a BOM so Excel
 * opens it; every cell goes through `spreadsheetSafe` (a leading `=`, `+`, `-`, `@`, tab or CR is
 * neutralised with `'`); dates are ISO (YYYY-MM-DD).
 * spec: certificate-workflow §2 "Shared search panel" (Export To CSV), §9 "CSV exports"; docs/product.md "Dashboard, register and exports".
 */
import { once } from 'node:events';
import { CERTIFICATE_LIST, type CertificateListCode, codesOf, LIST_ENDPOINTS } from '@certify/api/codes';
import { spreadsheetSafe } from '@certify/api/imports';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { coerceInputValue, GraphQLError, type GraphQLSchema, isInputType } from 'graphql';
import { tokenFromAuthorization } from '../context.js';
import type { CertificateRow } from '../certificates/models.js';
import type { CallerRest, RestClient } from '../rest/client.js';
import { gatewayError, httpStatusOf, upstreamUnavailable } from '../rest/errors.js';
import { listFilters } from '../certificates/listFilters.js';
import type { CertificateFilter, CertificateRegisterFilter, CertificateSort } from '../generated/resolvers.js';
import { type RegisterBody, registerFilterBody } from './registerFilters.js';

/** Rows an export asks the api for at a time (the api's keyset page maximum, lists and register alike). */
export const EXPORT_PAGE = 1000;

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

/** The query parameters an export reads: JSON of GraphQL input values. */
interface ExportQuery {
  filter?: unknown;
  sort?: unknown;
}

/**
 * The GraphQL input value of type `typeName` held as JSON in query parameter `param`, coerced by the
 * schema (enum names → the api's codes, dates and ids checked); undefined when absent.
 * Bad JSON or a value the type refuses → BAD_USER_INPUT naming the parameter.
 */
export function inputOf<T>(schema: GraphQLSchema, typeName: string, param: string, raw: unknown): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  const refuse = (message: string) => gatewayError('BAD_USER_INPUT', message, { fieldErrors: { [param]: message } });
  if (typeof raw !== 'string') throw refuse(`${param} must be given once`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw refuse(`${param} must be a ${typeName} written as JSON`);
  }
  const type = schema.getType(typeName);
  if (!type || !isInputType(type)) throw new Error(`${typeName} is not an input type of the schema`);
  let problem: string | undefined;
  const coerced = coerceInputValue(value, type, (path, _invalid, error) => {
    problem ??= `${[param, ...path].join('.')}: ${error.message}`;
  });
  if (problem) throw refuse(problem);
  return coerced as T;
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
 * Report.csv's USI column (docs/compliance.md: USIs are exported only to administrators):
 * added only when the api says the rows carry `student_usi` (the caller holds `student_usi.export`).
 */
export const USI_COLUMN: Column = {
  title: 'USI',
  cell: (r) => (r as CertificateRow & { student_usi?: string | null }).student_usi ?? '',
};

/**
 * The register's pages by keyset cursor, `EXPORT_PAGE` rows at a time, without counting; the next
 * page is asked for while the current one is written (one request ahead, no more in memory). The
 * first page is read before anything is sent (an error answers as JSON), and says whether the rows
 * carry the USI (`student_usi_included`).
 */
async function registerPages(caller: CallerRest, filters: RegisterBody) {
  const fetchPage = (after: string | undefined) => {
    const body: RegisterBody = { ...filters, first: EXPORT_PAGE, with_total: false, after };
    const pending = caller.post('/reports', { body });
    pending.catch(() => undefined); // a client gone mid-export never awaits it: no unhandled rejection
    return pending;
  };
  const first = await fetchPage(undefined);
  async function* pages() {
    let page: Awaited<ReturnType<typeof fetchPage>> = first;
    for (;;) {
      const next = page.has_next_page && page.end_cursor ? fetchPage(page.end_cursor) : null;
      yield page.data;
      if (!next) return;
      page = await next;
    }
  }
  return { withUsi: first.student_usi_included, pages: pages() };
}

/**
 * One list's pages by keyset cursor, `EXPORT_PAGE` rows at a time (each page reads on from where the
 * last stopped, by index: docs/architecture.md "Queries that scale"), until the api says none follow.
 */
async function* listPages(
  caller: CallerRest,
  list: CertificateListCode,
  filter: CertificateFilter | undefined,
  sort: CertificateSort | undefined,
) {
  const path = LIST_ENDPOINTS[list].search;
  const { page: _page, per_page: _perPage, ...filters } = listFilters(filter, 1, 1, sort);
  let after: string | undefined;
  for (;;) {
    const answer = await caller.post(path, { body: { ...filters, first: EXPORT_PAGE, after } });
    yield answer.data;
    if (!answer.has_next_page || !answer.end_cursor) return;
    after = answer.end_cursor;
  }
}

/** Registers the CSV export routes (see the file's comment). */
export function registerExportRoutes(app: FastifyInstance, rest: RestClient, schema: GraphQLSchema): void {
  const callerOf = (request: FastifyRequest): CallerRest =>
    rest.as({
      token: tokenFromAuthorization(request.headers.authorization),
      clientIp: request.ip,
      requestId: request.id,
    });
  /** Report.csv: the register as the caller sees it, filtered. spec: §9 "CSV exports". */
  app.get<{ Querystring: ExportQuery }>('/files/register.csv', async (request, reply) => {
    try {
      const { filter, sort } = request.query;
      const body = registerFilterBody(
        inputOf<CertificateRegisterFilter>(schema, 'CertificateRegisterFilter', 'filter', filter),
        inputOf<CertificateSort>(schema, 'CertificateSort', 'sort', sort),
      );
      const { withUsi, pages } = await registerPages(callerOf(request), body);
      const columns = withUsi ? [...REPORT_COLUMNS, USI_COLUMN] : REPORT_COLUMNS;
      return await streamCsv(request, reply, 'Report.csv', columns, pages);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  const lists = new Set<string>(codesOf(CERTIFICATE_LIST));
  /** Certificates.csv: one certificate list as the caller sees it, filtered. spec: §9 "CSV exports". */
  app.get<{ Params: { list: string }; Querystring: ExportQuery }>('/files/lists/:list.csv', async (request, reply) => {
    try {
      const list = request.params.list;
      if (!lists.has(list)) throw gatewayError('NOT_FOUND', `Unknown certificate list: ${list}`);
      const { filter, sort } = request.query;
      const pages = listPages(
        callerOf(request),
        list as CertificateListCode,
        inputOf<CertificateFilter>(schema, 'CertificateFilter', 'filter', filter),
        inputOf<CertificateSort>(schema, 'CertificateSort', 'sort', sort),
      );
      return await streamCsv(request, reply, 'Certificates.csv', CERTIFICATES_COLUMNS, pages);
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
