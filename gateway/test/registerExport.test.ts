/**
 * The CSV exports streamed by the gateway against the real api: `GET /files/register.csv`
 * (Report.csv) and `GET /files/lists/{list}.csv` (Certificates.csv): BOM, the spec's columns,
 * spreadsheet-safe cells, filters, the caller's grants.
 * spec: certificate-workflow §2 "Shared search panel" (Export To CSV), §9 "CSV exports"; docs/product.md "Dashboard, register and exports".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestInput } from './support/fixtures.js';
import { REQUEST } from './support/operations.js';
import { ok, startStack, type Stack } from './support/stack.js';

let stack: Stack;
let formulaNumber: string;
beforeAll(async () => {
  stack = await startStack();
  const token = await stack.token('requisitioner');
  const input = await requestInput(stack, token);
  formulaNumber = `=cmd|' /C calc'!A${Date.now() % 100000}`;
  ok(await stack.gql(REQUEST, { input: { ...input, credentialNumber: formulaNumber } }, token));
});
afterAll(async () => {
  await stack?.close();
});

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const download = async (path: string, user?: 'admin' | 'printer' | 'requisitioner') => {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${await stack.token(user)}` } : {};
  const res = await fetch(`${stack.gatewayUrl}${path}`, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
};

/** A GraphQL input value as the export routes' query parameters take it (JSON). */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const REGISTER_COUNT = `query($filter: CertificateRegisterFilter) {
  certificateRegister(filter: $filter, first: 1) { totalCount }
}`;
const registerTotal = async (filter: Record<string, unknown> = {}, user: 'admin' | 'printer' = 'admin') =>
  ok(
    await stack.gql<{ certificateRegister: { totalCount: number } }>(
      REGISTER_COUNT,
      { filter },
      await stack.token(user),
    ),
  ).certificateRegister.totalCount;

const REPORT_HEADER = [
  'Student Name',
  'Course',
  'Campus',
  'Requested Name',
  'Credential Date',
  'Requested Date',
  'Credential Number',
  'Status',
  'Certificate Type',
];

describe('GET /files/register.csv (Report.csv)', () => {
  it('is a UTF-8 CSV with a BOM, the spec columns and every certificate the viewer may see', async () => {
    const { res, bytes, text } = await download('/files/register.csv', 'admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Report.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(text.slice(1));
    // the administrator may export USIs: the last column (docs/compliance.md)
    expect(header).toEqual([...REPORT_HEADER, 'USI']);
    expect(rows).toHaveLength(await registerTotal());
    for (const r of rows) {
      expect(r).toHaveLength(10);
      expect(r[4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r[5]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rows.some((r) => r[7] === 'Requested')).toBe(true);

    const [printerHeader, ...printer] = parseCsv((await download('/files/register.csv', 'printer')).text.slice(1));
    expect(printerHeader).toEqual(REPORT_HEADER);
    expect(printer).toHaveLength(await registerTotal({}, 'printer'));
    expect(printer.length).toBeLessThan(rows.length);
  });

  it('neutralises a cell that would run as a formula', async () => {
    const { text } = await download(`/files/register.csv?filter=${q({ credentialNumber: formulaNumber })}`, 'admin');
    const [, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(1);
    expect(rows[0]![6]).toBe(`'${formulaNumber}`);
  });

  it('takes the register filter and sort as query parameters (GraphQL input values as JSON)', async () => {
    const { text } = await download(
      `/files/register.csv?filter=${q({ statuses: ['REQUESTED', 'QA_REJECTED'] })}&sort=${q({ field: 'STUDENT_NAME', direction: 'ASC' })}`,
      'admin',
    );
    const [, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(await registerTotal({ statuses: ['REQUESTED', 'QA_REJECTED'] }));
    expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(['Requested', 'QA Rejected']));
  });

  it("carries a student's USI only in the administrator's export (docs/compliance.md)", async () => {
    const admin = await stack.token('admin');
    const added = ok(
      await stack.gql<{ addStudent: { student: { id: string } } }>(
        'mutation($input: AddStudentInput!) { addStudent(input: $input) { student { id } } }',
        {
          input: {
            studentId: `USI${Date.now().toString(36)}`,
            firstName: 'Tama',
            lastName: 'Ngata',
            email: 'tama.ngata@student.example.com.au',
            mobile: '0412345678',
            dob: '1996-03-14',
            usi: '7QRP3KV395',
          },
        },
        admin,
      ),
    );
    const requisitioner = await stack.token('requisitioner');
    const input = { ...(await requestInput(stack, requisitioner)), studentId: added.addStudent.student.id };
    ok(await stack.gql(REQUEST, { input }, requisitioner));
    const filter = q({ credentialNumber: input.credentialNumber });
    const [adminHeader, ...adminRows] = parseCsv(
      (await download(`/files/register.csv?filter=${filter}`, 'admin')).text.slice(1),
    );
    expect(adminHeader!.at(-1)).toBe('USI');
    expect(adminRows.map((r) => r.at(-1))).toEqual(['7QRP3KV395']);
    const other = (await download(`/files/register.csv?filter=${filter}`, 'requisitioner')).text;
    const [otherHeader, ...otherRows] = parseCsv(other.slice(1));
    expect(otherHeader).toEqual(REPORT_HEADER);
    expect(otherRows).toHaveLength(1);
    expect(other).not.toContain('7QRP3KV395');
  });

  it('answers 401 without a token and 400 for a bad filter, before any CSV', async () => {
    const anon = await download('/files/register.csv');
    expect(anon.res.status).toBe(401);
    expect(JSON.parse(anon.text)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const bad = await download(`/files/register.csv?filter=${q({ credentialFrom: '2024-13-45' })}`, 'admin');
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const notJson = await download('/files/register.csv?sort=STUDENT_NAME', 'admin');
    expect(notJson.res.status).toBe(400);
    expect(JSON.parse(notJson.text)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('GET /files/lists/{list}.csv (Certificates.csv)', () => {
  it('exports one list without the credential date, filtered', async () => {
    const { res, text } = await download('/files/lists/requested-list.csv', 'admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Certificates.csv"');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(REPORT_HEADER.filter((h) => h !== 'Credential Date'));
    expect(rows.length).toBe(await registerTotal({ statuses: ['REQUESTED'] }));
    expect(rows.every((r) => r[6] === 'Requested')).toBe(true);
    expect(rows.map((r) => r[5])).toContain(`'${formulaNumber}`);

    const filtered = parseCsv(
      (
        await download(`/files/lists/requested-list.csv?filter=${q({ studentName: rows[0]![0]! })}`, 'admin')
      ).text.slice(1),
    ).slice(1);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((r) => r[0] === rows[0]![0])).toBe(true);
  });

  it("answers 403 for a list the caller's roles do not grant, 404 for an unknown list", async () => {
    expect((await download('/files/lists/requested-list.csv', 'printer')).res.status).toBe(403);
    expect((await download('/files/lists/nowhere.csv', 'admin')).res.status).toBe(404);
    expect((await download('/files/lists/requested-list.csv')).res.status).toBe(401);
  });
});
