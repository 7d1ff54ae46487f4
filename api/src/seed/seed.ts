/**
 * Demo data for a fresh installation: modules, the five roles and their grants, configuration,
 * the (fictional) organisation, campuses, real qualifications and units, students, staff users
 * with signatures, templates and a few certificates in every state with their audit trail and
 * notifications. Refuses to run on a database that already has users.
 * spec: access-and-administration §3, §6, §9; certificate-workflow §3–§4, §9; DESIGN.md.
 */
import { createHash } from 'node:crypto';
import { count, isNotNull, sql } from 'drizzle-orm';
import type { CertificateTypeCode, NotificationSubject } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { CERTIFICATE_PLANS, type SeedStep } from './certificatesPlan.js';
import { ensureFoundation } from '../auth/foundation.js';
import { CAMPUSES, DEMO_PASSWORD, STUDENTS, USERS, type SeedUser } from './people.js';
import { QUALIFICATIONS } from './qualifications.js';
import { drawSignaturePng } from '../signatures/signatureImage.js';
import { buildDemoTemplatePdf, readTemplateFields } from '../pdf/index.js';
import { storePrintedPdf } from '../certificates/transitions/print.js';
import { newVerificationCode } from '../verification/code.js';
import { loadSubjects } from '../certificates/workflow/subjects.js';
import { fullName } from '../people/names.js';
import { NOTIFICATION_MESSAGES as M } from '../certificates/notificationMessages.js';
import { describe } from '../certificates/workflow/subjects.js';

/** A FICTIONAL RTO: the name, RTO code 45123 and contact details are invented for the demo. */
export const COMPANY = {
  id: 1,
  companyShortName: 'SCIT',
  companyName: 'Southern Cross Institute of Training',
  rtoCode: '45123',
};

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** True when the database already has users (seeding would clash). spec: DESIGN.md "Data". */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return (row?.n ?? 0) > 0;
}

let demoHash: Promise<string> | null = null;
/** The argon2id hash of the demo password, computed once per process. */
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

type BuiltTemplate = { pdf: Uint8Array; fields: Record<string, t.FieldRect> };
let builtTemplates: Promise<BuiltTemplate[] | null> | null = null;
/** The demo template PDFs (pdf module) and their field layouts, built once per process (null if building fails). */
function demoTemplatePdfs(): Promise<BuiltTemplate[] | null> {
  builtTemplates ??= (async () => {
    try {
      return await Promise.all(
        TEMPLATE_SPECS.map(async (spec) => {
          const pdf = await buildDemoTemplatePdf({
            title: spec.name,
            kind: spec.kind,
            signeeSlots: spec.slots.length,
            organisationName: COMPANY.companyName,
            rtoCode: COMPANY.rtoCode,
          });
          return { pdf, fields: await readTemplateFields(pdf) };
        }),
      );
    } catch (err) {
      console.warn('seed: demo template PDFs could not be built; templates use the default layout', err);
      return null;
    }
  })();
  return builtTemplates;
}

export interface SeedOptions {
  /** Skip the demo certificates (master data, users and templates only). */
  certificates?: boolean;
  /** Build template PDFs with the pdf module when available (default true). */
  templatePdfs?: boolean;
  /** "Now" for the relative dates of the demo certificates. */
  now?: Date;
  /** The public address (config `publicUrl`): printed demo certificates carry its verification QR code. */
  publicUrl?: string;
}

/**
 * Inserts the demo data in one transaction. Throws when users already exist.
 * spec: access-and-administration §3, §6; certificate-workflow §4.
 */
export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<void> {
  if (await isSeeded(db)) throw new Error('The database already has users: refusing to seed.');
  const passwordHash = await demoPasswordHash();
  const signatures = [drawSignaturePng(1), drawSignaturePng(7)];
  const templatePdfs = opts.templatePdfs === false ? null : await demoTemplatePdfs();
  await db.transaction(async (tx) => {
    await seedOrganisation(tx);
    const ids = await seedMasterData(tx);
    const userIds = await seedUsers(tx, passwordHash, signatures);
    const templateIds = await seedTemplates(tx, userIds, ids.courseIds, templatePdfs);
    if (opts.certificates !== false)
      await seedCertificates(tx, {
        ...ids,
        userIds,
        templateIds,
        now: opts.now ?? new Date(),
        publicUrl: opts.publicUrl,
      });
  });
}

