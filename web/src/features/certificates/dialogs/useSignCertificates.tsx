/**
 * Signing one or several certificates with its dialogs (sign page Sign and list BULK SIGN), spec:
 * certificate-workflow §4, §5, §8: no stored signature → 'Please save your Signature' and on to
 * /settings/upload-signature; password security on → the password dialog ('Please Enter Password'),
 * the password goes with `signCertificates` and a wrong one comes back as the server's message;
 * otherwise a confirmation. Render the returned `dialogs` once.
 *
 *   const { sign, pending, dialogs } = useSignCertificates({ onSigned: () => navigate(listUrl) });
 *   sign(['12', '13']);
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useViewer } from '../../../app/useViewer';
import { SignCertificatesDocument } from '../../../generated/graphql';
import { PasswordConfirmDialog } from '../../../shared/PasswordConfirmDialog';
import { evictCertificateLists } from './evictCertificateLists';
import { runWorkflowAction } from './runWorkflowAction';
import { SignatureMissingDialog } from './SignatureMissingDialog';
import { SignConfirmDialog } from './SignConfirmDialog';

type SignDialog = 'password' | 'confirm' | 'signature' | null;

export function useSignCertificates({ onSigned }: { onSigned: () => void }) {
  const { viewer } = useViewer();
  const [signCertificates, { loading }] = useMutation(SignCertificatesDocument, { update: evictCertificateLists });
  const [ids, setIds] = useState<readonly string[]>([]);
  const [open, setOpen] = useState<SignDialog>(null);
  const close = () => setOpen(null);

  /** Starts signing `ids`: opens the dialog the viewer needs. */
  const sign = (next: readonly string[]) => {
    if (next.length === 0) return;
    setIds(next);
    if (!viewer?.hasSignature) setOpen('signature');
    else setOpen(viewer.passwordSecurity ? 'password' : 'confirm');
  };

  const submit = async (password?: string) => {
    const ok = await runWorkflowAction(async () => {
      const result = await signCertificates({ variables: { input: { ids: [...ids], password: password ?? null } } });
      return result.data?.signCertificates.message;
    });
    if (ok) onSigned();
    return ok;
  };

  const dialogs = (
    <>
      <PasswordConfirmDialog
        isOpen={open === 'password'}
        description={
          ids.length === 1
            ? 'Signing this certificate needs your password.'
            : `Signing ${ids.length} certificates needs your password.`
        }
        inputId="certify-sign-password"
        confirmText="Sign"
        confirmIcon="draw"
        onClose={close}
        onConfirm={(password) => submit(password)}
      />
      <SignConfirmDialog isOpen={open === 'confirm'} count={ids.length} onClose={close} onConfirm={() => submit()} />
      <SignatureMissingDialog isOpen={open === 'signature'} onClose={close} />
    </>
  );

  return { sign, pending: loading, dialogs };
}
