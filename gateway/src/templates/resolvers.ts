/**
 * Template management (spec: access-and-administration §2 "Template Listing", §3 Template, §5
 * "Template", "Assign course", "Assign signee", §7, §8; api/CONTRACT.md "Templates"): the listing,
 * one template, Add Template from an uploaded PDF, Assign Course, Assign Signee and the update. The
 * api guards every call with the `template_management` module (adding also with
 * `template_management.add`); the gateway only maps.
 */
import { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { MutationResolvers, QueryResolvers, TemplateResolvers } from '../generated/resolvers.js';
import type { RestAnswer } from '../rest/contract.js';
import { gatewayError } from '../rest/errors.js';
import { restId } from '../rest/ids.js';
import {
  assignCoursesField,
  assignSigneesField,
  createTemplateField,
  renameFieldErrors,
  rethrowRenamed,
  updateTemplateField,
} from './fieldErrors.js';
import {
  type TemplateCoursesAndSignees,
  type TemplateModel,
  type TemplateRow,
  templatePreviewPath,
  toTemplate,
  toTemplateCourses,
  toTemplateSignees,
} from './models.js';

const codeOf = (err: unknown): unknown => (err instanceof GraphQLError ? err.extensions.code : undefined);

/**
 * The listing row of a template: the parent's own, else through the loader. Null when unknown or
 * when the caller's roles do not grant template management (the certificate's template of a
 * requisitioner): the administration fields are then null.
 */
async function rowOf(template: TemplateModel, ctx: GatewayContext): Promise<TemplateRow | null> {
  if (template.row) return template.row;
  try {
    return await ctx.loaders.templateRow.load(template.id);
  } catch (err) {
    if (codeOf(err) === 'FORBIDDEN') return null;
    throw err;
  }
}

/** The courses and signees of a template (null: not readable by the caller, or unknown). */
async function coursesAndSigneesOf(
  template: TemplateModel,
  ctx: GatewayContext,
): Promise<TemplateCoursesAndSignees | null> {
  try {
    return await ctx.loaders.templateCoursesAndSignees.load(template.id);
  } catch (err) {
    const code = codeOf(err);
    if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return null;
    throw err;
  }
}

/** The template after a change, read afresh (its row, courses and signees). */
async function reloaded(ctx: GatewayContext, id: string): Promise<TemplateModel> {
  ctx.loaders.templateRow.clear(id);
  ctx.loaders.templateCoursesAndSignees.clear(id);
  const row = await ctx.loaders.templateRow.load(id);
  if (!row) throw gatewayError('NOT_FOUND', 'Template not found');
  return toTemplate(row);
}

/** The change's version check: sent only when the client gave one. */
const versionOf = (version: number | null | undefined) => (version == null ? {} : { version });

/** `Template`'s administration fields, from the listing row or lazily (null without template management). */
export const templateResolvers: TemplateResolvers = {
  active: async (t, _a, ctx) => (await rowOf(t, ctx))?.status ?? null,
  validFrom: async (t, _a, ctx) => (await rowOf(t, ctx))?.valid_from ?? null,
  validTo: async (t, _a, ctx) => (await rowOf(t, ctx))?.valid_to ?? null,
  /** `sample_file` is the api's `/files/{id}`, which the gateway serves at the same path. */
  fileUrl: async (t, _a, ctx) => (await rowOf(t, ctx))?.sample_file ?? null,
  previewUrl: (t) => templatePreviewPath(t.id),
  fields: async (t, _a, ctx) => (await rowOf(t, ctx))?.fields ?? null,
  version: async (t, _a, ctx) => (await rowOf(t, ctx))?.version ?? null,
  /**
   * `GET /template/{id}/compliance` (per-request loader): the template's certification checks (null
   * without template management, or when it is unknown). docs/compliance.md.
   */
  complianceChecks: async (t, _a, ctx) => {
    try {
      const answer = await ctx.loaders.templateCompliance.load(t.id);
      return answer.checks.map(({ id, ...check }) => ({ code: id, ...check }));
    } catch (err) {
      const code = codeOf(err);
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return null;
      throw err;
    }
  },
  /** `GET /certificateCourseSignee/{id}` (per-request loader). */
  courses: async (t, _a, ctx) => {
    const answer = await coursesAndSigneesOf(t, ctx);
    return answer ? toTemplateCourses(answer) : null;
  },
  /** `GET /certificateCourseSignee/{id}` (per-request loader), in slot order. */
  signees: async (t, _a, ctx) => {
    const answer = await coursesAndSigneesOf(t, ctx);
    return answer ? toTemplateSignees(answer) : null;
  },
};

/** The Template Listing and one template. spec: access-and-administration §2 "Template Listing", §7. */
export const templateQueries: Pick<QueryResolvers, 'templates' | 'template'> = {
  /** `GET /listCertificates` (page, per_page, search): newest first, paged on the server. */
  templates: async (_p, args, ctx) => {
    const page = args.page ?? 1;
    const pageSize = args.pageSize ?? 5;
    const search = args.search?.trim() || undefined;
    const answer = await ctx.api
      .get('/listCertificates', { query: { page, per_page: pageSize, ...(search ? { search } : {}) } })
      .catch(rethrowRenamed((key) => (key === 'perPage' ? 'pageSize' : key)));
    for (const row of answer.certificates) ctx.loaders.templateRow.prime(String(row.id), row);
    return { nodes: answer.certificates.map(toTemplate), totalCount: answer.total, page, pageSize };
  },
  /** One template by id through the template loader; null when unknown. */
  template: async (_p, { id }, ctx) => {
    const row = await ctx.loaders.templateRow.load(id);
    return row ? toTemplate(row) : null;
  },
};

/**
 * `POST /createCertificate` takes multipart only (its published contract): the fields go as a small
 * multipart body, the PDF as `upload_id` of an earlier `POST /files/uploads?purpose=template`.
 */
async function postCreateCertificate(
  ctx: GatewayContext,
  fields: Record<string, string>,
): Promise<RestAnswer<'/createCertificate', 'post'>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const res = await ctx.api.forward('/createCertificate', Readable.from([bytes]), contentType, String(bytes.length));
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw renameFieldErrors(await ctx.api.errorOf(res, '/createCertificate'), createTemplateField);
  }
  return (await res.body.json()) as RestAnswer<'/createCertificate', 'post'>;
}

