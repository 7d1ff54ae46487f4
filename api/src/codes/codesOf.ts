/**
 * The values of a code table, as a tuple for zod and the OpenAPI enums.
 */

/** The values of a code table, as a non-empty tuple (for `z.enum` and `z.literal`). */
export const codesOf = <T extends Record<string, string | number>>(table: T) =>
  Object.values(table) as [T[keyof T], ...T[keyof T][]];
