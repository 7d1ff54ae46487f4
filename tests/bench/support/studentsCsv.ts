/**
 * A student import file of `n` rows, as an RTO's student management system exports it: UTF-8 with a
 * BOM, CRLF, a `#` comment line, accented names, quoted commas, dates in the display format and ISO,
 * some USIs. Ids are `B<n>-<row>` so files of different sizes never share a key.
 * spec: access-and-administration (student import); docs/product.md "Master data and CSV import".
 */
import { USI_CHARACTERS, usiCheckCharacter } from '@certify/api/imports';

const FIRST = ['Zoë', 'Liam', 'Thị Hương', 'Aroha', 'Siobhán', 'Mohammed', 'Priya', 'Jack', 'Chloé', 'Wei', 'Ana'];
const LAST = ['O’Brien', 'Smith', 'Nguyễn', 'Ngata', 'Murphy', 'Al-Hassan', 'Patel', 'Taylor', 'Dubois', 'Zhang'];

/** A valid USI (check character included) made from `i`: nine characters of the Registrar's set. */
export function usiOf(i: number): string {
  let body = '';
  for (let rest = i + 1_000_000; body.length < 9; rest = Math.floor(rest / USI_CHARACTERS.length)) {
    body = USI_CHARACTERS[rest % USI_CHARACTERS.length] + body;
  }
  return body + usiCheckCharacter(body);
}

/** The file; every 5th row carries a USI. */
export function studentsCsv(n: number): Buffer {
  const lines = [
    '# Bench export: dates dd-mm-yyyy or yyyy-mm-dd',
    'Student ID,First Name,Middle Name,Last Name,Email,Mobile,DOB,USI',
  ];
  for (let i = 0; i < n; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 12)).padStart(2, '0');
    const year = 1970 + (i % 35);
    const dob = i % 2 ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
    const middle = i % 3 ? '' : '"Jane, Mary"';
    lines.push(
      `B${n}-${String(i).padStart(6, '0')},${first},${middle},${last},student${i}@bench.example.com.au,` +
        `04${String(i).padStart(8, '0')},${dob},${i % 5 ? '' : usiOf(i)}`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
