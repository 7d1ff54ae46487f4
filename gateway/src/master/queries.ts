/**
 * The master-data lists: `campuses`, `courses` (searched by code, id and name) and `students`
 * (searched by id, name, e-mail or one box), each one REST call of a page with its total. The api
 * guards them (FORBIDDEN without the list's module; the students also with `requested_certificate.add`,
 * for the request form's picker), searches any part of a value ignoring case and accents, and sorts.
 * spec: access-and-administration §2 "Master area", §7 (/campuses, /courses, /searchCourse,
 * /students, /searchStudent; filters sent only when filled); api/CONTRACT.md "Master data".
 */
import type { QueryResolvers } from '../generated/resolvers.js';
import { campusFromRow, courseFromRow, pageOf, studentFromRow } from './models.js';

/** Rows a page when the caller gives no page size (access-and-administration §9). */
const DEFAULT_PAGE_SIZE = 5;

/** `page`, `per_page` and the sort (when given) as the api's paging fields. */
const pagingOf = <F extends string>(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  sort: { field: F; direction: 'asc' | 'desc' } | null | undefined,
) => ({
  page: page ?? 1,
  per_page: pageSize ?? DEFAULT_PAGE_SIZE,
  ...(sort ? { sort_by: sort.field, sort_dir: sort.direction } : {}),
});

/** The filled filters only (§7 "Filters are sent only when filled"), trimmed, under the api's keys. */
function filled<K extends string>(pairs: Record<K, string | null | undefined>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(pairs) as [K, string | null | undefined][]) {
    const text = value?.trim();
    if (text) out[key] = text;
  }
  return out;
}

/** The master-data queries. spec: access-and-administration §2 "Master area", §7. */
export const masterQueries: Pick<QueryResolvers, 'campuses' | 'courses' | 'students'> = {
  /** `GET /campuses`: a sorted page of campuses. */
  campuses: async (_p, { page, pageSize, sort }, ctx) => {
    const answer = await ctx.api.get('/campuses', { query: pagingOf(page, pageSize, sort) });
    return pageOf(answer.campuses.map(campusFromRow), answer);
  },
  /** `GET /courses` without a filter, `POST /searchCourse` with one. */
  courses: async (_p, { filter, page, pageSize, sort }, ctx) => {
    const paging = pagingOf(page, pageSize, sort);
    const search = filled({
      course_code: filter?.courseCode,
      course_id: filter?.courseId,
      course_name: filter?.courseName,
    });
    const answer =
      Object.keys(search).length > 0
        ? await ctx.api.post('/searchCourse', { body: { ...paging, ...search } })
        : await ctx.api.get('/courses', { query: paging });
    return pageOf(answer.courses.map(courseFromRow), answer);
  },
  /** `POST /students` without a filter, `POST /searchStudent` with one. */
  students: async (_p, { filter, page, pageSize, sort }, ctx) => {
    const paging = pagingOf(page, pageSize, sort);
    const search = filled({
      student_id: filter?.studentId,
      student_name: filter?.name,
      email: filter?.email,
      search: filter?.search,
    });
    const answer =
      Object.keys(search).length > 0
        ? await ctx.api.post('/searchStudent', { body: { ...paging, ...search } })
        : await ctx.api.post('/students', { body: paging });
    return pageOf(answer.students.map(studentFromRow), answer);
  },
};
