/**
 * `POST /reports` (filters as a form or JSON body, as the spec sends them) and `GET /reports` (as a
 * query string): the certificate register. Needs any certificate list module; rows are the
 * certificates the caller may see anywhere (certificates/views/visibility.ts).
 * spec: certificate-workflow §2 "Reports list", §7 POST /reports; api/CONTRACT.md "Certificate register".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { requireModule } from '../../auth/guards.js';
import { mayExportUsi } from '../../auth/grants.js';
import { LIST_DEFINITIONS } from '../lists/definitions.js';
import { toListRow } from '../lists/row.js';
import { errors, json } from '../../http/answers.js';
import { type RegisterAnswer, registerAnswer } from './answers.js';
import { type RegisterFilters, registerFilters } from './filters.js';
import { certificatePageOf, queryRegister } from './query.js';

/** The modules that open the register: any certificate list. */
export const REGISTER_MODULES: readonly string[] = LIST_DEFINITIONS.map((d) => d.module);

/** Registers POST and GET /reports. */
export async function registerRegisterRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** One page of the register as the caller sees it. spec: api/CONTRACT.md "Certificate register". */
  const answer = async (f: RegisterFilters, principal: Principal): Promise<RegisterAnswer> => {
    const { rows, total, hasNext } = await queryRegister(db, principal, f);
    const { keyset, page, perPage } = certificatePageOf(f);
    const withUsi = mayExportUsi(principal);
    return {
      success: 1,
      data: rows.map((r) => ({
        ...toListRow(r),
        cursor: r.cursor,
        ...(withUsi ? { student_usi: r.studentUsi } : {}),
      })),
      student_usi_included: withUsi,
      total,
      page,
      per_page: perPage,
      has_next_page: hasNext,
      // an empty page keeps the client's position: the cursor it gave (docs/integrators.md "Sync the register", incremental sync)
      end_cursor: rows.at(-1)?.cursor ?? (keyset ? (f.after ?? null) : null),
    };
  };
  const common = {
    tags: ['Certificate register'],
    summary: 'The certificate register',
    description:
      'Every certificate the caller may see, filtered, sorted and paged (page/per_page, or a keyset ' +
      'cursor: `first`, `after`). Needs any certificate list module. `sort_by=updated_at` is the ' +
      'incremental-sync order (always ascending): store the last `end_cursor`, ask again with it as ' +
      '`after`, and you get every certificate changed since, once (an empty page answers the `after` ' +
      'you gave as `end_cursor`). Rows carry `student_usi` only for callers holding `student_usi.export` ' +
      '(administrators; docs/compliance.md).',
    response: { 200: json(registerAnswer, 'A page of the register'), ...errors(400, 401, 403) },
  };
  const guard = requireModule(...REGISTER_MODULES);
  /**
   * Pages of up to 1000 rows feed the CSV export: the answer is written with JSON.stringify instead
   * of being re-validated by zod at run time (about half of a page's time). Its shape is still
   * checked where it is built: the handler's return type against `registerAnswer` (type provider),
   * and the tests read every key.
   */
  const serializerCompiler = () => (data: RegisterAnswer) => JSON.stringify(data);
  api.post(
    '/reports',
    {
      schema: { ...common, body: registerFilters },
      preValidation: guard,
      serializerCompiler,
      config: { apiClient: true },
    },
    async (request) => answer(request.body, request.principal),
  );
  api.get(
    '/reports',
    {
      schema: { ...common, querystring: registerFilters },
      preValidation: guard,
      serializerCompiler,
      config: { apiClient: true },
    },
    async (request) => answer(request.query, request.principal),
  );
}
