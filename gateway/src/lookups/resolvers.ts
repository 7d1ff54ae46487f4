import type {
  CertificateTypeInfo,
  CourseResolvers,
  FormOptionsResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import { splitName } from '../users/models.js';
import type { CourseModel } from './models.js';

/**
 * Lookups (certificate-workflow §3 "Dropdown data", §7): the request form and search panel
 * options, organisation settings and a course with its units.
 */
export const lookupQueries: Pick<QueryResolvers, 'formOptions' | 'settings' | 'course'> = {
  /** `FormOptions`: its fields load from `/requisitionerCourseDetails` and `/SigneeDetails` when asked. */
  formOptions: () => ({}),
  /** `GET /requisitionerCourseDetails` (display format) + `GET /configFeePaidConfirmation` ("Yes" → on). */
  settings: async (_p, _a, ctx) => {
    const [form, fee] = await Promise.all([ctx.loaders.formData(), ctx.loaders.feeConfirmation()]);
    return {
      displayDateFormat: form.display_date_format,
      feeConfirmationRequired: fee.data === 'Yes',
    };
  },
  /** A course from the request-form options (null when unknown); `units` via `/courseUnits/{id}`. */
  course: async (_p, { id }, ctx) => {
    const form = await ctx.loaders.formData();
    const c = form.course_details.find((x) => String(x.id) === id);
    return c ? { id: String(c.id), name: c.name, code: c.course_code } : null;
  },
};

/** `FormOptions` fields (certificate-workflow §3 Dropdown data). */
export const formOptionsResolvers: FormOptionsResolvers = {
  courses: async (_p, _a, ctx) =>
    (await ctx.loaders.formData()).course_details.map((c) => ({ id: String(c.id), name: c.name, code: c.course_code })),
  campuses: async (_p, _a, ctx) =>
    (await ctx.loaders.formData()).campus_details.map((c) => ({ id: String(c.id), name: c.name })),
  students: async (_p, _a, ctx) =>
    (await ctx.loaders.formData()).student_details.map((s) => ({
      id: String(s.id),
      name: s.name,
      studentId: s.student_id,
    })),
  requisitioners: async (_p, _a, ctx) =>
    (await ctx.loaders.formData()).requisitioner_details.map((r) => ({
      id: String(r.id),
      ...splitName(r.name),
      fullName: r.name,
      email: null,
    })),
  certificateTypes: async (_p, _a, ctx) =>
    (await ctx.loaders.formData()).certificate_types.map(
      (t): CertificateTypeInfo => ({ type: t.code, code: t.code, name: t.name }),
    ),
  signees: async (_p, _a, ctx) =>
    (await ctx.loaders.signees()).signees.map((s) => ({
      id: String(s.id),
      firstName: s.first_name,
      lastName: s.last_name,
      fullName: `${s.first_name} ${s.last_name}`.trim(),
      email: null,
    })),
};

/** `Course.units` through the per-request course-units loader (`GET /courseUnits/{id}`). */
export const courseResolvers: CourseResolvers = {
  units: async (course: CourseModel, _a, ctx) =>
    (await ctx.loaders.courseUnits.load(course.id)).map((u) => ({
      unitCode: u.unit_code,
      unitName: u.unit_name,
      core: u.core,
    })),
};
