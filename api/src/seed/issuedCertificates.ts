/**
 * Many issued certificates at once, for benchmarks and tests of bulk printing (docs/architecture.md "Bulk work off the request path"; tests/bench/bulkPrint.bench.ts): copies of one issued demo certificate —
 * its student, course, campus, template, units and signatures — each with a credential number and
 * verification code of its own, inserted in batches. Not demo data: nothing calls it at start.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CREDENTIAL_STATUS } from '../codes.js';
import type { Db } from '../db/client.js';
import { certificateSignees, certificates, certificateUnits } from '../db/schema.js';
import { newVerificationCode } from '../verification/code.js';

const BATCH = 500;

/**
 * Adds `count` issued certificates (status 4) copied from the first issued certificate without a
 * reprint (the demo seed has several), numbered `<prefix>-000001`…; answers their ids in order.
 * Throws when there is no issued certificate to copy.
 */
export async function addIssuedCertificates(db: Db, count: number, prefix = 'BULK'): Promise<number[]> {
  const [source] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.credentialStatus, CREDENTIAL_STATUS.APPROVED_FOR_PRINTING),
        isNull(certificates.reprintStatus),
      ),
    )
    .orderBy(asc(certificates.id))
    .limit(1);
  if (!source) throw new Error('addIssuedCertificates: no issued certificate to copy');
  const units = await db.select().from(certificateUnits).where(eq(certificateUnits.certificateId, source.id));
  const signees = await db
    .select()
    .from(certificateSignees)
    .where(inArray(certificateSignees.certificateId, [source.id]));
  const { id: _id, changeXid: _x, createdAt: _c, updatedAt: _u, ...row } = source;
  const ids: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const inserted = await db
      .insert(certificates)
      .values(
        Array.from({ length: n }, (_, i) => ({
          ...row,
          credentialNumber: `${prefix}-${String(start + i + 1).padStart(6, '0')}`,
          verificationCode: newVerificationCode(),
        })),
      )
      .returning({ id: certificates.id });
    const batch = inserted.map((r) => r.id);
    if (units.length) {
      await db
        .insert(certificateUnits)
        .values(batch.flatMap((certificateId) => units.map(({ id: _u2, ...u }) => ({ ...u, certificateId }))));
    }
    if (signees.length) {
      await db
        .insert(certificateSignees)
        .values(batch.flatMap((certificateId) => signees.map((s) => ({ ...s, certificateId }))));
    }
    ids.push(...batch);
  }
  return ids;
}
