/**
 * The per-request certificate loader (DESIGN.md "GraphQL conventions": no N+1 REST calls): every
 * certificate asked for in one operation is fetched in one `GET /certificates?ids=…`.
 */
import DataLoader from 'dataloader';
import type { CallerRest } from '../rest/client.js';
import type { CertificateDetails } from './models.js';

/** Maximum ids in one `/certificates?ids=` call. */
export const CERTIFICATE_BATCH_SIZE = 100;

/** A GraphQL `ID` that can name a certificate (a positive 32-bit integer). */
const CERTIFICATE_ID = /^[1-9]\d{0,9}$/;

/** Details by certificate id (null when the api omits it: unknown or not visible to the caller). */
export function certificateLoader(rest: CallerRest) {
  return new DataLoader<string, CertificateDetails | null>(
    async (ids) => {
      // a malformed id would fail the whole batch (400); it names no certificate, so it is null
      const valid = [...new Set(ids.filter((id) => CERTIFICATE_ID.test(id) && Number(id) <= 2_147_483_647))];
      if (valid.length === 0) return ids.map(() => null);
      const answer = await rest.get('/certificates', { query: { ids: valid.map(Number) } });
      const byId = new Map(answer.data.map((d) => [String(d.id), d]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: CERTIFICATE_BATCH_SIZE },
  );
}
