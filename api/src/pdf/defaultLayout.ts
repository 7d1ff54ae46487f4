import { createHash } from 'node:crypto';
import {
  PDFDocument,
  degrees,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  stroke,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { FieldRect } from '../db/schema.js';
import { drawImageInRect, drawLine, drawTextFast, strokeLine, type TextStyle } from './draw.js';
import { embedFontSet, safeText, textWidth, type FontSet } from './fonts.js';
import type { CertificateRenderData, TestamurKind } from './types.js';
import { defaultVerificationBox, VERIFICATION_QR_FIELD } from './verificationQr.js';

/** A4 landscape, in points. */
export const PAGE_W = 842;
export const PAGE_H = 595;
const CX = PAGE_W / 2;

export const NAVY = rgb(0.11, 0.17, 0.31);
export const GOLD = rgb(0.69, 0.55, 0.27);
export const INK = rgb(0.12, 0.12, 0.14);
export const MUTED = rgb(0.36, 0.36, 0.4);

/** The AQF statement printed on qualification testamurs. */
export const AQF_STATEMENT = 'The qualification is recognised within the Australian Qualifications Framework';

const QUALIFICATION_CODES = new Set(['C', 'CN', 'SN', 'AC', 'MC', 'MD']);

/**
 * Testamur wording for a certificate: 'statement' for type S, 'completion' for CC (or a
 * qualification type on a course that is not a qualification), 'record' for F/FN/P, otherwise
 * 'qualification' (only then is the AQF statement printed).
 */
export function testamurKindOf(data: Pick<CertificateRenderData, 'certificateType' | 'course'>): TestamurKind {
  const code = data.certificateType.code.trim().toUpperCase();
  if (code === 'S') return 'statement';
  if (code === 'CC') return 'completion';
  if (code === 'F' || code === 'FN' || code === 'P') return 'record';
  if (QUALIFICATION_CODES.has(code) || !code) return data.course.isQualification ? 'qualification' : 'completion';
  return data.course.isQualification ? 'qualification' : 'completion';
}

/**
 * Signature block centres and width for n signee slots across the page: within CX ± 303, clear
 * of the verification mark in the bottom-right corner.
 */
function signeeColumns(n: number): { centres: number[]; width: number } {
  const spacing = Math.min(250, 620 / Math.max(1, n));
  return {
    centres: Array.from({ length: n }, (_, i) => CX + (i - (n - 1) / 2) * spacing),
    width: Math.min(190, spacing - 14),
  };
}

const SIG_LINE_Y = 124;
const INFO_LABEL_Y = 74;
const INFO_COLUMNS = [
  { field: 'credential_date', label: 'Date of Issue', x: 100 },
  { field: 'campus_name', label: 'Campus', x: 321 },
  { field: 'credential_number', label: 'Certificate Number', x: 542 },
] as const;

/**
 * Field rectangles of the built-in testamur design (A4 landscape, page 0): used by the default
 * layout and as the AcroForm fields of buildDemoTemplatePdf. `verification_qr` is the box of the
 * verification mark (bottom-right corner, the same as a template without that field gets).
 */
export function testamurFields(kind: TestamurKind, signeeSlots: number): Record<string, FieldRect> {
  const f: Record<string, FieldRect> = {};
  const r = (x: number, y: number, width: number, height: number, fontSize: number): FieldRect => ({
    page: 0,
    x,
    y,
    width,
    height,
    fontSize,
  });
  if (kind === 'qualification') {
    f.student_name = r(100, 372, 642, 50, 38);
    f.course_code = r(221, 300, 400, 22, 16);
    f.course_name = r(90, 262, 662, 36, 27);
  } else if (kind === 'statement') {
    f.certificate_type = r(171, 432, 500, 26, 20);
    f.student_name = r(100, 362, 642, 42, 34);
    f.course_code = r(221, 294, 400, 20, 14);
    f.course_name = r(90, 262, 662, 31, 23);
  } else {
    f.certificate_type = r(171, 432, 500, 26, 20);
    f.student_name = r(100, 362, 642, 42, 34);
    f.course_code = r(221, 298, 400, 20, 16);
    f.course_name = r(90, 260, 662, 36, 26);
  }
  const { centres, width } = signeeColumns(signeeSlots);
  centres.forEach((c, i) => {
    const n = i + 1;
    f[`signee_${n}_signature`] = r(c - width / 2, SIG_LINE_Y + 3, width, 44, 12);
    f[`signee_${n}_name`] = r(c - width / 2, SIG_LINE_Y - 19, width, 16, 12);
    f[`signee_${n}_designation`] = r(c - width / 2, SIG_LINE_Y - 32, width, 13, 10);
  });
  // 180 pt wide (centred under their 200 pt labels), clear of the verification mark on the right
  for (const col of INFO_COLUMNS) f[col.field] = r(col.x + 10, INFO_LABEL_Y - 21, 180, 16, 11.5);
  f[VERIFICATION_QR_FIELD] = defaultVerificationBox(PAGE_W, PAGE_H);
  return f;
}

/** Text style of a named field (default layout, demo template and uploaded templates alike). */
export function fieldStyle(fonts: FontSet, field: string): TextStyle {
  switch (field) {
    case 'student_name':
      return { font: fonts.semiboldItalic, color: NAVY, size: 36 };
    case 'course_name':
      return { font: fonts.semibold, color: NAVY, size: 26 };
    case 'course_code':
      return { font: fonts.semibold, color: NAVY, size: 16, letterSpacing: 1.2 };
    case 'certificate_type':
      return { font: fonts.semibold, color: NAVY, size: 20, letterSpacing: 1.5 };
    case 'organisation_name':
      return { font: fonts.semibold, color: NAVY, size: 24 };
    default:
      if (/^signee_\d+_name$/.test(field)) return { font: fonts.semibold, color: INK, size: 12 };
      if (/^signee_\d+_designation$/.test(field)) return { font: fonts.italic, color: MUTED, size: 10 };
      return { font: fonts.regular, color: INK, size: 11.5 };
  }
}

/** What the static background of the built-in design depends on. */
export interface TestamurDesign {
  kind: TestamurKind;
  organisationName: string;
  rtoCode: string;
  signeeSlots: number;
  /** The statement's sentence about units (varies with where the units are listed). */
  unitsLine?: string;
  /** 'record' kind: no units, so no reference to a Record of Results. */
  noResults?: boolean;
}

const UNITS_LINE_TEMPLATE = 'has attained the units of competency listed in the accompanying Record of Results.';

/** Draws the guilloché border, headings and fixed wording of the built-in testamur design. */
export function drawTestamurBackground(
  page: PDFPage,
  fonts: FontSet,
  design: TestamurDesign,
  logo: PDFImage | null,
): void {
  const t = (s: string) => safeText(fonts, s);
  drawBorder(page);

  // organisation, RTO code, divider
  if (logo) drawImageInRect(page, logo, { page: 0, x: 64, y: 468, width: 112, height: 70 });
  const orgWidth = logo ? 470 : 640;
  drawLine(page, t(design.organisationName.toUpperCase()), CX - orgWidth / 2, 506, orgWidth, {
    font: fonts.semibold,
    color: NAVY,
    size: 24,
    letterSpacing: 1.6,
    minSize: 10,
  });
  if (design.rtoCode.trim()) {
    drawLine(page, t(`RTO Code ${design.rtoCode.trim()}`), CX - 200, 488, 400, {
      font: fonts.italic,
      color: MUTED,
      size: 11.5,
    });
  }
  drawDivider(page, CX, 474);

  const italic = (text: string, y: number, size: number, color = INK) =>
    drawLine(page, t(text), 90, y, 662, { font: fonts.italic, color, size });
  const nameRule = (y: number) => rule(page, CX - 170, CX + 170, y, 0.6, GOLD);

  switch (design.kind) {
    case 'qualification':
      italic('This is to certify that', 432, 16);
      nameRule(364);
      italic('has fulfilled the requirements for', 336, 15);
      italic(AQF_STATEMENT, 236, 11.5, MUTED);
      break;
    case 'statement':
      italic('This is to certify that', 410, 14.5);
      nameRule(356);
      italic(design.unitsLine ?? UNITS_LINE_TEMPLATE, 336, 13.5);
      italic('This is a Statement of Attainment towards', 319, 13.5);
      if (!design.unitsLine) {
        italic(
          'A Statement of Attainment is issued by a Registered Training Organisation when a person has ' +
            'completed one or more accredited units.',
          238,
          10,
          MUTED,
        );
      }
      break;
    case 'completion':
    case 'record':
      italic('This is to certify that', 410, 14.5);
      nameRule(356);
      italic(design.kind === 'completion' ? 'has successfully completed' : 'has undertaken studies in', 332, 15);
      if (design.kind === 'record' && !design.noResults)
        italic('The results achieved are listed in the accompanying Record of Results.', 236, 11, MUTED);
      break;
  }

  // signature lines and the bottom labels
  const { centres, width } = signeeColumns(design.signeeSlots);
  for (const c of centres) rule(page, c - width / 2, c + width / 2, SIG_LINE_Y, 0.7, INK);
  if (design.signeeSlots === 0 || design.signeeSlots === 2)
    drawSeal(page, fonts, CX, SIG_LINE_Y + 22, design.rtoCode.trim());
  for (const col of INFO_COLUMNS) {
    drawLine(page, col.label.toUpperCase(), col.x, INFO_LABEL_Y, 200, {
      font: fonts.semibold,
      color: GOLD,
      size: 7.5,
      letterSpacing: 1.2,
    });
  }
}

/** A gold rosette seal (serrated disc, navy centre, RTO code) between the signature blocks. */
function drawSeal(page: PDFPage, fonts: FontSet, cx: number, cy: number, rtoCode: string): void {
  const points = 40;
  let path = '';
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points;
    const radius = i % 2 ? 25 : 27.5;
    path += `${i ? 'L' : 'M'}${(radius * Math.cos(a)).toFixed(2)} ${(radius * Math.sin(a)).toFixed(2)} `;
  }
  page.drawSvgPath(`${path}Z`, { x: cx, y: cy, color: GOLD });
  page.drawCircle({ x: cx, y: cy, size: 21, color: NAVY });
  page.drawCircle({ x: cx, y: cy, size: 18.5, borderColor: GOLD, borderWidth: 0.6 });
  const white = rgb(1, 1, 1);
  if (rtoCode) {
    drawLine(page, 'RTO', cx - 16, cy + 1.5, 32, { font: fonts.semibold, color: GOLD, size: 6.5, letterSpacing: 1 });
    drawLine(page, rtoCode, cx - 16, cy - 7.5, 32, { font: fonts.semibold, color: white, size: 8, minSize: 4 });
  } else {
    page.drawSquare({ x: cx, y: cy - 5.6, size: 8, rotate: degrees(45), color: GOLD });
  }
}

