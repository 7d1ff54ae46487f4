/**
 * Templates as the gateway resolves them (spec: access-and-administration §3 Template; api/CONTRACT.md
 * "Templates"): the parent object of `Template` and the mapping of the REST answers to GraphQL shapes.
 */
import type { RestAnswer, RestSchema } from '../rest/contract.js';
import { splitName } from '../users/models.js';

/** One row of `GET /listCertificates` (also the answer of `POST /template/{id}/update`). */
export type TemplateRow = RestSchema<'TemplateRow'>;
/** The answer of `GET /certificateCourseSignee/{id}`. */
export type TemplateCoursesAndSignees = RestAnswer<'/certificateCourseSignee/{id}', 'get'>;
/** The answer of `GET /template/{id}/compliance` (docs/compliance.md). */
export type TemplateComplianceAnswer = RestAnswer<'/template/{id}/compliance', 'get'>;

/**
 * Parent object of `Template` (codegen mapper). A certificate's template carries only the four
 * fields its REST answer has; a listing row (`row`) carries the administration fields too. Without
 * `row` they load lazily through the template loader (null for a caller without template management).
 */
export interface TemplateModel {
  id: string;
  name: string;
  skipSign: boolean;
  noOfSignees: number;
  row?: TemplateRow;
}

/** A listing row as a `Template`. */
export const toTemplate = (row: TemplateRow): TemplateModel => ({
  id: String(row.id),
  name: row.name,
  skipSign: row.skip_sign,
  noOfSignees: row.no_of_signees,
  row,
});

/** The gateway path of a template's sample preview (gateway/src/files/fileRoutes.ts). */
export const templatePreviewPath = (id: string): string => `/files/templates/${encodeURIComponent(id)}/preview`;

/** `certificate_courses` as `TemplateCourse`s (the course from the answer's id, name and code). */
export const toTemplateCourses = (answer: TemplateCoursesAndSignees) =>
  answer.certificate_courses.map((c) => ({
    course: { id: String(c.course_id), name: c.course_name, code: c.course_code },
    certificateType: c.certificate_type,
    label: c.label,
  }));

/** `certificate_signees` as `TemplateSignee`s, in slot order. */
export const toTemplateSignees = (answer: TemplateCoursesAndSignees) =>
  [...answer.certificate_signees]
    .sort((a, b) => a.slot - b.slot)
    .map((s) => ({
      slot: s.slot,
      user: { id: String(s.user_id), ...splitName(s.name), fullName: s.name, email: null },
      designation: s.designation,
    }));
