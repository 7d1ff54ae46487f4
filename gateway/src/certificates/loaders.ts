/**
 * The per-request certificate loaders (DESIGN.md "GraphQL conventions": no N+1 REST calls): every
 * certificate asked for in one operation is fetched in one call — whole (`GET /certificates?ids=…`)
 * for a certificate queried by id or re-loaded after a transition, or, for rows of a list or the
 * register, only the parts of their details the operation's fields need
 * (`GET /certificateParts?ids=…&parts=…`; docs/architecture.md "A gateway that adds nothing").
 */
import { type CertificateDetailPartCode, DETAIL_PART_KEYS } from '@certify/api/codes';
import DataLoader from 'dataloader';
import type { CallerRest } from '../rest/client.js';
import type { CertificateDetails, CertificateParts } from './models.js';

/** Maximum ids in one `/certificates?ids=` or `/certificateParts?ids=` call. */
export const CERTIFICATE_BATCH_SIZE = 100;

/** A GraphQL `ID` that can name a certificate (a positive 32-bit integer). */
const CERTIFICATE_ID = /^[1-9]\d{0,9}$/;
const isCertificateId = (id: string) => CERTIFICATE_ID.test(id) && Number(id) <= 2_147_483_647;

/** Details by certificate id (null when the api omits it: unknown or not visible to the caller). */
export function certificateLoader(rest: CallerRest) {
  return new DataLoader<string, CertificateDetails | null>(
    async (ids) => {
      // a malformed id would fail the whole batch (400); it names no certificate, so it is null
      const valid = [...new Set(ids.filter(isCertificateId))];
      if (valid.length === 0) return ids.map(() => null);
      const answer = await rest.get('/certificates', { query: { ids: valid.map(Number) } });
      const byId = new Map(answer.data.map((d) => [String(d.id), d]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: CERTIFICATE_BATCH_SIZE },
  );
}

/** The part of each Details key that some part but `own` carries (`DETAIL_PART_KEYS`). */
const PART_OF_KEY = new Map<string, CertificateDetailPartCode>(
  (Object.keys(DETAIL_PART_KEYS) as Array<keyof typeof DETAIL_PART_KEYS>).flatMap((part) =>
    DETAIL_PART_KEYS[part].map((key) => [key, part] as const),
  ),
);

/** The part that carries Details key `key` (`own` for the certificate's own fields). */
export const partOf = (key: keyof CertificateDetails): CertificateDetailPartCode => PART_OF_KEY.get(key) ?? 'own';

/** The loader key of one certificate's part: `<id> <part>`. */
export const partKey = (id: string, part: CertificateDetailPartCode): string => `${id} ${part}`;

/**
 * Details by `partKey(id, need)`: every key loaded in one tick of one operation goes into ONE
 * `/certificateParts` call per 100 certificates, asking for the union of their parts (the rows of a
 * list page asking for `units` and `availableActions` make one call with `parts=units,actions`).
 * Null when the api omits the certificate (unknown or not visible to the caller).
 */
export function certificatePartsLoader(rest: CallerRest) {
  return new DataLoader<string, CertificateParts | null>(
    async (keys) => {
      const split = keys.map((key) => key.split(' ') as [string, CertificateDetailPartCode]);
      const ids = [...new Set(split.map(([id]) => id).filter(isCertificateId))];
      const parts = [...new Set(split.map(([, part]) => part))];
      const byId = new Map<string, CertificateParts>();
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += CERTIFICATE_BATCH_SIZE)
        chunks.push(ids.slice(i, i + CERTIFICATE_BATCH_SIZE));
      await Promise.all(
        chunks.map(async (chunk) => {
          const answer = await rest.get('/certificateParts', { query: { ids: chunk.map(Number), parts } });
          for (const d of answer.data) byId.set(String(d.id), d);
        }),
      );
      return split.map(([id]) => byId.get(id) ?? null);
    },
    // one call per chunk of certificates however many of their fields ask
    { maxBatchSize: Number.POSITIVE_INFINITY },
  );
}
