/**
 * Loads everything rendering N certificates needs in a fixed number of queries: the certificates
 * with student, course and campus; their units; their signees; each template's PDF bytes and
 * field rectangles once; each signature image once; the organisation (name, RTO code, logo) and
 * the display date format.
 *
 * spec: DESIGN.md "PDFs" (templates, signee fields, Record of Results, bulk print);
 * certificate-workflow §7 (/bulkPrintCertificate, /generate-pdf/{id}/preview,
 * /certificate/{id}/signed/{userid}), §9 (date formats, certificate type codes).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  campuses,
  certificates,
  certificateSignees,
  certificateUnits,
  companySettings,
  courses,
  storedFiles,
  students,
  templates,
  users,
} from '../db/schema.js';
import type { CertificateRenderData, TemplateSource } from '../pdf/types.js';
import { certificateTypeName } from '../codes/certificateTypes.js';
import { getConfigValues } from '../settings/configuration.js';
import { fullName, studentNameSql } from '../people/names.js';
import { verificationUrl } from '../verification/code.js';
import { idIn } from '../db/idIn.js';

export interface RenderItem {
  template: TemplateSource;
  data: CertificateRenderData;
}

/** Options of loadRenderItems. */
export interface RenderItemOptions {
  /**
   * The public address (config `publicUrl`): a certificate with a verification code then carries
   * its verification mark (QR code of `PUBLIC_URL/verify/{code}`). Unset = no mark (previews).
   * docs/verification.md.
   */
  publicUrl?: string;
}

type Executor = Db | Tx;

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/** Bytes of the stored files `ids` (each once). */
async function fileBytes(db: Executor, ids: readonly number[]): Promise<Map<number, Uint8Array>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, data: storedFiles.data })
    .from(storedFiles)
    .where(inArray(storedFiles.id, unique));
  return new Map(rows.map((r) => [r.id, r.data]));
}

/** The organisation block (logo by file id) and the configured date format (`display_date_format`). */
async function organisationAndDateFormat(db: Executor) {
  const [company] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  const { display_date_format } = await getConfigValues(db, ['display_date_format']);
  return {
    organisation: {
      name: company?.companyName ?? 'Certify',
      rtoCode: company?.rtoCode ?? '',
      logoFileId: company?.companyLogoFileId ?? null,
    },
    dateFormat: display_date_format,
  };
}

/** A signee as a snapshot keeps them: the signature image by its stored file. */
interface SnapshotSignee extends Omit<CertificateRenderData['signees'][number], 'signature'> {
  signatureFileId: number | null;
}

/**
 * What rendering certificates needs, as JSON (files by id, never bytes): what a print job keeps so
 * that a retry renders exactly what the first attempt would have (docs/architecture.md "Bulk work off the request path": rendering runs from a snapshot of the data, outside any transaction).
 */
export interface RenderSnapshot {
  organisation: { name: string; rtoCode: string; logoFileId: number | null };
  dateFormat: string;
  templates: Array<{ id: number; fileId: number | null; fields: TemplateSource['fields'] }>;
  items: Array<{
    certificateId: number;
    templateId: number;
    data: Omit<CertificateRenderData, 'organisation' | 'signees' | 'dateFormat'> & { signees: SnapshotSignee[] };
  }>;
}

/**
 * The snapshot of the certificates `ids`, in that order (unknown ids are skipped), in a fixed number
 * of queries. Signees carry the signature image they signed with; unsigned slots carry none. With
 * `opts.publicUrl`, each certificate that has a verification code (issued) carries its mark.
 */
