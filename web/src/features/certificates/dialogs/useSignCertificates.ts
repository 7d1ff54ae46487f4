/**
 * Signing one or several certificates (detail sign page and BULK SIGN): with password security on
 * it sends the password with `signCertificates`; a wrong password comes back as the server's message
 * (spec: certificate-workflow §4, §5). Pair with `PasswordDialog` / `SignConfirmDialog` and check
 * `viewer.hasSignature` first (`SignatureMissingDialog`).
 */
import { useMutation } from '@apollo/client/react';
import { SignCertificatesDocument } from '../../../generated/graphql';
import { evictCertificateLists } from './evictCertificateLists';
import { runWorkflowAction } from './runWorkflowAction';

export function useSignCertificates() {
  const [signCertificates, { loading }] = useMutation(SignCertificatesDocument, { update: evictCertificateLists });
  const sign = (ids: readonly string[], password?: string) =>
    runWorkflowAction(async () => {
      const result = await signCertificates({ variables: { input: { ids: [...ids], password: password ?? null } } });
      return result.data?.signCertificates.message;
    });
  return { sign, pending: loading };
}
