/**
 * The template mutations' field errors under their own input names (DESIGN.md "GraphQL conventions":
 * `extensions.fieldErrors` keyed by input field). rest/errors.ts has already camel-cased the api's keys
 * (with its shared renames: `certificate_id` → `id`, `certificate` → `ids`); these functions finish the
 * job per mutation. spec: access-and-administration §5 "Template", "Assign course", "Assign signee".
 */
import { GraphQLError } from 'graphql';

/** Re-keys `extensions.fieldErrors` of a BAD_USER_INPUT error with `rename`; other errors pass unchanged. */
export function renameFieldErrors(err: unknown, rename: (key: string) => string): unknown {
  if (!(err instanceof GraphQLError) || err.extensions.code !== 'BAD_USER_INPUT') return err;
  const fieldErrors = err.extensions.fieldErrors as Record<string, string> | undefined;
  if (!fieldErrors) return err;
  const renamed: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = rename(key);
    if (!(field in renamed)) renamed[field] = message;
  }
  return new GraphQLError(err.message, { extensions: { ...err.extensions, fieldErrors: renamed } });
}

/** A `.catch` handler re-throwing the error with renamed field errors. */
export const rethrowRenamed =
  (rename: (key: string) => string) =>
  (err: unknown): never => {
    throw renameFieldErrors(err, rename);
  };

const fromTable =
  (table: Readonly<Record<string, string>>) =>
  (key: string): string => {
    const [head = key, ...rest] = key.split('.');
    const renamed = table[head];
    return renamed === undefined ? key : [renamed, ...rest].join('.');
  };

/** `POST /createCertificate` → `CreateTemplateInput` (the PDF part `certificate` is `uploadId` here). */
export const createTemplateField = fromTable({ ids: 'uploadId', certificate: 'uploadId' });

/** `POST /assignCourse` → `AssignTemplateCoursesInput`. */
export const assignCoursesField = fromTable({ id: 'templateId', certificateId: 'templateId', courseId: 'courseIds' });

/** `POST /template/{id}/update` → `UpdateTemplateInput`. */
export const updateTemplateField = fromTable({ status: 'active' });

/**
 * `POST /assignSignee` → `AssignTemplateSigneesInput`: `signee_ids.N` (slot N + 1) and
 * `signeeN_designation` name the input entry of that slot (`signees.<index>.userId` /
 * `.designation`; `signees.<slot - 1>` when the input has no entry for the slot).
 */
export function assignSigneesField(slots: readonly number[]) {
  const entryOf = (slot: number) => {
    const index = slots.indexOf(slot);
    return index >= 0 ? index : slot - 1;
  };
  return (key: string): string => {
    const id = /^signeeIds\.(\d+)$/.exec(key);
    if (id) return `signees.${entryOf(Number(id[1]) + 1)}.userId`;
    const designation = /^signee(\d+)Designation$/.exec(key);
    if (designation) return `signees.${entryOf(Number(designation[1]))}.designation`;
    if (key === 'signeeIds') return 'signees';
    return key === 'id' ? 'templateId' : key;
  };
}
