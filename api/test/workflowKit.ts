/**
 * Helpers for the workflow tests: log the demo users in once, create certificates over HTTP and
 * drive them to any state, and read what a transition left behind (status, audit events,
 * notifications). spec: DESIGN.md "Certificate state machine".
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as t from '../src/db/schema.js';
import type { TestApi } from './harness.js';

import {
  DEMO_ACCOUNTS as EMAILS,
  DEMO_PASSWORD as PASSWORD,
  type DemoAccount as Who,
} from '../src/seed/demoAccounts.js';

export { EMAILS, PASSWORD, type Who };

/** Target states a certificate can be driven to. */
export type Stage =
  | 'requested'
  | 'approved'
  | 'rejected'
  | 'half-signed'
  | 'signed'
  | 'issued'
  | 'printed'
  | 'cancelled'
  | 'reprint-requested'
  | 'reprint-approved'
  | 'reprint-rejected'
  | 'reprinted';

let serial = 0;

export class WorkflowKit {
  private tokens = new Map<Who, string>();
  constructor(readonly api: TestApi) {}

  /** Forgets tokens (after api.reset()). */
  forget(): void {
    this.tokens.clear();
  }

  async token(who: Who): Promise<string> {
    let token = this.tokens.get(who);
    if (!token) {
      token = await this.api.login(EMAILS[who]);
      this.tokens.set(who, token);
    }
    return token;
  }

  async id(who: Who): Promise<number> {
    return this.api.userId(EMAILS[who]);
  }

  async post(who: Who, path: string, body: unknown = {}) {
    return this.api.post(path, body, await this.token(who));
  }

  async form(who: Who, path: string, form: Record<string, string | number | (string | number)[]>) {
    return this.api.postForm(path, form, await this.token(who));
  }

  async get(who: Who, path: string) {
    return this.api.get(path, await this.token(who));
  }

  /** A valid request payload for course/type with a template (type 'C' two signees, 'CC' skip-sign). */
  async payload(type: 'C' | 'S' | 'CC' = 'C', overrides: Record<string, unknown> = {}) {
    const [tc] = await this.api.db
      .select()
      .from(t.templateCourses)
      .where(eq(t.templateCourses.certificateType, type))
      .orderBy(asc(t.templateCourses.id))
      .limit(1);
    const [student] = await this.api.db.select().from(t.students).orderBy(asc(t.students.id)).limit(1);
    const [campus] = await this.api.db.select().from(t.campuses).orderBy(asc(t.campuses.id)).limit(1);
    serial += 1;
    return {
      student_name: String(student!.id),
      course: String(tc!.courseId),
      campus: String(campus!.id),
      certification_type: type,
      credential_date: '2026-02-10',
      credential_number: `WF-${process.pid}-${serial}`,
      units: [
        {
          unit_start_date: '2025-07-01',
          unit_code: 'BSBOPS501',
          unit_name: 'Manage business resources',
          mark: '85',
          outcome_result: 'Competent',
          outcome_grade_short_code: 'C',
        },
      ],
      ...overrides,
    };
  }

  /** Requests a certificate (as the requisitioner, or `by`) and returns its id. */
  async request(type: 'C' | 'S' | 'CC' = 'C', by: Who = 'requisitioner'): Promise<number> {
    const res = await this.post(by, '/saveCertificate', await this.payload(type));
    if (res.status !== 200) throw new Error(`saveCertificate ${res.status} ${res.text}`);
    return res.body.certificate.id as number;
  }

  /**
   * The print job of a print call's JSON answer once it has ended (docs/architecture.md "Bulk work off the request path": the PDF is the job's),
   * waited for through `GET /printJobs/{id}?wait=` as `who` (the printer); throws unless it is done.
   */
  async printJob(answer: { status: number; text: string; body: any }, who: Who = 'printer') {
    if (answer.status !== 200) throw new Error(`print → ${answer.status} ${answer.text.slice(0, 300)}`);
    const id = answer.body.job.id as number;
    for (let i = 0; i < 10; i++) {
      const res = await this.get(who, `/printJobs/${id}?wait=30`);
      if (res.status !== 200) throw new Error(`printJobs/${id} → ${res.status} ${res.text.slice(0, 300)}`);
      if (res.body.job.status === 'done') return res.body.job;
      if (res.body.job.status === 'failed') throw new Error(`print job ${id} failed: ${res.body.job.message}`);
    }
    throw new Error(`print job ${id} did not end`);
  }

  private async printed(answer: { status: number; text: string; body: any }, step: string): Promise<void> {
    if (answer.status !== 200) throw new Error(`${step} → ${answer.status} ${answer.text.slice(0, 300)}`);
    await this.printJob(answer);
  }