function rule(
  page: PDFPage,
  x1: number,
  x2: number,
  y: number,
  thickness: number,
  color: ReturnType<typeof rgb>,
): void {
  strokeLine(page, x1, y, x2, y, color, thickness);
}

function drawDivider(page: PDFPage, cx: number, y: number): void {
  rule(page, cx - 90, cx - 9, y, 0.6, GOLD);
  rule(page, cx + 9, cx + 90, y, 0.6, GOLD);
  page.drawSquare({ x: cx, y: y - 4.2, size: 6, rotate: degrees(45), color: GOLD });
}

/** Frame: navy rules with a band of interlaced sine waves between them and corner rosettes. */
function drawBorder(page: PDFPage): void {
  const outer = 20;
  const inner = 40;
  page.drawRectangle({
    x: outer,
    y: outer,
    width: PAGE_W - 2 * outer,
    height: PAGE_H - 2 * outer,
    borderColor: NAVY,
    borderWidth: 1.8,
  });
  page.drawRectangle({
    x: inner,
    y: inner,
    width: PAGE_W - 2 * inner,
    height: PAGE_H - 2 * inner,
    borderColor: NAVY,
    borderWidth: 0.7,
  });
  page.drawRectangle({
    x: inner + 4,
    y: inner + 4,
    width: PAGE_W - 2 * inner - 8,
    height: PAGE_H - 2 * inner - 8,
    borderColor: GOLD,
    borderWidth: 0.4,
  });

  const mid = (outer + inner) / 2;
  const amp = 6.2;
  const wave = 22;
  const ops = [pushGraphicsState(), setStrokingColor(GOLD), setLineWidth(0.35)];
  const sides: Array<[number, number, number, number]> = [
    [mid, mid, PAGE_W - mid, mid],
    [mid, PAGE_H - mid, PAGE_W - mid, PAGE_H - mid],
    [mid, mid, mid, PAGE_H - mid],
    [PAGE_W - mid, mid, PAGE_W - mid, PAGE_H - mid],
  ];
  for (const [x1, y1, x2, y2] of sides) {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    for (let k = 0; k < 4; k++) {
      const phase = (k * Math.PI) / 2;
      for (let s = 0; s <= len; s += 1.5) {
        const off = amp * Math.sin((2 * Math.PI * s) / wave + phase) * (k % 2 ? 0.55 : 1);
        const x = x1 + ux * s - uy * off;
        const y = y1 + uy * s + ux * off;
        ops.push(s === 0 ? moveTo(x, y) : lineTo(x, y));
      }
      ops.push(stroke());
    }
  }
  ops.push(popGraphicsState());
  page.pushOperators(...ops);

  // corner rosettes
  for (const [x, y] of [
    [mid, mid],
    [PAGE_W - mid, mid],
    [mid, PAGE_H - mid],
    [PAGE_W - mid, PAGE_H - mid],
  ] as const) {
    page.drawRectangle({
      x: x - 9,
      y: y - 9,
      width: 18,
      height: 18,
      color: rgb(1, 1, 1),
      borderColor: NAVY,
      borderWidth: 1.2,
    });
    page.drawSquare({ x, y: y - 6.4, size: 9, rotate: degrees(45), color: GOLD });
  }
}