/** The modules and roles (when missing), the demo configuration and the fictional organisation. */
async function seedOrganisation(tx: Tx) {
  await ensureFoundation(tx);
  await tx.insert(t.configuration).values([
    { key: 'display_date_format', text: 'Display Date Format', value: 'dd-mm-yyyy' },
    { key: 'fee_paid_or_not_confirmation', text: 'Fee Paid or Not Confirmation', value: 'Yes' },
    {
      key: 'student_portal_report_url',
      text: 'Student Portal Report URL',
      value: 'https://portal.southerncross.example.edu.au/reports/assessment?enrolment={enrolment_id}',
    },
  ]);
  await tx.insert(t.companySettings).values({
    ...COMPANY,
    contactPerson: 'Olivia Bennett',
    contactEmail: 'admin@certify.test',
    companyAddress: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
    phoneNumber: '03 9000 1234',
    faxNumber: '03 9000 1235',
    postCode: '3000',
    title: 'Southern Cross Institute of Training — Certificates',
  });
}

async function seedMasterData(tx: Tx) {
  const campusRows = await tx.insert(t.campuses).values(CAMPUSES).returning({ id: t.campuses.id });
  const courseRows = await tx
    .insert(t.courses)
    .values(
      QUALIFICATIONS.map((q) => ({
        courseName: q.name,
        certificateCourseName: q.name,
        courseCode: q.code,
        courseId: q.externalId,
        courseShortName: q.shortName,
        isQualification: true,
      })),
    )
    .returning({ id: t.courses.id });
  await tx
    .insert(t.courseUnits)
    .values(
      QUALIFICATIONS.flatMap((q, i) =>
        q.units.map((u) => ({ courseId: courseRows[i]!.id, unitCode: u.code, unitName: u.name, core: u.core })),
      ),
    );
  const studentRows = await tx.insert(t.students).values(STUDENTS).returning({ id: t.students.id });
  return {
    campusIds: campusRows.map((r) => r.id),
    courseIds: courseRows.map((r) => r.id),
    studentIds: studentRows.map((r) => r.id),
  };
}

type UserIds = Record<SeedUser['key'], number>;

