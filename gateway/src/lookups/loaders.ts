/**
 * Per-request lookup loaders: the request form's choices, signees and the fee setting at most
 * once per operation; units de-duplicated per course. spec: certificate-workflow §3 "Dropdown data".
 */
import DataLoader from 'dataloader';
import type { CallerRest } from '../rest/client.js';
import type { RestAnswer } from '../rest/contract.js';
import { restId } from '../rest/ids.js';
import { once } from '../util/once.js';

/** The units of competency of a course, as `/courseUnits/{courseId}` answers them. */
export type CourseUnits = RestAnswer<'/courseUnits/{courseId}', 'get'>['units'];

/** Creates the lookup loaders of one operation, calling as its caller. */
export function lookupLoaders(rest: CallerRest) {
  return {
    /** Units by course id. */
    courseUnits: new DataLoader<string, CourseUnits>(async (courseIds) =>
      Promise.all(
        courseIds.map(async (id) => {
          try {
            return (await rest.get('/courseUnits/{courseId}', { params: { courseId: restId(id) } })).units;
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      ),
    ),
    formData: once(() => rest.get('/requisitionerCourseDetails', {})),
    signees: once(() => rest.get('/SigneeDetails', {})),
    feeConfirmation: once(() => rest.get('/configFeePaidConfirmation', {})),
  };
}