/** Lines of the statement's unit list drawn on the face of the default layout (at most 5). */
export function statementUnitLines(units: CertificateRenderData['units']): {
  unitsLine: string;
  lines: Array<[string, string]>;
} {
  if (units.length === 0) return { unitsLine: 'has attained units of competency.', lines: [] };
  const shown = units.length <= 5 ? units : units.slice(0, 4);
  const lines: Array<[string, string]> = shown.map((u) => [u.unitCode, u.unitName]);
  if (units.length > shown.length)
    lines.push(['', `and ${units.length - shown.length} further units listed in the Record of Results`]);
  return { unitsLine: 'has attained the units of competency listed below.', lines };
}

/** Draws the statement's unit list as a centred two-column block (code semibold, name regular). */
export function drawStatementUnits(page: PDFPage, fonts: FontSet, lines: Array<[string, string]>): void {
  const size = 10;
  const gap = 10;
  const rows = lines.map(([code, name]) => [safeText(fonts, code), safeText(fonts, name)] as const);
  const codeW = Math.max(0, ...rows.map(([c]) => textWidth(fonts.semibold, c, size)));
  const names = rows.map(([c, n]) => truncate(n, c ? fonts.regular : fonts.italic, size, 560 - codeW - gap));
  const nameW = Math.max(0, ...names.map((n, i) => (rows[i]![0] ? textWidth(fonts.regular, n, size) : 0)));
  const left = CX - (codeW + gap + nameW) / 2;
  let y = 242;
  rows.forEach(([code], i) => {
    const name = names[i]!;
    if (code) {
      drawTextFast(page, code, left, y, size, fonts.semibold, NAVY);
      drawTextFast(page, name, left + codeW + gap, y, size, fonts.regular, INK);
    } else {
      drawTextFast(page, name, CX - textWidth(fonts.italic, name, size) / 2, y, size, fonts.italic, MUTED);
    }
    y -= 12.5;
  });
}

