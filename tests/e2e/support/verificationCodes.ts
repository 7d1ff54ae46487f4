/**
 * Verification codes as staff read them through the api (docs/verification.md): the
 * certificate details answer `verification_code` to whoever may see the certificate.
 */
import type { APIRequestContext } from '@playwright/test';
import { asUser, type RestCall } from './restApi';

/** The verification code of certificate `id` (null before it is issued). */
export async function verificationCodeOf(call: RestCall, id: number): Promise<string | null> {
  const view = await call(`/certificateView/${id}`);
  return (view.certificate_data as { verification_code: string | null }).verification_code;
}

/** A printed (valid) and a cancelled-after-issue certificate of the demo data, by their codes. */
export async function demoCodes(request: APIRequestContext): Promise<{ valid: string; cancelled: string }> {
  return asUser(request, 'admin', async (call) => {
    const firstCode = async (list: string, status: number) => {
      const rows = (await call(list, { page: 1, per_page: 50 })).data as { id: number; credential_status: number }[];
      for (const row of rows.filter((r) => r.credential_status === status)) {
        const code = await verificationCodeOf(call, row.id);
        if (code) return code;
      }
      throw new Error(`no certificate with a verification code in ${list}`);
    };
    return {
      valid: await firstCode('/reprintCertificateList', 5),
      cancelled: await firstCode('/cancelledCertificateList', 7),
    };
  });
}
