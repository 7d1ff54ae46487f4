/**
 * Case- and accent-insensitive "contains" search in SQL without the `unaccent` extension (PGlite
 * has none): the text and the term are both decomposed (Unicode NFD), stripped of their combining
 * accents, the few letters Unicode does not decompose (ø, đ, ł…) replaced by `translate`, and
 * lower-cased by PostgreSQL's `lower()`, so "zoe" finds "Zoë" and "NGUYEN" finds "Nguyễn".
 * (`translate` over a table of every accented letter was 30× slower: 120 ms for 1,000 users.)
 * Shared by every people search: users (`/listUsers`) and students (`/searchStudent`), and the
 * course search (`/searchCourse`).
 * spec: access-and-administration §2 "User Management", "Master area" (docs/product.md "Administration": search users by
 * name or e-mail; docs/product.md "Master data and CSV import": students by id, name or e-mail, courses by code, id or name — any part,
 * case and accents ignored).
 */
import { type SQL, sql } from 'drizzle-orm';

/** Letters Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = {
  Ø: 'o',
  ø: 'o',
  Đ: 'd',
  đ: 'd',
  Ð: 'd',
  ð: 'd',
  Ł: 'l',
  ł: 'l',
  Ħ: 'h',
  ħ: 'h',
  ı: 'i',
  Ŧ: 't',
  ŧ: 't',
};
const FROM = Object.keys(UNDECOMPOSED).join('');
const TO = Object.values(UNDECOMPOSED).join('');

/** The combining accents stripped after NFD (the same class on both sides). */
const ACCENTS = '\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f';
const ACCENTS_JS = new RegExp(`[${ACCENTS}]`, 'gu');

/** `s` decomposed, without accents, undecomposed letters replaced (case is left to SQL `lower()`). */
export const foldAccents = (s: string): string =>
  [...s.normalize('NFD').replace(ACCENTS_JS, '')].map((ch) => UNDECOMPOSED[ch] ?? ch).join('');

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `text` folded as `foldAccents` does, then lower-cased. ASCII text (as many bytes as characters:
 * most names and every e-mail) is only lower-cased, which folding would not change either: a third
 * of the time over 5,000 students (17 ms instead of 47 on PGlite; api/CONTRACT.md "Master data").
 */
export const foldedSql = (text: SQL): SQL =>
  sql`(CASE WHEN octet_length(${text}) = char_length(${text}) THEN lower(${text})
    ELSE lower(translate(regexp_replace(normalize(${text}, NFD), ${literal(`[${ACCENTS}]`)}, '', 'g'), ${literal(FROM)}, ${literal(TO)})) END)`;

/**
 * A constant of this file as an SQL literal rather than a parameter, so the folded expression is
 * the same text in a query and in an index definition (db/schema.ts `students_search_trgm_idx`).
 */
function literal(constant: string): SQL {
  return sql.raw(`'${constant.replace(/'/g, "''")}'`);
}

/**
 * True where `text` contains `term` (spaces collapsed), ignoring case and accents. The term's `%`,
 * `_` and `\` match themselves. Search several columns at once by joining them with a newline
 * (`concat_ws(E'\n', …)`): a term never holds one, so no match spans two columns.
 */
export function containsSql(text: SQL, term: string): SQL {
  const pattern = `%${escapeLike(foldAccents(term.trim().replace(/\s+/g, ' ')))}%`;
  return sql`${foldedSql(text)} LIKE lower(${pattern})`;
}
