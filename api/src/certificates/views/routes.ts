/**
 * Certificate detail views: the seven list views (404 when the certificate is not in that list),
 * `/certificateView/{id}` (any state), `/certificates?ids=` (batch) and `/certificateParts?ids=&parts=`
 * (batch, only the parts asked for: docs/architecture.md "A gateway that adds nothing").
 * spec: certificate-workflow §2 "Certificate detail", §7; api/CONTRACT.md "Certificate views".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CERTIFICATE_DETAIL_PART, codesOf, DETAIL_PART_KEYS } from '../../codes.js';
import type { AppDeps } from '../../app-deps.js';
import { requireModule } from '../../auth/guards.js';
import { errors, json } from '../../http/answers.js';
import { notFound } from '../../http/errors.js';
import { certificateIdParams, fieldsOf, idList, LIMITS, text, toList } from '../../http/fields.js';
import { fastifyPath } from '../../http/paths.js';
import { certificates } from '../../db/schema.js';
import { certificateDetails, certificateParts, certificateViewAnswer } from '../answers.js';
import { type CertificateDetails, loadCertificateDetails, loadCertificateParts } from '../details.js';
import { listVisibilitySql } from '../lists/query.js';
import { VIEW_DEFINITIONS } from './definitions.js';
import { CERTIFICATE_NOT_FOUND, certificateVisibilitySql } from './visibility.js';

const TAGS = ['Certificate views'];
const NOT_IN_LIST = 'This certificate is no longer in this list';
/** The most certificates one `/certificates` or `/certificateParts` call answers. */
export const MAX_BATCH = 500;

const PART_CODES = codesOf(CERTIFICATE_DETAIL_PART);
/** `parts`: a comma-separated list of part codes, each at most once; absent or empty: none. */
const partList = z
  .preprocess(
    toList,
    z.array(z.enum(PART_CODES, { error: `parts must be some of ${PART_CODES.join(', ')}` })).max(PART_CODES.length),
  )
  .default([]);

/** `signee_details` of the approved view. spec: certificate-workflow §7 (approved view). */
export const signeeDetails = (d: CertificateDetails) =>
  d.signed_by.map((s) => ({
    slot: s.slot,
    signee_user_id: s.user_id,
    signee_name: s.name,
    designation: s.designation,
    signed_on: s.created_date,
  }));

const viewAnswer = json(certificateViewAnswer, 'The certificate');

/** Registers the view routes. spec: api/CONTRACT.md "Certificate views". */
export async function registerViewRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const def of VIEW_DEFINITIONS) {
    api.get(
      fastifyPath(def.path),
      {
        schema: {
          tags: TAGS,
          summary: `A certificate of the ${def.list}`,
          description:
            `404 "${NOT_IN_LIST}" when it is not (or no longer) in that list. ` + `Needs module \`${def.module}\`.`,
          params: certificateIdParams,
          response: { 200: viewAnswer, ...errors(400, 401, 403, 404) },
        },
        preValidation: requireModule(def.module),
      },
      async (request) => {
        const visible = listVisibilitySql(def.list, request.principal);
        const [details] = await loadCertificateDetails(db, [request.params.id], request.principal, visible);
        if (!details) throw notFound(NOT_IN_LIST);
        const answer = { success: 1 as const, message: '', certificate_data: details };
        return def.withSigneeDetails ? { ...answer, signee_details: signeeDetails(details) } : answer;
      },
    );
  }

  api.get(
    '/certificateView/:id',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'A certificate in any state the caller may see (extension)',
        params: certificateIdParams,
        response: { 200: viewAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const visible = certificateVisibilitySql(request.principal);
      const [details] = await loadCertificateDetails(db, [request.params.id], request.principal, visible);
      if (!details) throw notFound(CERTIFICATE_NOT_FOUND);
      return { success: 1 as const, message: '', certificate_data: details, signee_details: signeeDetails(details) };
    },
  );

  api.get(
    '/certificates',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'Many certificates at once, for batching (extension)',
        description: 'Ids the caller may not see, or that do not exist, are left out.',
        querystring: fieldsOf({ ids: idList('ids must be certificate ids', { max: MAX_BATCH }) }),
        response: {
          200: json(z.object({ success: z.literal(1), data: z.array(certificateDetails) }), 'The certificates'),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const visible = certificateVisibilitySql(request.principal);
      return {
        success: 1 as const,
        data: await loadCertificateDetails(db, request.query.ids, request.principal, visible),
      };
    },
  );

  /**
   * `GET /certificateParts?ids=…&parts=…`: as `/certificates`, with only the parts asked for (and
   * `id`), so a caller that needs the units of a page pays neither for its history nor for the
   * fields its list rows already have. docs/architecture.md "A gateway that adds nothing".
   */
  api.get(
    '/certificateParts',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'Many certificates at once, with only the parts of their details asked for (extension)',
        description:
          'Each certificate’s `id`, and each part’s keys only when `parts` names it: `own` (the certificate’s ' +
          'own fields: every key the other parts do not carry), ' +
          (Object.keys(DETAIL_PART_KEYS) as Array<keyof typeof DETAIL_PART_KEYS>)
            .map((p) => `\`${p}\` (${DETAIL_PART_KEYS[p].join(', ')})`)
            .join(', ') +
          '. Ids the caller may not see, or that do not exist, are left out.',
        querystring: fieldsOf({
          ids: idList('ids must be certificate ids', { max: MAX_BATCH }),
          parts: partList.describe('Comma-separated part codes; none: only each certificate’s `id`'),
        }),
        response: {
          200: json(z.object({ success: z.literal(1), data: z.array(certificateParts) }), 'The certificates'),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const visible = certificateVisibilitySql(request.principal);
      const { ids, parts } = request.query;
      return {
        success: 1 as const,
        data: await loadCertificateParts(db, ids, request.principal, new Set(parts), visible),
      };
    },
  );

  /**
   * `GET /certificateByCredentialNumber?credential_number=…`: the certificate of that exact
   * credential number as `/certificateView/{id}` answers it, under the same visibility rule (404
   * when unknown or not visible). docs/integrators.md "Sync the register" (`certificate(credentialNumber:)`).
   */
  api.get(
    '/certificateByCredentialNumber',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'A certificate by its credential number, in any state the caller may see (extension)',
        description: 'The whole credential number, as stored (exact). 404 when unknown or not visible to the caller.',
        querystring: fieldsOf({
          credential_number: text({
            max: LIMITS.code,
            required: 'credential_number is required',
            label: 'Credential number',
          }),
        }),
        response: { 200: viewAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const visible = certificateVisibilitySql(request.principal);
      const [found] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.credentialNumber, request.query.credential_number), visible))
        .limit(1);
      const [details] = found ? await loadCertificateDetails(db, [found.id], request.principal, visible) : [];
      if (!details) throw notFound(CERTIFICATE_NOT_FOUND);
      return { success: 1 as const, message: '', certificate_data: details, signee_details: signeeDetails(details) };
    },
  );
}