  /** Creates a certificate (requested by `by`) and drives it to `stage` through the REST calls. */
  async create(stage: Stage, type: 'C' | 'S' | 'CC' = 'C', by: Who = 'requisitioner'): Promise<number> {
    const id = await this.request(type, by);
    const ok = async (p: Promise<{ status: number; text: string }>, what: string) => {
      const r = await p;
      if (r.status !== 200) throw new Error(`${what} → ${r.status} ${r.text.slice(0, 300)}`);
    };
    const path: Record<Stage, Stage[]> = {
      requested: [],
      approved: ['approved'],
      rejected: ['rejected'],
      'half-signed': ['approved', 'half-signed'],
      signed: ['approved', 'half-signed', 'signed'],
      issued: ['approved', 'half-signed', 'signed', 'issued'],
      printed: ['approved', 'half-signed', 'signed', 'issued', 'printed'],
      cancelled: ['approved', 'half-signed', 'signed', 'cancelled'],
      'reprint-requested': ['approved', 'half-signed', 'signed', 'issued', 'printed', 'reprint-requested'],
      'reprint-approved': [
        'approved',
        'half-signed',
        'signed',
        'issued',
        'printed',
        'reprint-requested',
        'reprint-approved',
      ],
      'reprint-rejected': [
        'approved',
        'half-signed',
        'signed',
        'issued',
        'printed',
        'reprint-requested',
        'reprint-rejected',
      ],
      reprinted: [
        'approved',
        'half-signed',
        'signed',
        'issued',
        'printed',
        'reprint-requested',
        'reprint-approved',
        'reprinted',
      ],
    };
    for (const step of path[stage]) {
      if (type === 'CC' && (step === 'half-signed' || step === 'signed')) continue;
      switch (step) {
        case 'approved':
          await ok(
            this.post('approver', '/requestedCertificateApprove', {
              certificate_id: id,
              approve_comment: 'Evidence checked',
              fee_due: 0,
            }),
            step,
          );
          break;
        case 'rejected':
          await ok(
            this.api.request('PUT', `/requestedCertificateReject/${id}`, {
              token: await this.token('approver'),
              body: { rejection_comment: 'Wrong course' },
            }),
            step,
          );
          break;
        case 'half-signed':
          await ok(this.form('signee1', '/bulkSignCertificate', { 'certificate[0]': id }), step);
          break;
        case 'signed':
          await ok(this.form('signee2', '/bulkSignCertificate', { 'certificate[0]': id, password: PASSWORD }), step);
          break;
        case 'issued':
          await ok(this.get('approver', `/certificate-issue/${id}`), step);
          break;
        case 'printed':
          await this.printed(
            await this.api.request('POST', '/printCertificate', {
              token: await this.token('printer'),
              body: { student_certificate_id: id },
              headers: { accept: 'application/json' },
            }),
            step,
          );
          break;
        case 'cancelled':
          await ok(
            this.post('approver', '/cancelCertificate', {
              student_certificate_id: id,
              cancellation_comment: 'Issued in error',
            }),
            step,
          );
          break;
        case 'reprint-requested':
          await ok(
            this.post('requisitioner', '/reprintCertificateRequest', {
              student_certificate_id: id,
              reprint_comment: 'Damaged in post',
            }),
            step,
          );
          break;
        case 'reprint-approved':
          await ok(this.post('approver', '/reprintCertificateAccept', { student_certificate_id: id }), step);
          break;
        case 'reprint-rejected':
          await ok(
            this.post('approver', '/reprintCertificateReject', {
              student_certificate_id: id,
              reprint_rejection_comment: 'Not needed',
            }),
            step,
          );
          break;
        case 'reprinted':
          await this.printed(
            await this.api.request('POST', '/reprintCertificate', {
              token: await this.token('printer'),
              body: { student_certificate_id: id },
              headers: { accept: 'application/json' },
            }),
            step,
          );
          break;
        default:
          break;
      }
    }
    return id;
  }

  /** The certificate's row. */
  async row(id: number) {
    const [row] = await this.api.db.select().from(t.certificates).where(eq(t.certificates.id, id));
    return row!;
  }

  /** The certificate's audit events, oldest first. */
  async events(id: number) {
    return this.api.db
      .select()
      .from(t.certificateEvents)
      .where(eq(t.certificateEvents.certificateId, id))
      .orderBy(asc(t.certificateEvents.id));
  }

  /** The certificate's notifications with a subject. */
  async notifications(id: number, subject?: string) {
    const rows = await this.api.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.actionId, id))
      .orderBy(asc(t.notifications.id));
    return subject ? rows.filter((n) => n.subject === subject) : rows;
  }

  /** Snapshot of everything a transition may change (to prove a failed one changed nothing). */
  async snapshot(ids: number[]) {
    const certs = await this.api.db
      .select()
      .from(t.certificates)
      .where(inArray(t.certificates.id, ids))
      .orderBy(asc(t.certificates.id));
    const events = await this.api.db
      .select({ id: t.certificateEvents.id })
      .from(t.certificateEvents)
      .where(inArray(t.certificateEvents.certificateId, ids));
    const notes = await this.api.db
      .select({ id: t.notifications.id })
      .from(t.notifications)
      .where(inArray(t.notifications.actionId, ids));
    const signees = await this.api.db
      .select()
      .from(t.certificateSignees)
      .where(inArray(t.certificateSignees.certificateId, ids));
    const prints = await this.api.db
      .select({ id: t.certificatePrints.id })
      .from(t.certificatePrints)
      .where(inArray(t.certificatePrints.certificateId, ids));
    return JSON.stringify({ certs, events: events.length, notes: notes.length, signees, prints: prints.length });
  }

  /** Signature row of a user (to remove/restore in tests). */
  async signatureOf(who: Who) {
    const [row] = await this.api.db
      .select()
      .from(t.userSignatures)
      .where(eq(t.userSignatures.userId, await this.id(who)));
    return row;
  }

  async clearThrottle(): Promise<void> {
    await this.api.db.delete(t.authThrottle);
  }

  async signeeRows(id: number) {
    return this.api.db
      .select()
      .from(t.certificateSignees)
      .where(and(eq(t.certificateSignees.certificateId, id)))
      .orderBy(asc(t.certificateSignees.slot));
  }
}
