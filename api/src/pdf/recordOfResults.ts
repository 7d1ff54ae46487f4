import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { GOLD, INK, MUTED, NAVY } from './defaultLayout.js';
import { drawLine, drawTextFast, fillRect, strokeLine, strokeRect, wrapText } from './draw.js';
import { safeText, textWidth, type FontSet } from './fonts.js';
import { formatDate } from '../util/formatDate.js';
import type { CertificateRenderData } from './types.js';

/** A4 portrait, in points. */
const W = 595;
const H = 842;
const LEFT = 50;
const RIGHT = W - 50;
const SIZE = 9.5;
const LEADING = 12;
const PAD = 5;
const HEADER_H = 20;
const FIRST_TABLE_TOP = 612;
const NEXT_TABLE_TOP = 700;
const TABLE_BOTTOM = 84;
const ZEBRA = rgb(0.965, 0.955, 0.93);
const WHITE = rgb(1, 1, 1);

type Unit = CertificateRenderData['units'][number];
interface Column {
  title: string;
  width: number;
  bold?: boolean;
  value: (u: Unit, dateFormat: string) => string;
}
/** The table's columns, left to right; their widths add up to RIGHT - LEFT. */
const COLUMNS: readonly Column[] = [
  { title: 'Unit Code', width: 78, bold: true, value: (u) => u.unitCode },
  { title: 'Unit Name', width: 187, value: (u) => u.unitName },
  { title: 'Outcome', width: 90, value: (u) => u.outcome },
  { title: 'Mark', width: 38, value: (u) => u.mark ?? '' },
  { title: 'Grade', width: 44, value: (u) => u.grade ?? '' },
  { title: 'Date', width: 58, value: (u, format) => formatDate(u.date, format) },
];
const COLUMN_X = COLUMNS.map((_, i) => LEFT + COLUMNS.slice(0, i).reduce((sum, c) => sum + c.width, 0));

interface Row {
  /** The lines of each column's cell. */
  cells: string[][];
  height: number;
}

/**
 * Appends the Record of Results (A4 portrait, as many pages as the units need) for one
 * certificate and returns the pages added; nothing when it has no units. Every cell wraps (no
 * text is cut), a row is as tall as its tallest cell, and the header row repeats on each page.
 * spec: certificate-workflow §3 (unit fields: unit date, code, name, mark, outcome, grade); docs/product.md "Dashboard, register and exports".
 */
export function addRecordOfResults(doc: PDFDocument, fonts: FontSet, data: CertificateRenderData): PDFPage[] {
  if (!data.units.length) return [];
  const rows: Row[] = data.units.map((u) => {
    const cells = COLUMNS.map((col) =>
      wrapText(
        safeText(fonts, col.value(u, data.dateFormat) ?? ''),
        col.bold ? fonts.semibold : fonts.regular,
        SIZE,
        col.width - 2 * PAD,
      ),
    );
    return { cells, height: Math.max(...cells.map((c) => c.length)) * LEADING + 2 * PAD - 2 };
  });

  // paginate: a row that does not fit starts a new page (under a repeated header row)
  const pagesRows: Row[][] = [[]];
  let y = FIRST_TABLE_TOP - HEADER_H;
  for (const row of rows) {
    if (y - row.height < TABLE_BOTTOM && pagesRows[pagesRows.length - 1]!.length) {
      pagesRows.push([]);
      y = NEXT_TABLE_TOP - HEADER_H;
    }
    pagesRows[pagesRows.length - 1]!.push(row);
    y -= row.height;
  }

  const pages: PDFPage[] = [];
  pagesRows.forEach((pageRows, i) => {
    const page = doc.addPage([W, H]);
    pages.push(page);
    const top = drawHeader(page, fonts, data, i === 0);
    let ry = drawTableHeader(page, fonts, top);
    pageRows.forEach((row, r) => {
      if (r % 2 === 1) fillRect(page, LEFT, ry - row.height, RIGHT - LEFT, row.height, ZEBRA);
      const base = ry - PAD - SIZE + 1.5;
      row.cells.forEach((lines, c) => {
        const bold = COLUMNS[c]!.bold;
        for (const [l, line] of lines.entries()) {
          const font = bold ? fonts.semibold : fonts.regular;
          drawTextFast(page, line, COLUMN_X[c]! + PAD, base - l * LEADING, SIZE, font, bold ? NAVY : INK);
        }
      });
      ry -= row.height;
      strokeLine(page, LEFT, ry, RIGHT, ry, GOLD, 0.3);
    });
    const last = i === pagesRows.length - 1;
    if (!last) {
      drawLine(page, `Continued on page ${i + 2}`, RIGHT - 200, TABLE_BOTTOM - 12, 200, {
        font: fonts.italic,
        color: MUTED,
        size: 8.5,
        align: 'right',
      });
    } else if (ry - 30 > TABLE_BOTTOM) {
      drawLine(
        page,
        safeText(
          fonts,
          `This Record of Results is to be read in conjunction with the ${data.certificateType.name} ` +
            `numbered ${data.credentialNumber}.`,
        ),
        LEFT,
        ry - 22,
        RIGHT - LEFT,
        {
          font: fonts.italic,
          color: MUTED,
          size: 9,
          align: 'left',
          minSize: 6,
        },
      );
    }
    drawFooter(page, fonts, data, i + 1, pagesRows.length);
  });
  return pages;
}

