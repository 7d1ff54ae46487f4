/**
 * How a person's name is written, in SQL and in code, in one place: students with their middle
 * name when they have one, staff by first and last name. spec: certificate-workflow §3 (student
 * name on rows, details and the printed certificate).
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { students } from '../db/schema.js';

/** A full name from its parts, skipping empty ones (`Ann  Lee` never appears). */
export const fullName = (...parts: (string | null | undefined)[]): string =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** A student's full name in SQL, middle name included when present. */
export const studentNameSql = sql<string>`concat_ws(' ',
  ${students.firstName}, nullif(${students.middleName}, ''), ${students.lastName})`;

/** A staff member's name in SQL, from a users table or an alias of it. */
export const userNameSql = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`concat_ws(' ', ${t.firstName}, ${t.lastName})`;