/** Add Template, Assign Course, Assign Signee and the update. spec: access-and-administration §5, §7, §8. */
export const templateMutations: Pick<
  MutationResolvers,
  'createTemplate' | 'assignTemplateCourses' | 'assignTemplateSignees' | 'updateTemplate'
> = {
  /** `POST /createCertificate` with `upload_id`: the payload reports the expected fields found and missing. */
  createTemplate: async (_p, { input }, ctx) => {
    const uploadId = restId(input.uploadId);
    const answer = await postCreateCertificate(ctx, {
      name: input.name,
      no_of_signees: String(input.noOfSignees),
      skip_sign: input.skipSign ? '1' : '0',
      // A malformed id goes out as 0, which the api refuses as an unknown upload.
      upload_id: String(Number.isNaN(uploadId) ? 0 : uploadId),
      ...(input.validFrom ? { valid_from: input.validFrom } : {}),
      ...(input.validTo ? { valid_to: input.validTo } : {}),
    });
    return {
      message: answer.message,
      template: await reloaded(ctx, String(answer.certificate.id)),
      fields: answer.certificate.fields,
    };
  },
  /** `POST /assignCourse`: no course or no type → 'Please select all the required fields' (the api's). */
  assignTemplateCourses: async (_p, { input }, ctx) => {
    const answer = await ctx.api
      .post('/assignCourse', {
        body: {
          certificate_id: restId(input.templateId),
          course_id: input.courseIds.map(restId),
          certificate_type: input.certificateType,
          ...versionOf(input.version),
        },
      })
      .catch(rethrowRenamed(assignCoursesField));
    return { message: answer.message, template: await reloaded(ctx, input.templateId) };
  },
  /**
   * `POST /assignSignee`: entry i of `signee_ids` is slot i + 1 (a slot without an entry goes out
   * empty, so the api answers 'Please enter all the required fields'), `signeeN_designation` per slot.
   */
  assignTemplateSignees: async (_p, { input }, ctx) => {
    const slots = input.signees.map((s) => s.slot);
    const fieldErrors: Record<string, string> = {};
    slots.forEach((slot, i) => {
      if (!Number.isInteger(slot) || slot < 1) fieldErrors[`signees.${i}.slot`] = 'A signee slot starts at 1';
      else if (slots.indexOf(slot) !== i) fieldErrors[`signees.${i}.slot`] = 'Each signee slot may be given once';
    });
    const [first] = Object.values(fieldErrors);
    if (first) throw gatewayError('BAD_USER_INPUT', first, { fieldErrors });

    const last = Math.max(0, ...slots);
    const bySlot = new Map(input.signees.map((s) => [s.slot, s]));
    const designations: Record<string, string> = {};
    for (const s of input.signees) designations[`signee${s.slot}_designation`] = s.designation;
    const answer = await ctx.api
      .post('/assignSignee', {
        body: {
          template_id: restId(input.templateId),
          signee_ids: Array.from({ length: last }, (_, i) => {
            const entry = bySlot.get(i + 1);
            return entry ? restId(entry.userId) : Number.NaN;
          }),
          ...designations,
          ...versionOf(input.version),
        },
      })
      .catch(rethrowRenamed(assignSigneesField(slots)));
    return { message: answer.message, template: await reloaded(ctx, input.templateId) };
  },
  /** `POST /template/{id}/update`: absent fields stay, a null date clears it; `version` is required. */
  updateTemplate: async (_p, { input }, ctx) => {
    const clearable = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? ''));
    const body = {
      ...(input.name != null ? { name: input.name } : {}),
      ...(input.skipSign != null ? { skip_sign: input.skipSign } : {}),
      ...(input.active != null ? { status: input.active } : {}),
      ...(clearable(input.validFrom) !== undefined ? { valid_from: clearable(input.validFrom) } : {}),
      ...(clearable(input.validTo) !== undefined ? { valid_to: clearable(input.validTo) } : {}),
      version: input.version,
    };
    const answer = await ctx.api
      .post('/template/{id}/update', { params: { id: restId(input.id) }, body })
      .catch(rethrowRenamed(updateTemplateField));
    ctx.loaders.templateCoursesAndSignees.clear(input.id);
    ctx.loaders.templateRow.clear(input.id).prime(input.id, answer.certificate);
    return { message: answer.message, template: toTemplate(answer.certificate) };
  },
};
