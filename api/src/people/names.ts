/**
 * How a person's name is written, in SQL and in code, in one place: students with their middle
 * name when they have one, staff by first and last name. spec: certificate-workflow §3 (student
 * name on rows, details and the printed certificate).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { students } from '../db/schema.js';
import { containsSql } from '../db/search.js';
import { fullNameOf, namesTextOf, searchTextOf } from '../db/studentText.js';

/** A full name from its parts, skipping empty ones (`Ann  Lee` never appears). */
export const fullName = (...parts: (string | null | undefined)[]): string =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * A student's full name in SQL, middle name included when present (db/studentText.ts: its
 * `lower()` is indexed, `students_name_idx`).
 */
export const studentNameSql = fullNameOf(students);

/**
 * A staff member's name in SQL, from a users table or an alias of it; `||` (immutable, both parts
 * are never null) so `lower()` of it is indexed: `users_name_idx` in db/schema.ts.
 */
export const userNameSql = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`(${t.firstName} || ' ' || ${t.lastName})`;

/**
 * Students whose name ("first middle last" or "first last") contains `term`, ignoring case and
 * accents (db/search.ts), looked up first in the trigram index of their search text, which
 * holds the names (`students_search_trgm_idx`; docs/architecture.md "Queries that scale"). The certificate
 * lists' `student_name` and the student list's.
 */
export const studentNameContainsSql = (term: string): SQL =>
  and(containsSql(searchTextOf(students), term), containsSql(namesTextOf(students), term))!;