/** text cut with an ellipsis to fit max points. */
export function truncate(text: string, font: PDFFont, size: number, max: number): string {
  if (textWidth(font, text, size) <= max) return text;
  let s = text;
  while (s.length > 1 && textWidth(font, `${s}…`, size) > max) s = s.slice(0, -1);
  return `${s.trimEnd()}…`;
}

const backgroundCache = new Map<string, Promise<Uint8Array>>();

/** The built-in background as a one-page PDF (cached per design and logo), for embedding. */
export function defaultBackgroundPdf(design: TestamurDesign, logo: Uint8Array | null | undefined): Promise<Uint8Array> {
  const logoHash = logo?.length ? createHash('sha1').update(logo).digest('hex') : '';
  const key = JSON.stringify([design, logoHash]);
  let p = backgroundCache.get(key);
  if (!p) {
    if (backgroundCache.size >= 32) backgroundCache.delete(backgroundCache.keys().next().value as string);
    p = (async () => {
      const doc = await PDFDocument.create();
      const fonts = await embedFontSet(doc);
      const page = doc.addPage([PAGE_W, PAGE_H]);
      const image = logo?.length ? await embedImage(doc, logo) : null;
      drawTestamurBackground(page, fonts, design, image);
      return doc.save();
    })();
    p.catch(() => backgroundCache.delete(key));
    backgroundCache.set(key, p);
  }
  return p;
}

/** `bytes` alone in its ArrayBuffer (a copy when it is a view into a larger one). */
export const ownBuffer = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/** Embeds PNG or JPEG bytes (detected by signature); throws a clear Error otherwise. */
export async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return doc.embedPng(bytes);
  // pdf-lib reads a JPEG through a DataView of its whole ArrayBuffer, so a view into a larger buffer
  // (a small Buffer from Node's pool, as node-postgres answers `bytea`) is copied to its own first.
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return doc.embedJpg(ownBuffer(bytes));
  throw new Error('Unsupported image: signatures and logos must be PNG or JPEG');
}
