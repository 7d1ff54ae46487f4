/**
 * What the public may know of a credential (docs/verification.md): the organisation's
 * name and logo, the learner's name, the qualification or statement title and code, the units of a
 * statement of attainment, the issue date, the credential number and the status in plain words
 * (valid; reissued with the date; cancelled with the date, never the reason). Never the date of
 * birth, e-mail, USI or any internal id. Only issued credentials (status 4–6, or cancelled after
 * being issued) have a public view.
 */
import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_TYPE,
  CREDENTIAL_STATUS,
  type CertificateTypeCode,
  type CredentialStatusCode,
  VERIFICATION_STATUS,
  type VerificationStatusCode,
} from '../codes.js';
import type { Db } from '../db/client.js';
import { certificates, certificateUnits, companySettings, courses, students } from '../db/schema.js';
import { certificateTypeName } from '../codes/certificateTypes.js';
import { studentNameSql } from '../people/names.js';

/** The path (api and gateway alike) of the organisation's logo for the public page. */
export const PUBLIC_LOGO_PATH = '/files/logo';

/** One credential as the public sees it (the `CredentialVerification` answer). */
export interface PublicCredentialView {
  status: VerificationStatusCode;
  reissued_on: string | null;
  cancelled_on: string | null;
  organisation: { name: string; logo_url: string | null };
  learner_name: string;
  credential_number: string;
  issue_date: string;
  certificate_type: CertificateTypeCode;
  certificate_type_name: string;
  course_code: string;
  course_title: string;
  units: { unit_code: string; unit_name: string }[];
}

/** Issued (4), printed (5), completed (6): the credential stands. */
const STANDING: readonly CredentialStatusCode[] = [
  CREDENTIAL_STATUS.APPROVED_FOR_PRINTING,
  CREDENTIAL_STATUS.PRINTED,
  CREDENTIAL_STATUS.COMPLETED,
];

/** Certificates that have a public view: issued, or cancelled after being issued. */
export const publiclyVerifiableSql = (): SQL =>
  or(
    inArray(certificates.credentialStatus, [...STANDING]),
    and(eq(certificates.credentialStatus, CREDENTIAL_STATUS.CANCELLED), isNotNull(certificates.issuedOn)),
  )!;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The plain-words status of a certificate, or null when it has no public view. */
export function publicStatus(c: {
  credentialStatus: number;
  issuedOn: Date | null;
  reprintedOn: Date | null;
  cancelledOn: Date | null;
}): Pick<PublicCredentialView, 'status' | 'reissued_on' | 'cancelled_on'> | null {
  if (c.credentialStatus === CREDENTIAL_STATUS.CANCELLED) {
    return c.issuedOn
      ? { status: VERIFICATION_STATUS.CANCELLED, reissued_on: null, cancelled_on: iso(c.cancelledOn) }
      : null;
  }
  if (!STANDING.includes(c.credentialStatus as CredentialStatusCode)) return null;
  return c.reprintedOn
    ? { status: VERIFICATION_STATUS.REISSUED, reissued_on: iso(c.reprintedOn), cancelled_on: null }
    : { status: VERIFICATION_STATUS.VALID, reissued_on: null, cancelled_on: null };
}

/**
 * The public views of the certificates matching `where` (at most `limit`, in credential-number
 * order), in a fixed number of queries: certificates with learner and course, units of the
 * statements of attainment, the organisation.
 */
export async function loadPublicViews(db: Db, where: SQL, limit = 1000): Promise<PublicCredentialView[]> {
  return (await loadPublicEntries(db, where, limit)).map((e) => e.view);
}

/**
 * One public view with what the server (never the public) needs beside it: the certificate's id
 * (to count the look-up) and when it was issued, and the organisation's RTO code (the verifiable
 * credential names it).
 */
export interface PublicEntry {
  certificateId: number;
  issuedOn: Date | null;
  rtoCode: string;
  view: PublicCredentialView;
}

/** `loadPublicViews` with each view's `PublicEntry` fields. docs/verification.md. */
export async function loadPublicEntries(db: Db, where: SQL, limit = 1000): Promise<PublicEntry[]> {
  const rows = await db
    .select({
      id: certificates.id,
      credentialStatus: certificates.credentialStatus,
      issuedOn: certificates.issuedOn,
      reprintedOn: certificates.reprintedOn,
      cancelledOn: certificates.cancelledOn,
      certificateType: certificates.certificateType,
      credentialNumber: certificates.credentialNumber,
      credentialDate: certificates.credentialDate,
      learnerName: studentNameSql,
      courseCode: courses.courseCode,
      courseName: courses.courseName,
      certificateCourseName: courses.certificateCourseName,
    })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(and(where, publiclyVerifiableSql()))
    .orderBy(asc(certificates.credentialNumber))
    .limit(limit);
  if (rows.length === 0) return [];

  const statements = rows
    .filter((r) => r.certificateType === CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT)
    .map((r) => r.id);
  const [units, [company]] = await Promise.all([
    statements.length
      ? db
          .select({
            certificateId: certificateUnits.certificateId,
            unit_code: certificateUnits.unitCode,
            unit_name: certificateUnits.unitName,
          })
          .from(certificateUnits)
          .where(inArray(certificateUnits.certificateId, statements))
          .orderBy(asc(certificateUnits.certificateId), asc(certificateUnits.position), asc(certificateUnits.id))
      : Promise.resolve([]),
    db
      .select({
        name: companySettings.companyName,
        logoFileId: companySettings.companyLogoFileId,
        rtoCode: companySettings.rtoCode,
      })
      .from(companySettings)
      .where(eq(companySettings.id, 1)),
  ]);
  const organisation = {
    name: company?.name || 'Certify',
    logo_url: company?.logoFileId ? PUBLIC_LOGO_PATH : null,
  };
  const unitsOf = new Map<number, PublicCredentialView['units']>();
  for (const { certificateId, ...unit } of units) {
    const list = unitsOf.get(certificateId);
    if (list) list.push(unit);
    else unitsOf.set(certificateId, [unit]);
  }

  return rows.flatMap((r): PublicEntry[] => {
    const status = publicStatus(r);
    if (!status) return [];
    const view: PublicCredentialView = {
      ...status,
      organisation,
      learner_name: r.learnerName,
      credential_number: r.credentialNumber,
      issue_date: r.credentialDate,
      certificate_type: r.certificateType,
      certificate_type_name: certificateTypeName(r.certificateType),
      course_code: r.courseCode,
      course_title: r.certificateCourseName || r.courseName,
      units: unitsOf.get(r.id) ?? [],
    };
    return [{ certificateId: r.id, issuedOn: r.issuedOn, rtoCode: company?.rtoCode ?? '', view }];
  });
}
