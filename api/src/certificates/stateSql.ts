/**
 * The state rules of rules.ts as SQL: a state guard and a list's membership, for the guarded
 * UPDATE of every transition and the WHERE of every list. spec: DESIGN.md "Certificate state
 * machine" (optimistic concurrency, list membership).
 */
import { and, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { ReprintStatusCode } from '../codes.js';
import { certificates } from '../db/schema.js';
import { type CertificateList, LIST_MEMBERSHIP, type StateGuard } from './rules.js';

/** SQL for "the certificate is in `guard`". */
export function guardSql(guard: StateGuard): SQL {
  const parts: SQL[] = [inArray(certificates.credentialStatus, [...guard.statuses])];
  if (guard.reprint) {
    const values = guard.reprint.filter((v): v is ReprintStatusCode => v !== null);
    const alternatives: SQL[] = [];
    if (values.length > 0) alternatives.push(inArray(certificates.reprintStatus, values));
    if (guard.reprint.includes(null)) alternatives.push(isNull(certificates.reprintStatus));
    parts.push(alternatives.length === 1 ? alternatives[0]! : or(...alternatives)!);
  }
  return and(...parts)!;
}

/** SQL membership predicate of a list (certificate-workflow §2 lists; DESIGN.md membership). */
export function listMembershipSql(list: CertificateList): SQL {
  const guards = LIST_MEMBERSHIP[list].map(guardSql);
  return guards.length === 1 ? guards[0]! : or(...guards)!;
}
