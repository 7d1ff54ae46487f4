import DataLoader from 'dataloader';
import type { RestClient } from './rest/client.js';
import type {
  RestCertificateDetails,
  RestCertificatesByIds,
  RestCourseUnits,
  RestFeeConfirmation,
  RestMe,
  RestRequisitionerCourseDetails,
  RestSignatureDetails,
  RestSigneeDetails,
} from './rest/types.js';

/**
 * Per-request loaders (DESIGN.md "GraphQL conventions": no N+1 REST calls). Certificates batch
 * into one `GET /certificates?ids=…`; per-course units are
 * de-duplicated; the viewer's lookups are fetched at most once per request.
 */
export interface Loaders {
  /** Certificate details by id (null when the api omits it: unknown or not visible). */
  certificate: DataLoader<string, RestCertificateDetails | null>;
  /** Units of competency by course id. */
  courseUnits: DataLoader<string, RestCourseUnits['units']>;
  /** Enrolment link by certificate id. */
  me: () => Promise<RestMe>;
  signature: () => Promise<RestSignatureDetails>;
  formData: () => Promise<RestRequisitionerCourseDetails>;
  signees: () => Promise<RestSigneeDetails>;
  feeConfirmation: () => Promise<RestFeeConfirmation>;
}

/** Memoises a zero-argument async call for the life of one request (failures are not cached). */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => {
    p ??= fn().catch((err: unknown) => {
      p = undefined;
      throw err;
    });
    return p;
  };
}

/** Maximum ids in one `/certificates?ids=` call (the api's page limit). */
export const CERTIFICATE_BATCH_SIZE = 100;

/** Creates the loaders of one GraphQL operation for one caller's token. */
export function createLoaders(rest: RestClient, token: string | null): Loaders {
  return {
    certificate: new DataLoader<string, RestCertificateDetails | null>(
      async (ids) => {
        // a malformed id would fail the whole batch (400); it names no certificate, so it is null
        const valid = [...new Set(ids.filter((id) => /^[1-9]\d{0,15}$/.test(id)))];
        if (valid.length === 0) return ids.map(() => null);
        const answer = await rest.get<RestCertificatesByIds>(`/certificates?ids=${valid.join(',')}`, { token });
        const byId = new Map(answer.data.map((d) => [String(d.id), d]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: CERTIFICATE_BATCH_SIZE },
    ),
    courseUnits: new DataLoader<string, RestCourseUnits['units']>(async (courseIds) =>
      Promise.all(
        courseIds.map(async (id) => {
          try {
            return (await rest.get<RestCourseUnits>(`/courseUnits/${encodeURIComponent(id)}`, { token })).units;
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      ),
    ),
    me: once(() => rest.get<RestMe>('/me', { token })),
    signature: once(() => rest.get<RestSignatureDetails>('/signatureDetails', { token })),
    formData: once(() => rest.get<RestRequisitionerCourseDetails>('/requisitionerCourseDetails', { token })),
    signees: once(() => rest.get<RestSigneeDetails>('/SigneeDetails', { token })),
    feeConfirmation: once(() => rest.get<RestFeeConfirmation>('/configFeePaidConfirmation', { token })),
  };
}
