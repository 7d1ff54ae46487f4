/**
 * The records the authorisation matrix (matrix.ts) asks about, by name: certificates in every
 * state with a known requester and signees, their printed files, a signature, a template,
 * notifications. Each resolves per caller (own notification, another's) to a `Target`.
 *
 * Who sees which certificate follows from the seed (api/src/seed): type C certificates have
 * signee1 and signee2 assigned; type CC (the skip-sign template) only signee1.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema.js';
import { createTestApiClient } from '../apiClientFixture.js';
import type { TestApi } from '../harness.js';
import type { Stage, WorkflowKit, Who } from '../workflowKit.js';

/** Who calls: no token, a deactivated user's token, or a demo role's. */
export type Caller = 'anonymous' | 'deactivated' | Who;

/** The callers, in the order of every row of answers in matrix.ts. */
export const CALLERS: readonly Caller[] = [
  'anonymous',
  'deactivated',
  'admin',
  'requisitioner',
  'approver',
  'signee1',
  'signee2',
  'printer',
];

/** What a request is about: a record's id and, for `/certificate/{id}/signed/{userid}`, a user id. */
export interface Target {
  id: number;
  /** The user id to send where a route names the viewer (default: the caller's own). */
  userId?: number;
}

export interface RecordContext {
  api: TestApi;
  kit: WorkflowKit;
  /** The caller's user id (the admin's for the anonymous caller). */
  userIdOf(caller: Caller): Promise<number>;
  /** The shared copy of a record of RECORDS (made once, for every read-only route). */
  shared(name: string): Promise<Target>;
}

type Resolver = (ctx: RecordContext, caller: Caller) => Promise<Target>;

const certificate =
  (stage: Stage, type: 'C' | 'CC' = 'C', by: Who = 'requisitioner'): Resolver =>
  async ({ kit }) => ({ id: await kit.create(stage, type, by) });

/** The first printed file of a certificate. */
async function printedFileOf(api: TestApi, certificateId: number): Promise<number> {
  const [row] = await api.db
    .select({ fileId: t.certificatePrints.fileId })
    .from(t.certificatePrints)
    .where(eq(t.certificatePrints.certificateId, certificateId))
    .orderBy(asc(t.certificatePrints.id))
    .limit(1);
  if (!row) throw new Error(`certificate ${certificateId} has no printed file`);
  return row.fileId;
}

/** A notification of `userId` (one is added when they have none). */
async function notificationOf(api: TestApi, userId: number): Promise<number> {
  const [row] = await api.db
    .select({ id: t.notifications.id })
    .from(t.notifications)
    .where(eq(t.notifications.userId, userId))
    .limit(1);
  if (row) return row.id;
  const [added] = await api.db
    .insert(t.notifications)
    .values({ userId, subject: 'CERTIFICATE_REQUESTED', message: 'Matrix fixture' })
    .returning({ id: t.notifications.id });
  return added!.id;
}