function drawHeader(page: PDFPage, fonts: FontSet, data: CertificateRenderData, first: boolean): number {
  const t = (s: string) => safeText(fonts, s ?? '');
  strokeRect(page, 24, 24, W - 48, H - 48, NAVY, 1.2);
  strokeRect(page, 29, 29, W - 58, H - 58, GOLD, 0.4);
  drawLine(page, t(data.organisation.name.toUpperCase()), LEFT, 782, 330, {
    font: fonts.semibold,
    color: NAVY,
    size: 13,
    letterSpacing: 0.8,
    align: 'left',
    minSize: 7,
  });
  if (data.organisation.rtoCode.trim()) {
    drawLine(page, t(`RTO Code ${data.organisation.rtoCode.trim()}`), RIGHT - 150, 782, 150, {
      font: fonts.italic,
      color: MUTED,
      size: 10,
      align: 'right',
    });
  }
  strokeLine(page, LEFT, 772, RIGHT, 772, GOLD, 0.6);
  drawLine(page, first ? 'Record of Results' : 'Record of Results (continued)', LEFT, 740, RIGHT - LEFT, {
    font: fonts.semibold,
    color: NAVY,
    size: 24,
    align: 'left',
  });

  const label = (text: string, y: number) =>
    drawLine(page, text.toUpperCase(), LEFT, y, 110, {
      font: fonts.semibold,
      color: GOLD,
      size: 7.5,
      letterSpacing: 1,
      align: 'left',
    });
  const value = (text: string, y: number, bold = false) =>
    drawLine(page, text, LEFT + 115, y, RIGHT - LEFT - 115, {
      font: bold ? fonts.semiboldItalic : fonts.regular,
      color: bold ? NAVY : INK,
      size: bold ? 14 : 11.5,
      align: 'left',
      minSize: 6,
    });
  if (first) {
    label('Student', 708);
    value(t(data.studentName), 708, true);
    label(data.course.isQualification ? 'Qualification' : 'Course', 688);
    value(t(`${data.course.code} ${data.course.name}`.trim()), 688);
    label('Certificate Number', 668);
    value(t(data.credentialNumber), 668);
    label('Date of Issue', 648);
    value(formatDate(data.credentialDate, data.dateFormat), 648);
    return FIRST_TABLE_TOP;
  }
  label('Student', 716);
  value(t(data.studentName), 716, true);
  return NEXT_TABLE_TOP;
}

function drawTableHeader(page: PDFPage, fonts: FontSet, top: number): number {
  fillRect(page, LEFT, top - HEADER_H, RIGHT - LEFT, HEADER_H, NAVY);
  for (const [i, col] of COLUMNS.entries()) {
    drawLine(page, col.title.toUpperCase(), COLUMN_X[i]! + PAD, top - HEADER_H + 7, col.width - 2 * PAD, {
      font: fonts.semibold,
      color: WHITE,
      size: 8,
      letterSpacing: 0.8,
      align: 'left',
      minSize: 6,
    });
  }
  return top - HEADER_H;
}

function drawFooter(page: PDFPage, fonts: FontSet, data: CertificateRenderData, n: number, total: number): void {
  const t = (s: string) => safeText(fonts, s ?? '');
  strokeLine(page, LEFT, 66, RIGHT, 66, GOLD, 0.4);
  drawLine(
    page,
    'Outcomes: C Competent · CT Credit Transfer · RPL Recognition of Prior Learning · NYC Not Yet Competent',
    LEFT,
    54,
    RIGHT - LEFT,
    {
      font: fonts.italic,
      color: MUTED,
      size: 8,
      align: 'left',
      minSize: 6,
    },
  );
  drawTextFast(page, 'Certificate Number', LEFT, 40, 8.5, fonts.regular, MUTED);
  const lw = textWidth(fonts.regular, 'Certificate Number', 8.5) + 4;
  drawLine(page, t(data.credentialNumber), LEFT + lw, 40, 300 - lw, {
    font: fonts.regular,
    color: MUTED,
    size: 8.5,
    align: 'left',
    minSize: 6,
  });
  drawLine(page, `Page ${n} of ${total}`, RIGHT - 120, 40, 120, {
    font: fonts.regular,
    color: MUTED,
    size: 8.5,
    align: 'right',
  });
}
