/**
 * Loads certificate Details (api/CONTRACT.md "Certificate views") for one or many certificates in a
 * fixed number of queries: certificates with joins, then units, signees, events, prints and the
 * display names of every actor, each for all ids at once — or only the parts asked for
 * (`CERTIFICATE_DETAIL_PART`: each part's query runs only when asked; docs/architecture.md "A gateway that adds nothing"). spec: certificate-workflow §3 "Certificate details"; api/CONTRACT.md "Certificate views".
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  campuses,
  certificateEvents,
  certificatePrints,
  certificateSignees,
  certificateUnits,
  certificates,
  courses,
  storedFiles,
  students,
  templates,
  users,
} from '../db/schema.js';
import type { Principal } from '../auth/principal.js';
import { CERTIFICATE_DETAIL_PART, type CertificateDetailPartCode, type DETAIL_PART_KEYS } from '../codes.js';
import type { z } from 'zod';
import type { certificateDetails, certificateParts } from './answers.js';
import { certificateTypeName } from '../codes/certificateTypes.js';
import { getConfigValues, reportUrl } from '../settings/configuration.js';
import { availableActions, statusLabel } from './rules.js';
import { certificateFileName } from './lists/row.js';
import { fullName, studentNameSql } from '../people/names.js';
import { toRestUnit } from './unitKeys.js';
import { lookupCounts } from '../verification/lookups.js';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null | undefined): string | null => (d == null ? null : iso(d));

const USER_COLUMNS = [
  'requisitionerId',
  'approvedBy',
  'rejectedBy',
  'issuedBy',
  'printedBy',
  'cancelledBy',
  'reprintRequestedBy',
  'reprintAcceptedBy',
  'reprintRejectedBy',
  'reprintedBy',
] as const;

export interface SigneeDetail {
  slot: number;
  user_id: number;
  name: string;
  designation: string;
  created_date: string | null;
}

/** A certificate's Details (api/CONTRACT.md "Certificate views"). */
export type CertificateDetails = z.infer<typeof certificateDetails>;
/** Details with only the parts asked for (`GET /certificateParts`). */
export type CertificateParts = z.infer<typeof certificateParts>;
/** The Details keys that come with a part other than `own`. */
type PartKey = (typeof DETAIL_PART_KEYS)[keyof typeof DETAIL_PART_KEYS][number];

/** Every part: the whole Details. */
export const ALL_DETAIL_PARTS: ReadonlySet<CertificateDetailPartCode> = new Set(Object.values(CERTIFICATE_DETAIL_PART));

/**
 * Details of each certificate of `ids` that exists, in the order of `ids`, with
 * `available_actions` for `principal`. Optional `where` narrows the certificates (e.g. a list's
 * membership). spec: api/CONTRACT.md "Certificate views".
 */
export async function loadCertificateDetails(
  db: Db,
  ids: number[],
  principal: Principal,
  where?: SQL,
): Promise<CertificateDetails[]> {
  // With every part asked for, every key is there.
  return (await loadCertificateParts(db, ids, principal, ALL_DETAIL_PARTS, where)) as CertificateDetails[];
}

/**
 * As `loadCertificateDetails`, with `id` and only the keys of `parts` (`own`: the certificate's own
 * fields): the query of a part runs only when it is asked for (`actions` reads the signees, `prints`
 * and `people` the display names). docs/architecture.md "A gateway that adds nothing".
 */
