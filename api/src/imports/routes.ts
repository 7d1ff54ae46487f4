/**
 * The CSV imports: `POST /importCampus`, `/importCourse`, `/importStudent` (the spec's parsed rows,
 * or `upload_id` of a CSV sent to `POST /uploads/csv`: the gateway's way) and their sample files
 * `GET /importSample/{kind}` (extension).
 *
 * Grants (decided here, api/CONTRACT.md "CSV imports"): an import needs the permission §6 puts
 * behind its button (`campus_management.add`, `course_management.add`, `student_management.add`)
 * and a module that reaches its screen: the master list the button is on (`campus_list`, …) or the
 * settings screen itself (`campus_import`, …).
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV", §4, §6, §7, §8;
 * docs/product.md "Master data and CSV import".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { requireModule, requirePermission } from '../auth/guards.js';
import type { PermissionCode } from '../codes.js';
import { binary, errors, json } from '../http/answers.js';
import { displayDateFormat } from '../settings/configuration.js';
import { importAnswer, importError } from './answers.js';
import { IMPORT_MESSAGES } from './importer.js';
import { type ImportKind, MAX_IMPORT_ROWS } from './rows.js';
import { runImport } from './runImport.js';
import { sampleCsv, sampleFileName } from './sample.js';
import { importBody, importSampleParams } from './schemas.js';

const TAGS = ['Imports'];
const MiB = 1024 * 1024;
/** The largest JSON body of an import (the api's default is 1 MB): 100,000 rows of a few columns. */
export const IMPORT_BODY_LIMIT = 25 * MiB;

/** Who may import each kind: a module reaching the screen, and the permission of §6. */
export const IMPORT_GRANTS: Record<ImportKind, { path: string; modules: string[]; permission: PermissionCode }> = {
  campus: { path: '/importCampus', modules: ['campus_list', 'campus_import'], permission: 'campus_management.add' },
  course: { path: '/importCourse', modules: ['course_list', 'course_import'], permission: 'course_management.add' },
  student: {
    path: '/importStudent',
    modules: ['student_list', 'student_import'],
    permission: 'student_management.add',
  },
};

const guards = (kind: ImportKind) => [
  requireModule(...IMPORT_GRANTS[kind].modules),
  requirePermission(IMPORT_GRANTS[kind].permission),
];

/** Registers the import routes. spec: access-and-administration §7. */
export async function registerImportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of Object.keys(IMPORT_GRANTS) as ImportKind[]) {
    const { path, modules, permission } = IMPORT_GRANTS[kind];
    /** POST /importCampus | /importCourse | /importStudent — all rows or none. spec: access-and-administration §7. */
    api.post(
      path,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        preValidation: guards(kind),
        schema: {
          tags: TAGS,
          summary: `Import ${kind === 'campus' ? 'campuses' : kind === 'course' ? 'courses with their units' : 'students'} from a CSV file: all rows or none`,
          description:
            `\`rows\` (the parsed CSV rows; JSON body up to ${IMPORT_BODY_LIMIT / MiB} MB) or \`upload_id\` (a CSV ` +
            `sent to POST /uploads/csv: UTF-8, with or without BOM; # lines and empty lines skipped). At most ` +
            `${MAX_IMPORT_ROWS} rows. Every row is checked with the rules of the preview; any bad row → 400 ` +
            `'${IMPORT_MESSAGES.failed}' listing them, nothing written. Else rows upsert on their key, whatever its ` +
            `case (${kind === 'campus' ? 'campus_code' : kind === 'course' ? 'course_code, and unit_code within it' : 'student_id'}), ` +
            `and the answer counts them. Module ${modules.join(' or ')} and permission ${permission}.`,
          body: importBody(kind),
          response: {
            200: json(importAnswer, 'Imported'),
            400: json(
              importError,
              'No Data, Upload Failed (with the row errors), or a refused request; nothing changed',
            ),
            ...errors(401, 403, 409, 413, 415),
          },
        },
      },
      async (request) => {
        const outcome = await runImport(deps, request.principal, kind, request.body);
        return { success: 1 as const, message: IMPORT_MESSAGES.success, ...outcome };
      },
    );
  }

  /** GET /importSample/{kind} — the sample CSV of an import (extension). */
  api.get(
    '/importSample/:kind',
    {
      preValidation: async (request) => {
        const { kind } = request.params as { kind?: string };
        if (kind && kind in IMPORT_GRANTS) for (const guard of guards(kind as ImportKind)) await guard(request);
      },
      schema: {
        tags: TAGS,
        summary:
          'The sample CSV file of an import: every column, a comment line on the formats, example rows (extension)',
        description:
          'text/csv, attachment `<kind>-import-sample.csv`. Needs the grants of that import. Cells that a ' +
          'spreadsheet would run as a formula are written with a leading quote.',
        params: importSampleParams,
        response: { 200: binary('text/csv', 'The sample file'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const csv = sampleCsv(kind, await displayDateFormat(deps.db));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${sampleFileName(kind)}"`)
        .send(csv);
    },
  );
}