export async function loadRenderSnapshot(
  db: Executor,
  ids: readonly number[],
  opts: RenderItemOptions = {},
): Promise<RenderSnapshot> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ...(await organisationAndDateFormat(db)), templates: [], items: [] };
  // The queries go out together (one round trip on PostgreSQL's pool; queued in order on one connection).
  const certificateRows = db
    .select({
      id: certificates.id,
      templateId: certificates.templateId,
      certificateType: certificates.certificateType,
      credentialNumber: certificates.credentialNumber,
      credentialDate: certificates.credentialDate,
      verificationCode: certificates.verificationCode,
      studentName: studentNameSql,
      courseCode: courses.courseCode,
      courseName: courses.courseName,
      certificateCourseName: courses.certificateCourseName,
      isQualification: courses.isQualification,
      campusName: campuses.campusName,
    })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(campuses, eq(campuses.id, certificates.campusId))
    .where(idIn(certificates.id, unique));

  const unitRows = db
    .select({
      certificateId: certificateUnits.certificateId,
      unitCode: certificateUnits.unitCode,
      unitName: certificateUnits.unitName,
      outcome: certificateUnits.outcomeResult,
      mark: certificateUnits.mark,
      grade: certificateUnits.outcomeGradeShortCode,
      date: certificateUnits.unitStartDate,
    })
    .from(certificateUnits)
    .where(idIn(certificateUnits.certificateId, unique))
    .orderBy(asc(certificateUnits.certificateId), asc(certificateUnits.position));

  const signeeRows = db
    .select({
      certificateId: certificateSignees.certificateId,
      slot: certificateSignees.slot,
      designation: certificateSignees.designation,
      signatureFileId: certificateSignees.signatureFileId,
      signedAt: certificateSignees.signedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(certificateSignees)
    .innerJoin(users, eq(users.id, certificateSignees.userId))
    .where(idIn(certificateSignees.certificateId, unique))
    .orderBy(asc(certificateSignees.certificateId), asc(certificateSignees.slot));
  const [{ organisation, dateFormat }, rows, units, signees] = await Promise.all([
    organisationAndDateFormat(db),
    certificateRows,
    unitRows,
    signeeRows,
  ]);

  const templateIds = [...new Set(rows.map((r) => r.templateId))];
  const templateRows =
    templateIds.length === 0
      ? []
      : await db
          .select({ id: templates.id, fileId: templates.fileId, fields: templates.fieldLayout })
          .from(templates)
          .where(inArray(templates.id, templateIds));

  const byId = new Map(rows.map((r) => [r.id, r]));
  const signeesOf = groupBy(signees, (s) => s.certificateId);
  const unitsOf = groupBy(units, (u) => u.certificateId);
  return {
    organisation,
    dateFormat,
    templates: templateRows.map((t) => ({ id: t.id, fileId: t.fileId, fields: t.fields ?? null })),
    items: unique.flatMap((id): RenderSnapshot['items'] => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          certificateId: id,
          templateId: r.templateId,
          data: {
            certificateType: { code: r.certificateType, name: certificateTypeName(r.certificateType) },
            course: {
              code: r.courseCode,
              name: r.certificateCourseName || r.courseName,
              isQualification: r.isQualification,
            },
            studentName: r.studentName,
            credentialNumber: r.credentialNumber,
            credentialDate: r.credentialDate,
            campusName: r.campusName,
            signees: (signeesOf.get(id) ?? []).map((s) => ({
              slot: s.slot,
              name: fullName(s.firstName, s.lastName),
              designation: s.designation,
              signatureFileId: s.signedAt && s.signatureFileId ? s.signatureFileId : null,
            })),
            units: (unitsOf.get(id) ?? []).map(({ certificateId: _c, ...u }) => u),
            verification:
              opts.publicUrl && r.verificationCode
                ? { code: r.verificationCode, url: verificationUrl(opts.publicUrl, r.verificationCode) }
                : null,
          },
        },
      ];
    }),
  };
}

/**
 * The render items of `snapshot`, in its order: each stored file it names read once and shared by
 * every item that uses it (`own` may copy each file's bytes once, e.g. into shared memory for the
 * render threads).
 */
export async function hydrateSnapshot(
  db: Executor,
  snapshot: RenderSnapshot,
  own: (bytes: Uint8Array) => Uint8Array = (b) => b,
): Promise<Array<RenderItem & { certificateId: number }>> {
  const raw = await fileBytes(db, [
    ...snapshot.templates.flatMap((t) => (t.fileId ? [t.fileId] : [])),
    ...snapshot.items.flatMap((i) => i.data.signees.flatMap((s) => (s.signatureFileId ? [s.signatureFileId] : []))),
    ...(snapshot.organisation.logoFileId ? [snapshot.organisation.logoFileId] : []),
  ]);
  const files = new Map([...raw].map(([id, bytes]) => [id, own(bytes)]));
  const templateById = new Map<number, TemplateSource>(
    snapshot.templates.map((t) => [
      t.id,
      { key: t.id, pdf: t.fileId ? (files.get(t.fileId) ?? null) : null, fields: t.fields ?? null },
    ]),
  );
  const { logoFileId, ...org } = snapshot.organisation;
  const organisation = { ...org, logo: logoFileId ? (files.get(logoFileId) ?? null) : null };
  return snapshot.items.map(({ certificateId, templateId, data }) => ({
    certificateId,
    template: templateById.get(templateId) ?? { key: templateId, pdf: null, fields: null },
    data: {
      ...data,
      organisation,
      dateFormat: snapshot.dateFormat,
      signees: data.signees.map(({ signatureFileId, ...s }) => ({
        ...s,
        signature: signatureFileId ? (files.get(signatureFileId) ?? null) : null,
      })),
    },
  }));
}

/**
 * Render items for the certificates `ids`, in that order (unknown ids are skipped): the snapshot
 * (`loadRenderSnapshot`) with its files. Signees carry the signature image they signed with;
 * unsigned slots carry none. With `opts.publicUrl`, each certificate that has a verification code
 * (issued) carries its verification mark.
 */
export async function loadRenderItems(
  db: Executor,
  ids: readonly number[],
  opts: RenderItemOptions = {},
): Promise<RenderItem[]> {
  const items = await hydrateSnapshot(db, await loadRenderSnapshot(db, ids, opts));
  return items.map(({ certificateId: _id, ...item }) => item);
}
