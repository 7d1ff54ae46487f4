/**
 * `addStudent`: `POST /addStudent` with the §5 rules (the api checks them with the shared student
 * rules of `@certify/api/imports`); its 400 arrives as BAD_USER_INPUT with `fieldErrors` keyed by
 * the input's names (`student_id` → `studentId`, `dob` → `dob`, …), its 403 as FORBIDDEN.
 * spec: access-and-administration §2 "Master area" (Add Student), §5 "Add Student", §7, §8 "Add
 * student"; api/CONTRACT.md "Master data".
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import { studentFromRow } from './models.js';

/** The master-data mutations. spec: access-and-administration §5 "Add Student", §7. */
export const masterMutations: Pick<MutationResolvers, 'addStudent'> = {
  /** `POST /addStudent`: the new student as the api answers it. */
  addStudent: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/addStudent', {
      body: {
        student_id: input.studentId,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        mobile: input.mobile,
        dob: input.dob,
        ...(input.middleName != null ? { middle_name: input.middleName } : {}),
        ...(input.usi != null ? { usi: input.usi } : {}),
      },
    });
    return { message: answer.message, student: studentFromRow(answer.student) };
  },
};