async function seedUsers(tx: Tx, passwordHash: string, signatures: Buffer[]): Promise<UserIds> {
  const now = new Date();
  const rows = await tx
    .insert(t.users)
    .values(
      USERS.map((u) => ({
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        mobileNumber: u.mobile,
        passwordHash,
        passwordSecurity: u.passwordSecurity ?? false,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: t.users.id });
  const ids = Object.fromEntries(USERS.map((u, i) => [u.key, rows[i]!.id])) as UserIds;
  await tx.insert(t.userRoles).values(USERS.flatMap((u) => u.roles.map((roleId) => ({ userId: ids[u.key], roleId }))));
  const signees = [ids.signee1, ids.signee2];
  const files = await tx
    .insert(t.storedFiles)
    .values(
      signatures.map((png, i) => ({
        kind: 'signature',
        fileName: `signature-${i + 1}.png`,
        contentType: 'image/png',
        byteSize: png.length,
        sha256: sha256(png),
        data: png,
        createdBy: signees[i]!,
      })),
    )
    .returning({ id: t.storedFiles.id });
  await tx
    .insert(t.userSignatures)
    .values(signees.map((userId, i) => ({ userId, fileId: files[i]!.id, source: i === 0 ? 'upload' : 'draw' })));
  return ids;
}

const TEMPLATE_SPECS = [
  {
    name: 'Qualification Testamur',
    kind: 'qualification' as const,
    types: ['C', 'CN'] satisfies CertificateTypeCode[],
    skipSign: false,
    slots: [
      { user: 'signee1' as const, designation: 'Chief Executive Officer' },
      { user: 'signee2' as const, designation: 'Training Manager' },
    ],
  },
  {
    name: 'Statement of Attainment',
    kind: 'statement' as const,
    types: ['S'] satisfies CertificateTypeCode[],
    skipSign: false,
    slots: [
      { user: 'signee1' as const, designation: 'Chief Executive Officer' },
      { user: 'signee2' as const, designation: 'Training Manager' },
    ],
  },
  {
    name: 'Course Completion',
    kind: 'completion' as const,
    types: ['CC'] satisfies CertificateTypeCode[],
    skipSign: true,
    slots: [{ user: 'signee1' as const, designation: 'Chief Executive Officer' }],
  },
];

type TemplateIds = Record<
  string,
  { id: number; skipSign: boolean; slots: { slot: number; userId: number; designation: string }[] }
>;

async function seedTemplates(
  tx: Tx,
  userIds: UserIds,
  courseIds: number[],
  pdfs: { pdf: Uint8Array; fields: Record<string, t.FieldRect> }[] | null,
): Promise<TemplateIds> {
  const out: TemplateIds = {};
  for (const [i, spec] of TEMPLATE_SPECS.entries()) {
    let fileId: number | null = null;
    const built = pdfs?.[i];
    if (built) {
      const [file] = await tx
        .insert(t.storedFiles)
        .values({
          kind: 'template',
          fileName: `${spec.name.toLowerCase().replace(/\s+/g, '-')}.pdf`,
          contentType: 'application/pdf',
          byteSize: built.pdf.byteLength,
          sha256: sha256(built.pdf),
          data: built.pdf,
          createdBy: userIds.admin,
        })
        .returning({ id: t.storedFiles.id });
      fileId = file!.id;
    }
    const [tpl] = await tx
      .insert(t.templates)
      .values({
        name: spec.name,
        fileId,
        noOfSignees: spec.slots.length,
        skipSign: spec.skipSign,
        fieldLayout: built?.fields ?? null,
        validFrom: '2025-01-01',
        createdBy: userIds.admin,
      })
      .returning({ id: t.templates.id });
    const slots = spec.slots.map((s, k) => ({ slot: k + 1, userId: userIds[s.user], designation: s.designation }));
    await tx.insert(t.templateSignees).values(slots.map((s) => ({ templateId: tpl!.id, ...s })));
    await tx
      .insert(t.templateCourses)
      .values(
        spec.types.flatMap((certificateType) =>
          courseIds.map((courseId) => ({ templateId: tpl!.id, courseId, certificateType })),
        ),
      );
    for (const type of spec.types) out[type] = { id: tpl!.id, skipSign: spec.skipSign, slots };
  }
  return out;
}

interface CertificateSeedContext {
  campusIds: number[];
  courseIds: number[];
  studentIds: number[];
  userIds: UserIds;
  templateIds: TemplateIds;
  now: Date;
  publicUrl?: string | undefined;
}

const STEP_EVENT: Record<SeedStep, string> = {
  requested: 'requested',
  approved: 'approved',
  signed1: 'signed',
  signed2: 'signed',
  rejected: 'rejected',
  issued: 'issued',
  printed: 'printed',
  reprint_requested: 'reprint_requested',
  reprint_approved: 'reprint_approved',
  reprint_rejected: 'reprint_rejected',
  cancelled: 'cancelled',
};

async function seedCertificates(tx: Tx, ctx: CertificateSeedContext) {
  const { userIds: u, now } = ctx;
  const year = now.getFullYear();
  const approvers = [u.approver, u.admin];
  const printers = [u.printer, u.admin];
  const notifications: (typeof t.notifications.$inferInsert)[] = [];

  for (const [index, plan] of CERTIFICATE_PLANS.entries()) {
    const student = STUDENTS[plan.student]!;
    const studentName = fullName(student.firstName, student.middleName, student.lastName);
    const qual = QUALIFICATIONS[plan.course]!;
    const template = ctx.templateIds[plan.type]!;
    const requisitioner = plan.byAdmin ? u.admin : u.requisitioner;
    const credentialNumber = `SCIT-${year}-${String(1001 + index).padStart(5, '0')}`;
    let at = new Date(now.getTime() - plan.daysAgo * 86_400_000 - 3 * 3_600_000);
    const tick = () => (at = new Date(at.getTime() + 5 * 3_600_000 + index * 60_000));

    const cert: typeof t.certificates.$inferInsert = {
      studentId: ctx.studentIds[plan.student]!,
      courseId: ctx.courseIds[plan.course]!,
      campusId: ctx.campusIds[plan.campus]!,
      templateId: template.id,
      certificateType: plan.type,
      requisitionerId: requisitioner,
      credentialDate: new Date(at.getTime() - 7 * 86_400_000).toISOString().slice(0, 10),
      credentialNumber,
      credentialStatus: 0,
      reprintStatus: null,
      enrolmentDetailId: `ENR-${String(560200 + index * 17)}`,
      comments: plan.comments ?? null,
      requestedDate: at,
      createdAt: at,
    };
    const signedAt: (Date | null)[] = template.slots.map(() => null);
    const events: Omit<typeof t.certificateEvents.$inferInsert, 'certificateId'>[] = [];
    let lastNotice: { users: number[]; subject: NotificationSubject; message: string; at: Date } | null = null;
    const label = describe({ credentialNumber, studentName });

    for (const step of plan.steps) {
      const from = { s: cert.credentialStatus ?? 0, r: cert.reprintStatus ?? null };
      let actor = requisitioner;
      let comment: string | null = null;
      if (step !== 'requested') tick();
      switch (step) {
        case 'requested':
          lastNotice = {
            users: approvers,
            subject: 'CERTIFICATE_REQUESTED',
            message: M.requested(label),
            at,
          };
          break;
        case 'approved':
          actor = u.approver;
          comment = 'Results verified against the student management system.';
          Object.assign(cert, {
            credentialStatus: 1,
            approvedBy: actor,
            approvedOn: at,
            approvedComments: comment,
            feeDue: 0,
          });
          lastNotice = {
            users: template.slots.map((s) => s.userId),
            subject: 'CERTIFICATE_APPROVED',
            message: M.approved(label),
            at,
          };
          break;
        case 'signed1':
        case 'signed2': {
          const slotIndex = step === 'signed1' ? 0 : 1;
          actor = template.slots[slotIndex]!.userId;
          signedAt[slotIndex] = at;
          if (signedAt.every(Boolean)) {
            cert.credentialStatus = 3;
            lastNotice = {
              users: [...approvers, requisitioner],
              subject: 'CERTIFICATE_SIGNED',
              message: M.signed(label),
              at,
            };
          }
          break;
        }
        case 'rejected':
          actor = u.approver;
          comment = 'Unit outcomes do not match the transcript; please check BSB units and resubmit.';
          Object.assign(cert, { credentialStatus: 2, rejectedBy: actor, rejectedOn: at, rejectionComment: comment });
          lastNotice = {
            users: [requisitioner],
            subject: 'CERTIFICATE_REJECTED',
            message: M.rejected(label, comment),
            at,
          };
          break;
        case 'issued':
          actor = u.approver;
          // docs/verification.md: issuing gives the public verification code.
          Object.assign(cert, {
            credentialStatus: 4,
            issuedBy: actor,
            issuedOn: at,
            verificationCode: newVerificationCode(),
          });
          lastNotice = {
            users: printers,
            subject: 'CERTIFICATE_ISSUED',
            message: M.issued(label),
            at,
          };
          break;
        case 'printed':
          actor = u.printer;
          Object.assign(cert, { credentialStatus: 5, printedBy: actor, printedOn: at });
          lastNotice = {
            users: [requisitioner],
            subject: 'CERTIFICATE_PRINTED',
            message: M.printed(label, 'print'),
            at,
          };
          break;
        case 'reprint_requested':
          comment = 'Student reported a misspelt name on the printed testamur.';
          Object.assign(cert, {
            reprintStatus: 1,
            reprintRequestedBy: actor,
            reprintRequestedOn: at,
            reprintComment: comment,
          });
          lastNotice = {
            users: approvers,
            subject: 'REPRINT_REQUESTED',
            message: M.reprintRequested(label, comment),
            at,
          };
          break;
        case 'reprint_approved':
          actor = u.approver;
          Object.assign(cert, { reprintStatus: 2, reprintAcceptedBy: actor, reprintAcceptedOn: at });
          lastNotice = {
            users: printers,
            subject: 'REPRINT_APPROVED',
            message: M.reprintApproved(label),
            at,
          };
          break;
        case 'reprint_rejected':
          actor = u.approver;
          comment = 'The printed details match the enrolment record.';
          Object.assign(cert, {
            reprintStatus: 3,
            reprintRejectedBy: actor,
            reprintRejectedOn: at,
            reprintRejectionComment: comment,
          });
          lastNotice = {
            users: [requisitioner],
            subject: 'REPRINT_REJECTED',
            message: M.reprintRejected(label, comment),
            at,
          };
          break;
        case 'cancelled':
          actor = u.approver;
          comment = 'Issued in error: the student withdrew before completion.';
          Object.assign(cert, {
            credentialStatus: 7,
            cancelledBy: actor,
            cancelledOn: at,
            cancellationComment: comment,
          });
          lastNotice = {
            users: [requisitioner],
            subject: 'CERTIFICATE_CANCELLED',
            message: M.cancelled(label, comment),
            at,
          };
          break;
      }
      events.push({
        action: STEP_EVENT[step],
        actorId: actor,
        fromStatus: step === 'requested' ? null : from.s,
        toStatus: cert.credentialStatus ?? 0,
        fromReprintStatus: from.r,
        toReprintStatus: cert.reprintStatus ?? null,
        comment,
        createdAt: at,
      });
    }
    cert.updatedAt = at;
    const [row] = await tx.insert(t.certificates).values(cert).returning({ id: t.certificates.id });
    const id = row!.id;
    const units = qual.units.slice(0, plan.type === 'S' ? 3 : 5);
    await tx.insert(t.certificateUnits).values(
      units.map((unit, k) => ({
        certificateId: id,
        position: k + 1,
        unitStartDate: new Date(now.getTime() - (plan.daysAgo + 200 - k * 20) * 86_400_000).toISOString().slice(0, 10),
        unitCode: unit.code,
        unitName: unit.name,
        mark: String(68 + ((id * 7 + k * 13) % 29)),
        outcomeResult: 'Competency achieved/pass',
        outcomeGradeShortCode: 'CA',
      })),
    );
    await tx.insert(t.certificateSignees).values(
      template.slots.map((s, k) => ({
        certificateId: id,
        slot: s.slot,
        userId: s.userId,
        designation: s.designation,
        signedAt: signedAt[k] ?? null,
      })),
    );
    await tx.insert(t.certificateEvents).values(events.map((e) => ({ ...e, certificateId: id })));
    if (lastNotice) {
      const notice = lastNotice;
      const read = plan.daysAgo > 20;
      for (const userId of new Set(notice.users)) {
        notifications.push({
          userId,
          actionId: id,
          subject: notice.subject,
          message: notice.message,
          createdAt: notice.at,
          readAt: read ? now : null,
        });
      }
    }
  }
  // Signature files used by each signature given.
  await tx.execute(sql`
    UPDATE certificate_signees cs SET signature_file_id = us.file_id
      FROM user_signatures us WHERE us.user_id = cs.user_id AND cs.signed_at IS NOT NULL`);
  if (notifications.length) await tx.insert(t.notifications).values(notifications);
  // Printed certificates carry the PDF that was printed, stored as a real print stores it.
  const printed = await tx
    .select({ id: t.certificates.id, printedBy: t.certificates.printedBy, printedOn: t.certificates.printedOn })
    .from(t.certificates)
    .where(isNotNull(t.certificates.printedOn));
  for (const p of printed)
    await storePrintedPdf(tx, await loadSubjects(tx, [p.id]), 'print', p.printedBy!, p.printedOn!, ctx.publicUrl);
}
