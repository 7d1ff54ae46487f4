/**
 * Loads the certificates a transition acts on, with what its rules and messages need, locking
 * their rows for the rest of the transaction (`FOR UPDATE OF certificates`, in id order so
 * concurrent bulk actions cannot deadlock).
 *
 * spec: DESIGN.md "Data" (optimistic concurrency) and "Certificate state machine".
 */
import { asc } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { certificates, certificateSignees, students, templates } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { CertificateState, SigneeState } from '../rules.js';
import { studentNameSql } from '../../people/names.js';
import { idIn } from '../../db/idIn.js';

/** A certificate as a transition sees it. */
export interface Subject extends CertificateState {
  id: number;
  templateId: number;
  skipSign: boolean;
  credentialNumber: string;
  studentName: string;
  requisitionerId: number;
  reprintRequestedBy: number | null;
}

/**
 * The certificates `ids` (deduplicated, id order), locked for update. Throws 404 naming the first
 * unknown id.
 */
export async function loadSubjects(tx: Tx, ids: readonly number[]): Promise<Subject[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({
      id: certificates.id,
      credentialStatus: certificates.credentialStatus,
      reprintStatus: certificates.reprintStatus,
      templateId: certificates.templateId,
      skipSign: templates.skipSign,
      credentialNumber: certificates.credentialNumber,
      studentName: studentNameSql,
      requisitionerId: certificates.requisitionerId,
      reprintRequestedBy: certificates.reprintRequestedBy,
    })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(templates, eq(templates.id, certificates.templateId))
    .where(idIn(certificates.id, unique))
    .orderBy(asc(certificates.id))
    .for('update', { of: certificates });
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Certificate ${missing} not found`);
  return rows;
}

/** Loads and locks one certificate (404 when unknown). */
export async function loadSubject(tx: Tx, id: number): Promise<Subject> {
  const [subject] = await loadSubjects(tx, [id]);
  return subject!;
}

/** The assigned signees of the certificates, by certificate id. */
export async function loadSignees(
  tx: Tx,
  certificateIds: readonly number[],
): Promise<Map<number, Array<SigneeState & { slot: number }>>> {
  const map = new Map<number, Array<SigneeState & { slot: number }>>();
  if (certificateIds.length === 0) return map;
  const rows = await tx
    .select({
      certificateId: certificateSignees.certificateId,
      slot: certificateSignees.slot,
      userId: certificateSignees.userId,
      signedAt: certificateSignees.signedAt,
    })
    .from(certificateSignees)
    .where(idIn(certificateSignees.certificateId, certificateIds))
    .orderBy(asc(certificateSignees.certificateId), asc(certificateSignees.slot));
  for (const { certificateId, ...s } of rows) {
    const list = map.get(certificateId) ?? [];
    list.push(s);
    map.set(certificateId, list);
  }
  return map;
}

/** "BSB50420-0007 for Jane Citizen" — how messages name a certificate. */
export const describe = (s: Pick<Subject, 'credentialNumber' | 'studentName'>): string =>
  `${s.credentialNumber} for ${s.studentName}`;
