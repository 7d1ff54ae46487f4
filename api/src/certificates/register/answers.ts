/**
 * The register's answer: list rows (api/CONTRACT.md "Certificate lists" Row) with each row's
 * keyset cursor, the page and the paging state. spec: certificate-workflow §7 POST /reports;
 * api/CONTRACT.md "Certificate register".
 */
import { z } from 'zod';
import { certificateRow } from '../answers.js';

/** One register row: a list row plus its cursor. */
export const registerRow = certificateRow
  .extend({
    cursor: z.string().describe('Pass as `after` to read the rows that follow this one'),
    student_usi: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The student's Unique Student Identifier (null when unknown); present only for callers holding " +
          '`student_usi.export` (administrators; docs/compliance.md), absent for everyone else',
      ),
  })
  .meta({ id: 'RegisterRow' });

/** A page of the register. */
export const registerAnswer = z.object({
  success: z.literal(1),
  data: z.array(registerRow),
  total: z.int().nullable().describe('Rows matching the filters, all pages; null when `with_total` is false'),
  page: z.int().describe('The page (1 in keyset mode)'),
  per_page: z.int().describe('The page size asked for'),
  has_next_page: z.boolean().describe('Whether rows follow this page'),
  student_usi_included: z
    .boolean()
    .describe('Whether rows carry `student_usi` (the caller holds `student_usi.export`): the USI column of exports'),
  end_cursor: z
    .string()
    .nullable()
    .describe(
      "The last row's cursor; on an empty keyset page the `after` given (null when none): pass it as " +
        '`after` to go on (incremental sync: from where you stopped)',
    ),
});

/** A page of the register as the handlers build it and the serializer writes it. */
export type RegisterAnswer = z.output<typeof registerAnswer>;
