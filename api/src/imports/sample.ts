/**
 * The sample file of each import (Download Sample File): every column the import takes
 * (`IMPORT_COLUMNS`, in order), a first `#` comment line explaining the formats, a comment line per
 * column, and three example rows that pass the import's own rules. Cells are written with
 * csv-stringify through `spreadsheetSafe`, so no cell becomes a formula when opened.
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV"; docs/product.md "Master data and CSV import".
 */
import { stringify } from 'csv-stringify/sync';
import type { DateFormatCode } from '../codes.js';
import { formatDate } from '../util/formatDate.js';
import { IMPORT_COLUMNS, type ImportKind, spreadsheetSafe } from './rows.js';

/** The file name a sample downloads as. */
export const sampleFileName = (kind: ImportKind) => `${kind}-import-sample.csv`;

const WHAT: Record<ImportKind, string> = {
  campus: 'campuses: one row per campus',
  course:
    'courses with their units of competency: one row per unit with the course columns repeated on each ' +
    '(a course without units is one row with the unit columns empty)',
  student: 'students: one row per student',
};

/** The example rows after the first (the first is each column's `example`); dates as ISO here. */
const MORE_EXAMPLES: Record<ImportKind, Record<string, string>[]> = {
  campus: [
    {
      campus_code: 'PER',
      campus_name: 'Perth',
      campus_id: 'CMP-PER',
      address: 'Level 1, 200 St Georges Terrace, Perth WA 6000',
      short_name: 'PER',
    },
    { campus_code: 'ADL', campus_name: 'Adelaide', campus_id: '', address: '', short_name: '' },
  ],
  course: [
    {
      course_code: 'BSB50420',
      course_name: 'Diploma of Leadership and Management',
      course_id: 'C-1042',
      certificate_course_name: '',
      course_short_name: 'Dip Leadership',
      expiry_date: '2027-12-31',
      graduate_certificate_course_name: '',
      unit_code: 'BSBOPS502',
      unit_name: 'Manage business operational plans',
      unit_core: 'no',
    },
    {
      course_code: 'HLTAID011',
      course_name: 'Provide First Aid',
      course_id: 'C-2011',
      certificate_course_name: 'Provide First Aid (HLTAID011)',
      course_short_name: 'First Aid',
      expiry_date: '2028-06-30',
      graduate_certificate_course_name: '',
      unit_code: '',
      unit_name: '',
      unit_core: '',
    },
  ],
  student: [
    {
      student_id: 'SCI240102',
      first_name: 'Liam',
      middle_name: 'James',
      last_name: "O'Connor",
      email: 'liam.oconnor@student.example.com.au',
      mobile: '0498 765 432',
      dob: '1999-11-02',
      usi: 'BQ7XK2M9PP',
    },
    {
      student_id: 'SCI240103',
      first_name: 'Mai',
      middle_name: '',
      last_name: 'Trần',
      email: 'mai.tran@student.example.com.au',
      mobile: '0423456789',
      dob: '2001-06-30',
      usi: '',
    },
  ],
};

/** Which columns hold dates (written in the display format on the last example row, to show both). */
const DATE_COLUMNS = new Set(['dob', 'expiry_date']);

/**
 * The sample CSV of `kind`: the comment lines, the header and three example rows. The last row's
 * dates are in `dateFormat` (the configured display format), the others' in ISO: both are read.
 */
export function sampleCsv(kind: ImportKind, dateFormat: DateFormatCode): string {
  const columns = IMPORT_COLUMNS[kind];
  const comment = (text: string) => `# ${text.replaceAll(',', ';').replace(/[\r\n]+/g, ' ')}\n`;
  const required = columns.filter((c) => c.required).map((c) => c.name);
  const lines = [
    comment(
      `Certify import of ${WHAT[kind]}. Dates as yyyy-mm-dd or ${dateFormat} (the display format). ` +
        `Required columns: ${required.join(' ')}. The first line that does not start with # is the header; ` +
        'lines starting with # are comments; save as CSV UTF-8.',
    ),
    ...columns.map((c) => comment(`${c.name}: ${c.required ? 'required' : 'optional'}. ${c.description}`)),
  ];
  const examples = [Object.fromEntries(columns.map((c) => [c.name, c.example])), ...MORE_EXAMPLES[kind]];
  const last = examples.length - 1;
  const records = examples.map((example, i) =>
    columns.map((c) => {
      const value = example[c.name] ?? '';
      return spreadsheetSafe(i === last && DATE_COLUMNS.has(c.name) && value ? formatDate(value, dateFormat) : value);
    }),
  );
  return lines.join('') + stringify([columns.map((c) => c.name), ...records], { record_delimiter: 'unix' });
}
