import { PDFDocument } from 'pdf-lib';
import { PAGE_H, PAGE_W, drawTestamurBackground, testamurFields } from './defaultLayout.js';
import { embedFontSet } from './fonts.js';

/**
 * A demo template: the built-in A4 landscape testamur background (same design as the default
 * layout) with one AcroForm text field per data field (names as in DESIGN.md: student_name,
 * course_code, …, signee_N_name/designation/signature), transparent and borderless.
 */
export async function buildDemoTemplatePdf(opts: {
  title: string;
  kind: 'qualification' | 'statement' | 'completion';
  signeeSlots: number;
  organisationName: string;
  rtoCode: string;
}): Promise<Uint8Array> {
  const slots = Math.max(0, Math.min(10, Math.floor(opts.signeeSlots)));
  const doc = await PDFDocument.create();
  doc.setTitle(opts.title);
  doc.setCreator('Certify');
  doc.setProducer('Certify');
  const fonts = await embedFontSet(doc);
  const page = doc.addPage([PAGE_W, PAGE_H]);
  drawTestamurBackground(
    page,
    fonts,
    { kind: opts.kind, organisationName: opts.organisationName, rtoCode: opts.rtoCode, signeeSlots: slots },
    null,
  );
  const form = doc.getForm();
  for (const [name, rect] of Object.entries(testamurFields(opts.kind, slots))) {
    const field = form.createTextField(name);
    field.addToPage(page, {
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      backgroundColor: undefined,
      borderColor: undefined,
      borderWidth: 0,
    });
    if (rect.fontSize) field.setFontSize(rect.fontSize);
  }
  return doc.save();
}
