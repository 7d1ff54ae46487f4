/**
 * Sample data for a template preview: the template as a certificate would print, filled with an
 * invented student, the first course and type assigned to it (or sample ones), the first campus,
 * the template's signee slots with their designations and sample signatures, and the
 * organisation's name, RTO code, logo and date format. The real renderer draws it unchanged.
 *
 * spec: DESIGN.md "PDFs" (previews carry a PREVIEW watermark); access-and-administration §2
 * "Template Listing" (View); api/CONTRACT.md "Templates".
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  campuses,
  companySettings,
  courses,
  storedFiles,
  templateCourses,
  templateSignees,
  templates,
  users,
} from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { certificateTypeName } from '../codes/certificateTypes.js';
import { getConfigValues } from '../settings/configuration.js';
import type { CertificateRenderData, TemplateSource, VerificationMark } from '../pdf/types.js';
import { fullName } from '../people/names.js';
import { drawSignaturePng } from '../signatures/signatureImage.js';
import { VERIFICATION_CODE_LENGTH, verifyPageUrl } from '../verification/code.js';
import { TEMPLATE_NOT_FOUND } from './queries.js';
import { localDay } from './validity.js';

/** What a template preview renders: the template, invented certificate data and the template's name. */
export interface TemplatePreviewItem {
  name: string;
  template: TemplateSource;
  data: CertificateRenderData;
}

const SAMPLE_UNITS = [
  {
    unitCode: 'BSBCRT511',
    unitName: 'Develop critical thinking in others',
    outcome: 'Competent',
    mark: '86',
    grade: 'CA',
  },
  {
    unitCode: 'BSBLDR523',
    unitName: 'Lead and manage effective workplace relationships',
    outcome: 'Competent',
    mark: '78',
    grade: 'CA',
  },
];

async function bytesOf(db: Db, fileId: number | null): Promise<Uint8Array | null> {
  if (!fileId) return null;
  const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row?.data ?? null;
}

/**
 * The verification mark a template preview shows (docs/verification.md): where each
 * printed certificate's QR code and code go, clearly a sample (the code is all X; the QR code
 * opens the verification page itself, `PUBLIC_URL/verify`, not a credential).
 */
export function sampleVerificationMark(publicUrl: string): VerificationMark {
  return { code: 'X'.repeat(VERIFICATION_CODE_LENGTH), url: verifyPageUrl(publicUrl) };
}

/** The preview of template `id` with sample data; 404 when there is no such template. */
export async function templatePreviewItem(db: Db, id: number, today = localDay()): Promise<TemplatePreviewItem> {
  const [template] = await db.select().from(templates).where(eq(templates.id, id));
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  const [[assigned], [campus], slots, [company], config, pdf] = await Promise.all([
    db
      .select({
        type: templateCourses.certificateType,
        code: courses.courseCode,
        name: courses.courseName,
        certificateName: courses.certificateCourseName,
        isQualification: courses.isQualification,
      })
      .from(templateCourses)
      .innerJoin(courses, eq(courses.id, templateCourses.courseId))
      .where(eq(templateCourses.templateId, id))
      .orderBy(asc(templateCourses.id))
      .limit(1),
    db.select({ name: campuses.campusName }).from(campuses).orderBy(asc(campuses.id)).limit(1),
    db
      .select({
        slot: templateSignees.slot,
        designation: templateSignees.designation,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(templateSignees)
      .innerJoin(users, eq(users.id, templateSignees.userId))
      .where(eq(templateSignees.templateId, id))
      .orderBy(asc(templateSignees.slot)),
    db.select().from(companySettings).where(eq(companySettings.id, 1)),
    getConfigValues(db, ['display_date_format']),
    bytesOf(db, template.fileId),
  ]);
  const logo = await bytesOf(db, company?.companyLogoFileId ?? null);
  const type = assigned?.type ?? 'C';
  const signees = Array.from({ length: template.noOfSignees }, (_, i) => {
    const slot = i + 1;
    const s = slots.find((x) => x.slot === slot);
    return {
      slot,
      name: s ? fullName(s.firstName, s.lastName) : `Signee ${slot}`,
      designation: s?.designation ?? `Designation ${slot}`,
      signature: drawSignaturePng(slot),
    };
  });
  return {
    name: template.name,
    template: { key: template.id, pdf, fields: template.fileId ? (template.fieldLayout ?? null) : null },
    data: {
      organisation: { name: company?.companyName ?? 'Certify', rtoCode: company?.rtoCode ?? '', logo },
      certificateType: { code: type, name: certificateTypeName(type) },
      course: {
        code: assigned?.code ?? 'SAMPLE01',
        name: assigned ? assigned.certificateName || assigned.name : 'Sample Course',
        isQualification: assigned?.isQualification ?? true,
      },
      studentName: 'Alex Sample Student',
      credentialNumber: 'SAMPLE-000001',
      credentialDate: today,
      dateFormat: config.display_date_format,
      campusName: campus?.name ?? 'Sample Campus',
      signees,
      units: SAMPLE_UNITS.map((u) => ({ ...u, date: today })),
    },
  };
}