/** A new active staff user with the requisitioner role (the administrator's password hash). */
async function staffUser(api: TestApi): Promise<number> {
  const [admin] = await api.db
    .select({ passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(sql`lower(${t.users.email}) = 'admin@certify.test'`);
  const [user] = await api.db
    .insert(t.users)
    .values({
      firstName: 'Matrix',
      lastName: 'Staff',
      email: `matrix.${Math.random().toString(36).slice(2)}@certify.test`,
      passwordHash: admin!.passwordHash,
    })
    .returning({ id: t.users.id });
  await api.db.insert(t.userRoles).values({ userId: user!.id, roleId: 2 });
  return user!.id;
}

/**
 * A webhook endpoint of a new API client. Its address is TEST-NET-1 (reserved): a replayed delivery
 * is refused at delivery time without any request leaving the machine.
 */
async function webhookEndpointOf(api: TestApi): Promise<number> {
  const client = await createTestApiClient(api);
  const [row] = await api.db
    .insert(t.webhookEndpoints)
    .values({
      apiClientId: client.id,
      url: 'https://192.0.2.1/hooks',
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      events: ['certificate.approved'],
    })
    .returning({ id: t.webhookEndpoints.id });
  return row!.id;
}

/** The account whose password the matrix resets (not a caller: their tokens and passwords stay). */
export const RESET_ACCOUNT = 'matrix-reset@certify.test';
/** The reset token of the `passwordResetToken` record `id`. */
export const resetTokenOf = (id: number): string => `matrix-reset-token-${id}`;
let resetTokens = 0;

/** The verification codes of the `verifiable` records, by certificate id (docs/verification.md). */
const verificationCodes = new Map<number, string>();
/** The verification code of certificate `id` (a well-formed code no certificate has, for any other id). */
export const verificationCodeOf = (id: number): string => verificationCodes.get(id) ?? 'A'.repeat(26);

/** The shared printed certificate, its verification code remembered for `verificationCodeOf`. */
async function verifiable(ctx: RecordContext): Promise<Target> {
  const { id } = await ctx.shared('printed');
  const [row] = await ctx.api.db
    .select({ code: t.certificates.verificationCode })
    .from(t.certificates)
    .where(eq(t.certificates.id, id));
  if (!row?.code) throw new Error(`certificate ${id} has no verification code`);
  verificationCodes.set(id, row.code);
  return { id };
}

/** The tokens of the `deliveryLink` records, by delivery link id (docs/printing.md "Digital delivery"). */
const deliveryTokens = new Map<number, string>();
/** The token of delivery link `id` (a well-formed token no link has, for any other id). */
export const deliveryTokenOf = (id: number): string => deliveryTokens.get(id) ?? 'A'.repeat(43);

/** A live delivery link of the shared printed certificate, to its printed PDF. */
async function deliveryLink(ctx: RecordContext): Promise<Target> {
  const { id: certificateId } = await ctx.shared('printed');
  const token = randomBytes(32).toString('base64url');
  const [row] = await ctx.api.db
    .insert(t.deliveryLinks)
    .values({
      certificateId,
      fileId: await printedFileOf(ctx.api, certificateId),
      tokenHash: createHash('sha256').update(token).digest('hex'),
      recipient: 'learner@example.com',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: t.deliveryLinks.id });
  deliveryTokens.set(row!.id, token);
  return { id: row!.id };
}

/** A live reset token of RESET_ACCOUNT (the account is added the first time). */
async function passwordResetToken(api: TestApi): Promise<Target> {
  let [user] = await api.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, RESET_ACCOUNT));
  if (!user) {
    const [admin] = await api.db.select().from(t.users).where(eq(t.users.email, 'admin@certify.test'));
    [user] = await api.db
      .insert(t.users)
      .values({ firstName: 'Matrix', lastName: 'Reset', email: RESET_ACCOUNT, passwordHash: admin!.passwordHash })
      .returning({ id: t.users.id });
  }
  const id = ++resetTokens;
  await api.db.insert(t.passwordResets).values({
    userId: user!.id,
    tokenHash: createHash('sha256').update(resetTokenOf(id)).digest('hex'),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { id };
}

/**
 * Every record the matrix names. Certificates are requested by the requisitioner unless the
 * name says otherwise; "fresh" copies are made for each allowed caller of a route that changes data.
 */
export const RECORDS = {
  /** Routes about no particular record. */
  none: async () => ({ id: 0 }),
  /** Requested (0), type C: signee1 and signee2 assigned. */
  requested: certificate('requested'),
  /** Requested by the administrator, type CC: only signee1 assigned. */
  requestedCCByAdmin: certificate('requested', 'CC', 'admin'),
  /** To be signed (1), requested by the administrator: the requisitioner has no grant for it. */
  toBeSignedByAdmin: certificate('approved', 'C', 'admin'),
  /** To be signed (1), requested by the requisitioner: theirs, though not in a list they are granted. */
  toBeSignedOwn: certificate('approved'),
  signed: certificate('signed'),
  issued: certificate('issued'),
  rejected: certificate('rejected'),
  printed: certificate('printed'),
  reprintRequested: certificate('reprint-requested'),
  reprintApproved: certificate('reprint-approved'),
  /** Printed, then cancelled: in the rejected/cancelled list only (no printer grant). */
  cancelledPrinted: async ({ kit }) => {
    const id = await kit.create('printed');
    const res = await kit.post('approver', '/cancelCertificate', {
      student_certificate_id: id,
      cancellation_comment: 'Issued in error',
    });
    if (res.status !== 200) throw new Error(`cancel ${res.status} ${res.text}`);
    return { id };
  },
  /** The printed certificate, asked for with another user's id as the viewer. */
  printedAsAnotherUser: async (ctx, caller) => {
    const { id } = await ctx.shared('printed');
    const me = await ctx.userIdOf(caller);
    const other = await ctx.userIdOf(caller === 'approver' ? 'printer' : 'approver');
    return { id, userId: other === me ? me + 1 : other };
  },
  /** No such certificate. */
  unknownCertificate: async () => ({ id: 999_999 }),
  /** The printed certificate, by its public verification code (`verificationCodeOf`; docs/verification.md). */
  verifiable: (ctx) => verifiable(ctx),
  /** A live delivery link of the printed certificate (`deliveryTokenOf(id)`; docs/printing.md "Digital delivery"). */
  deliveryLink: (ctx) => deliveryLink(ctx),
  /** No such delivery link (a well-formed token nobody holds). */
  unknownDeliveryLink: async () => ({ id: 999_999 }),
  /** The organisation's logo (a 1×1 PNG set in Organisation Settings), served publicly at /files/logo. */
  organisationLogo: async ({ api }) => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const [file] = await api.db
      .insert(t.storedFiles)
      .values({
        kind: 'logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        byteSize: png.byteLength,
        sha256: createHash('sha256').update(png).digest('hex'),
        data: png,
      })
      .returning({ id: t.storedFiles.id });
    await api.db.update(t.companySettings).set({ companyLogoFileId: file!.id }).where(eq(t.companySettings.id, 1));
    return { id: file!.id };
  },
  /** The PDF stored when the certificate was printed. */
  printedFile: async (ctx) => ({ id: await printedFileOf(ctx.api, (await ctx.shared('printed')).id) }),
  /** The printer's print job that printed the certificate (docs/architecture.md "Bulk work off the request path": only its printer sees it). */
  printJob: async (ctx) => {
    const { id: certificateId } = await ctx.shared('printed');
    const [row] = await ctx.api.db
      .select({ id: t.printJobs.id })
      .from(t.printJobs)
      .where(sql`${certificateId} = ANY(${t.printJobs.certificateIds})`)
      .orderBy(asc(t.printJobs.id))
      .limit(1);
    if (!row) throw new Error(`certificate ${certificateId} has no print job`);
    return { id: row.id };
  },
  /** No such print job. */
  unknownPrintJob: async () => ({ id: 999_999 }),
  cancelledPrintedFile: async (ctx) => ({
    id: await printedFileOf(ctx.api, (await ctx.shared('cancelledPrinted')).id),
  }),
  /** signee1's stored signature image. */
  signee1Signature: async ({ api }) => {
    const [row] = await api.db
      .select({ fileId: t.userSignatures.fileId })
      .from(t.userSignatures)
      .innerJoin(t.users, eq(t.users.id, t.userSignatures.userId))
      .where(sql`lower(${t.users.email}) = 'signee1@certify.test'`);
    return { id: row!.fileId };
  },
  /** A template's PDF. */
  templateFile: async ({ api }) => {
    const [row] = await api.db.select({ fileId: t.templates.fileId }).from(t.templates).limit(1);
    return { id: row!.fileId! };
  },
  unknownFile: async () => ({ id: 999_999 }),
  /** A notification of the caller. */
  ownNotification: async (ctx, caller) => ({ id: await notificationOf(ctx.api, await ctx.userIdOf(caller)) }),
  /** A notification of someone else. */
  othersNotification: async (ctx, caller) => {
    const me = await ctx.userIdOf(caller);
    const [row] = await ctx.api.db
      .select({ id: t.notifications.id })
      .from(t.notifications)
      .where(and(ne(t.notifications.userId, me)))
      .limit(1);
    return { id: row!.id };
  },
  course: async ({ api }) => {
    const [row] = await api.db.select({ id: t.courses.id }).from(t.courses).orderBy(asc(t.courses.id)).limit(1);
    return { id: row!.id };
  },
  unknownCourse: async () => ({ id: 999_999 }),
  /** The seed's first template (two signee slots, courses assigned). */
  template: async ({ api }) => {
    const [row] = await api.db.select({ id: t.templates.id }).from(t.templates).orderBy(asc(t.templates.id)).limit(1);
    return { id: row!.id };
  },
  /** A new template (version 1, one signee slot, default layout, nothing assigned); fresh for each caller who may change it. */
  newTemplate: async ({ api }) => {
    const [row] = await api.db
      .insert(t.templates)
      .values({ name: `Matrix template ${Math.random().toString(36).slice(2)}`, noOfSignees: 1 })
      .returning({ id: t.templates.id });
    return { id: row!.id };
  },
  unknownTemplate: async () => ({ id: 999_999 }),
  /** A staff user (requisitioner role) no caller is. */
  staffUser: async ({ api }) => ({ id: await staffUser(api) }),
  unknownUser: async () => ({ id: 999_999 }),
  /** The caller's own account. */
  ownAccount: async (ctx, caller) => ({ id: await ctx.userIdOf(caller) }),
  /** A role without grants or users; `userId`: a staff user who does not hold it. */
  role: async (ctx) => {
    const [role] = await ctx.api.db
      .insert(t.roles)
      .values({ name: `Matrix role ${Math.random().toString(36).slice(2)}` })
      .returning({ id: t.roles.id });
    return { id: role!.id, userId: (await ctx.shared('staffUser')).id };
  },
  /** No such role; `userId`: a staff user. */
  unknownRole: async (ctx) => ({ id: 999_999, userId: (await ctx.shared('staffUser')).id }),
  /** A live password-reset token (`resetTokenOf(id)`) of RESET_ACCOUNT; fresh for each caller. */
  passwordResetToken: async ({ api }) => passwordResetToken(api),
  /** An API client (every scope) with no endpoint; fresh for each caller who may add one. */
  webhookClient: async ({ api }) => ({ id: (await createTestApiClient(api)).id }),
  /** A webhook endpoint of a new API client; fresh for each caller who may change it. */
  webhookEndpoint: async ({ api }) => ({ id: await webhookEndpointOf(api) }),
  /** A dead delivery of a new endpoint; fresh for each caller who may replay it. */
  webhookDelivery: async ({ api }) => {
    const [row] = await api.db
      .insert(t.webhookDeliveries)
      .values({
        endpointId: await webhookEndpointOf(api),
        messageId: `msg_matrix${Math.random().toString(36).slice(2)}`,
        eventType: 'certificate.approved',
        payload: { type: 'certificate.approved', timestamp: new Date().toISOString(), data: {} },
        status: 'dead',
        attempts: 1,
      })
      .returning({ id: t.webhookDeliveries.id });
    return { id: row!.id };
  },
  unknownWebhookEndpoint: async () => ({ id: 999_999 }),
  unknownWebhookDelivery: async () => ({ id: 999_999 }),
} satisfies Record<string, Resolver>;

export type RecordName = keyof typeof RECORDS;

/** Records that differ per caller (never shared between callers). */
export const PER_CALLER: ReadonlySet<RecordName> = new Set([
  'ownAccount',
  'printedAsAnotherUser',
  'ownNotification',
  'othersNotification',
]);
