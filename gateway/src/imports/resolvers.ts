/**
 * The CSV imports: `importCampuses`, `importCourses`, `importStudents` (the api's `POST /importCampus`,
 * `/importCourse`, `/importStudent` with the `upload_id` of a file sent to the gateway's upload
 * route) and `importSample` (`GET /importSample/{kind}`). The api guards every call (a module
 * reaching the screen and the §6 add permission: 403 → FORBIDDEN) and checks every row; its 400s
 * arrive through rest/errors.ts as BAD_USER_INPUT: 'Upload Failed' with `rowErrors` and
 * `moreErrors`, 'No Data', or `fieldErrors.uploadId` for an unknown upload.
 * spec: access-and-administration §2 "CSV import screens", §4 "Import", §6, §7, §8; api/CONTRACT.md
 * "CSV imports".
 */
import type { ImportKind } from '@certify/api/imports';
import type { GatewayContext } from '../context.js';
import type { ImportResult, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { gatewayError } from '../rest/errors.js';
import { restId } from '../rest/ids.js';

/** The api's import route of each kind. */
const IMPORT_PATHS = {
  campus: '/importCampus',
  course: '/importCourse',
  student: '/importStudent',
} as const satisfies Record<ImportKind, string>;

/** The largest sample file read (the api's are a few hundred bytes). */
const MAX_SAMPLE_BYTES = 1024 * 1024;

/**
 * Runs one import of an uploaded CSV file. A malformed upload id goes out as 0, which the api
 * refuses as an unknown upload (`fieldErrors.uploadId`).
 */
async function runImport(ctx: GatewayContext, kind: ImportKind, uploadId: string): Promise<ImportResult> {
  const id = restId(uploadId);
  const answer = await ctx.api.post(IMPORT_PATHS[kind], { body: { upload_id: Number.isNaN(id) ? 0 : id } });
  return {
    message: answer.message,
    rows: answer.rows,
    added: answer.added,
    updated: answer.updated,
    unchanged: answer.unchanged,
    units: answer.units ?? null,
  };
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
function fileNameOf(header: string | string[] | undefined, fallback: string): string {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /filename="?([^";]+)"?/i.exec(value) : null;
  return match?.[1] ?? fallback;
}

/** The import mutations. spec: access-and-administration §4 "Import", §7, §8. */
export const importMutations: Pick<MutationResolvers, 'importCampuses' | 'importCourses' | 'importStudents'> = {
  /** `POST /importCampus` with `upload_id`: campuses upserted on campus_code, all or none. */
  importCampuses: (_p, { uploadId }, ctx) => runImport(ctx, 'campus', uploadId),
  /** `POST /importCourse` with `upload_id`: courses and their units, all or none; `units` counts the units. */
  importCourses: (_p, { uploadId }, ctx) => runImport(ctx, 'course', uploadId),
  /** `POST /importStudent` with `upload_id`: students upserted on student_id, all or none. */
  importStudents: (_p, { uploadId }, ctx) => runImport(ctx, 'student', uploadId),
};

/** The sample files. spec: access-and-administration §2 "CSV import screens" (Download Sample File). */
export const importQueries: Pick<QueryResolvers, 'importSample'> = {
  /** `GET /importSample/{kind}`: the CSV text and the file name the api gives it. */
  importSample: async (_p, { kind }, ctx) => {
    const res = await ctx.api.stream('get', '/importSample/{kind}', { params: { kind }, accept: 'text/csv' });
    if (res.statusCode < 200 || res.statusCode >= 300) throw await ctx.api.errorOf(res, '/importSample/{kind}');
    const csv = await res.body.text();
    if (Buffer.byteLength(csv) > MAX_SAMPLE_BYTES) {
      throw gatewayError('UPSTREAM_UNAVAILABLE', 'The sample file is larger than expected');
    }
    return { fileName: fileNameOf(res.headers['content-disposition'], `${kind}-import-sample.csv`), csv };
  },
};
