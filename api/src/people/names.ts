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

/**
 * A student's full name in SQL, middle name included when present. Written with `||` (immutable)
 * rather than `concat_ws` (stable), so `lower()` of it is indexed: `students_name_idx` in
 * db/schema.ts spells the same expression (issue 13 "Queries that scale"). First and last names
 * are never null.
 */
export const studentNameSql = sql<string>`(${students.firstName} || coalesce(' ' || nullif(${students.middleName}, ''), '') || ' ' || ${students.lastName})`;

/**
 * A staff member's name in SQL, from a users table or an alias of it; `||` (immutable, both parts
 * are never null) so `lower()` of it is indexed: `users_name_idx` in db/schema.ts.
 */
export const userNameSql = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`(${t.firstName} || ' ' || ${t.lastName})`;