export async function loadCertificateParts(
  db: Db,
  ids: number[],
  principal: Principal,
  parts: ReadonlySet<CertificateDetailPartCode>,
  where?: SQL,
): Promise<CertificateParts[]> {
  const unique = [...new Set(ids)].filter((n) => Number.isInteger(n) && n > 0);
  if (!unique.length) return [];
  const base = await db
    .select({
      c: certificates,
      studentName: studentNameSql,
      studentExternalId: students.studentId,
      courseName: courses.courseName,
      courseCode: courses.courseCode,
      campusName: campuses.campusName,
      templateName: templates.name,
      skipSign: templates.skipSign,
      noOfSignees: templates.noOfSignees,
    })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(campuses, eq(campuses.id, certificates.campusId))
    .innerJoin(templates, eq(templates.id, certificates.templateId))
    .where(where ? sql`${inArray(certificates.id, unique)} AND ${where}` : inArray(certificates.id, unique));
  if (!base.length) return [];
  const found = base.map((b) => b.c.id);
  const want = (part: CertificateDetailPartCode) => parts.has(part);
  const none = Promise.resolve([]);

  const [units, signees, events, prints, cfg, lookups] = await Promise.all([
    want('units')
      ? db
          .select()
          .from(certificateUnits)
          .where(inArray(certificateUnits.certificateId, found))
          .orderBy(asc(certificateUnits.certificateId), asc(certificateUnits.position), asc(certificateUnits.id))
      : none,
    want('signees') || want('actions')
      ? db
          .select({ s: certificateSignees, firstName: users.firstName, lastName: users.lastName })
          .from(certificateSignees)
          .innerJoin(users, eq(users.id, certificateSignees.userId))
          .where(inArray(certificateSignees.certificateId, found))
          .orderBy(asc(certificateSignees.certificateId), asc(certificateSignees.slot))
      : none,
    want('events')
      ? db
          .select({ e: certificateEvents, firstName: users.firstName, lastName: users.lastName })
          .from(certificateEvents)
          .innerJoin(users, eq(users.id, certificateEvents.actorId))
          .where(inArray(certificateEvents.certificateId, found))
          .orderBy(asc(certificateEvents.certificateId), asc(certificateEvents.createdAt), asc(certificateEvents.id))
      : none,
    want('prints')
      ? db
          .select({
            p: certificatePrints,
            fileName: storedFiles.fileName,
            sha256: storedFiles.sha256,
            byteSize: storedFiles.byteSize,
          })
          .from(certificatePrints)
          .innerJoin(storedFiles, eq(storedFiles.id, certificatePrints.fileId))
          .where(inArray(certificatePrints.certificateId, found))
          .orderBy(asc(certificatePrints.certificateId), asc(certificatePrints.printedAt), asc(certificatePrints.id))
      : none,
    want('report') ? getConfigValues(db, ['student_portal_report_url']) : null,
    want('lookups') ? lookupCounts(db, found) : null,
  ]);

  const actorIds = new Set<number>();
  if (want('people')) for (const b of base) for (const k of USER_COLUMNS) if (b.c[k] != null) actorIds.add(b.c[k]!);
  for (const p of prints) actorIds.add(p.p.printedBy);
  const names = new Map<number, string>();
  if (actorIds.size) {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [...actorIds]));
    for (const r of rows) names.set(r.id, fullName(r.firstName, r.lastName));
  }
  const name = (id: number | null) => (id == null ? null : (names.get(id) ?? null));
  const group = <T>(rows: T[], key: (r: T) => number) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const k = key(r);
      const list = m.get(k);
      if (list) list.push(r);
      else m.set(k, [r]);
    }
    return m;
  };
  const unitsBy = group(units, (u) => u.certificateId);
  const signeesBy = group(signees, (s) => s.s.certificateId);
  const eventsBy = group(events, (e) => e.e.certificateId);
  const printsBy = group(prints, (p) => p.p.certificateId);

  const byId = new Map(
    base.map((b) => {
      const c = b.c;
      const certSignees = signeesBy.get(c.id) ?? [];
      const details: CertificateParts = { id: c.id };
      if (want('own')) {
        Object.assign(details, {
          student_id: c.studentId,
          student_name: b.studentName,
          student_code: b.studentExternalId,
          course_id: c.courseId,
          course_name: b.courseName,
          course_code: b.courseCode,
          campus_id: c.campusId,
          campus_name: b.campusName,
          certificate_type: c.certificateType,
          certificate_type_name: certificateTypeName(c.certificateType),
          credential_date: c.credentialDate,
          credential_number: c.credentialNumber,
          verification_code: c.verificationCode,
          credential_status: c.credentialStatus,
          reprint_status: c.reprintStatus,
          status_label: statusLabel(c),
          fee_due: c.feeDue,
          requested_date: iso(c.requestedDate),
          created_date: iso(c.createdAt),
          updated_at: iso(c.updatedAt),
          requisitioner_id: c.requisitionerId,
          enrolment_id: c.enrolmentDetailId,
          fileName: certificateFileName(c.credentialNumber, b.studentName),
          comments: c.comments,
          template: { id: c.templateId, name: b.templateName, skip_sign: b.skipSign, no_of_signees: b.noOfSignees },
          approved_on: isoOrNull(c.approvedOn),
          approved_comments: c.approvedComments,
          issued_on: isoOrNull(c.issuedOn),
          printed_on: isoOrNull(c.printedOn),
          reprint_requested_on: isoOrNull(c.reprintRequestedOn),
          reprint_comment: c.reprintComment,
          reprint_accepted_on: isoOrNull(c.reprintAcceptedOn),
          reprint_rejected_on: isoOrNull(c.reprintRejectedOn),
          reprint_rejection_comment: c.reprintRejectionComment,
          reprinted_on: isoOrNull(c.reprintedOn),
          rejected_on: isoOrNull(c.rejectedOn),
          rejection_comment: c.rejectionComment,
          cancelled_on: isoOrNull(c.cancelledOn),
          cancellation_comment: c.cancellationComment,
        } satisfies Omit<CertificateParts, 'id' | PartKey>);
      }
      if (lookups) details.verification_lookups = lookups.get(c.id) ?? { count: 0, last_at: null };
      if (cfg) details.report_url = reportUrl(cfg.student_portal_report_url, c.enrolmentDetailId);
      if (want('people')) {
        details.requisitioner_name = name(c.requisitionerId);
        details.approved_by = name(c.approvedBy);
        details.issued_by = name(c.issuedBy);
        details.printed_by = name(c.printedBy);
        details.reprint_requested_by = name(c.reprintRequestedBy);
        details.reprint_accepted_by = name(c.reprintAcceptedBy);
        details.reprint_rejected_by = name(c.reprintRejectedBy);
        details.reprinted_by = name(c.reprintedBy);
        details.rejected_by = name(c.rejectedBy);
        details.cancelled_by = name(c.cancelledBy);
      }
      if (want('signees')) {
        details.signed_by = certSignees.map(
          (s): SigneeDetail => ({
            slot: s.s.slot,
            user_id: s.s.userId,
            name: fullName(s.firstName, s.lastName),
            designation: s.s.designation,
            created_date: isoOrNull(s.s.signedAt),
          }),
        );
      }
      if (want('units')) details.units = (unitsBy.get(c.id) ?? []).map(toRestUnit);
      if (want('events')) {
        details.events = (eventsBy.get(c.id) ?? []).map((e) => ({
          id: e.e.id,
          action: e.e.action,
          actor_id: e.e.actorId,
          actor_name: fullName(e.firstName, e.lastName),
          from_status: e.e.fromStatus,
          to_status: e.e.toStatus,
          from_reprint_status: e.e.fromReprintStatus,
          to_reprint_status: e.e.toReprintStatus,
          comment: e.e.comment,
          created_at: iso(e.e.createdAt),
        }));
      }
      if (want('prints')) {
        details.prints = (printsBy.get(c.id) ?? []).map((p) => ({
          id: p.p.id,
          kind: p.p.kind,
          file_id: p.p.fileId,
          file_name: p.fileName,
          sha256: p.sha256,
          byte_size: p.byteSize,
          printed_by: name(p.p.printedBy),
          printed_at: iso(p.p.printedAt),
        }));
      }
      if (want('actions')) {
        details.available_actions = availableActions(
          principal,
          { credentialStatus: c.credentialStatus, reprintStatus: c.reprintStatus },
          certSignees.map((s) => ({ userId: s.s.userId, signedAt: s.s.signedAt })),
        );
      }
      return [c.id, details] as const;
    }),
  );
  return ids.map((id) => byId.get(id)).filter((d): d is CertificateParts => d !== undefined);
}
