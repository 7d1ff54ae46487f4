/**
 * The texts a student is found and sorted by, as SQL over the `students` table or the same columns
 * in an index definition (db/schema.ts): written once here, so a query's expression is exactly its
 * index's. Each is built with `||` (immutable; the first and last name, the student id and the
 * e-mail are never null), not `concat_ws` (stable, which PostgreSQL does not index).
 * docs/architecture.md "Queries that scale".
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldedSql } from './search.js';

/** The columns of a student (the table, or the columns an index definition is given). */
export interface StudentColumns {
  studentId: AnyPgColumn;
  firstName: AnyPgColumn;
  middleName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
}

/** "First Middle Last", the middle name only when there is one. */
export const fullNameOf = (s: Pick<StudentColumns, 'firstName' | 'middleName' | 'lastName'>): SQL<string> =>
  sql<string>`(${s.firstName} || coalesce(' ' || nullif(${s.middleName}, ''), '') || ' ' || ${s.lastName})`;

/** "First Middle Last", then "First Last" after a newline when there is a middle name. */
export const namesTextOf = (s: Pick<StudentColumns, 'firstName' | 'middleName' | 'lastName'>): SQL<string> =>
  sql<string>`(${fullNameOf(s)} || coalesce(E'\\n' || CASE WHEN coalesce(${s.middleName}, '') <> ''
    THEN ${s.firstName} || ' ' || ${s.lastName} END, ''))`;

/** The student id, the names and the e-mail, a newline apart: what the search box looks in. */
export const searchTextOf = (s: StudentColumns): SQL<string> =>
  sql<string>`(${s.studentId} || E'\\n' || ${namesTextOf(s)} || E'\\n' || ${s.email})`;

/**
 * The folded search text (db/search.ts `foldedSql`): a trigram index of it
 * (`students_search_trgm_idx`) finds the students containing a term without reading them all.
 */
export const foldedSearchTextOf = (s: StudentColumns): SQL => foldedSql(searchTextOf(s));
