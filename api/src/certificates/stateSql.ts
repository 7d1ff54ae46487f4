/**
 * The state rules of rules.ts as SQL: a state guard and a list's membership, for the guarded
 * UPDATE of every transition and the WHERE of every list. spec: DESIGN.md "Certificate state
 * machine" (optimistic concurrency, list membership).
 */
import { and, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { CREDENTIAL_STATUS, type CredentialStatusCode, codesOf, type ReprintStatusCode } from '../codes.js';
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

/**
 * The states `lists` hold between them, as few conditions as say it: every status some list holds
 * whatever its reprint state, and the guards with a reprint state whose status is not among them.
 * `every`: the lists hold every state (no condition at all: a caller granted them sees every
 * certificate, and the planner counts and pages without testing a row). docs/architecture.md "Queries that scale".
 */
export function anyListMembershipSql(lists: readonly CertificateList[]): SQL | 'every' | 'none' {
  const guards = lists.flatMap((list) => LIST_MEMBERSHIP[list]);
  const whole = new Set<CredentialStatusCode>(guards.filter((g) => !g.reprint).flatMap((g) => g.statuses));
  if (codesOf(CREDENTIAL_STATUS).every((s) => whole.has(s))) return 'every';
  const parts: SQL[] = [];
  if (whole.size > 0) parts.push(inArray(certificates.credentialStatus, [...whole].sort()));
  for (const g of guards) {
    const rest = g.statuses.filter((s) => !whole.has(s));
    if (g.reprint && rest.length > 0) parts.push(guardSql({ ...g, statuses: rest }));
  }
  if (parts.length === 0) return 'none';
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}
