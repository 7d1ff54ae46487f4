/**
 * Shown when the viewer tries to sign without a stored signature: 'Please save your Signature', then
 * to /settings/upload-signature (spec: certificate-workflow §4, §8).
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

export const SIGNATURE_MISSING = 'Please save your Signature';
export const UPLOAD_SIGNATURE_PATH = '/settings/upload-signature';

export function SignatureMissingDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Signature needed" icon="warning-sign">
      <DialogBody>
        <p>{SIGNATURE_MISSING}</p>
        <p className="bp6-text-muted">
          Upload or draw your signature once; it is applied to every certificate you sign.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              text="Upload signature"
              intent={Intent.PRIMARY}
              icon="upload"
              onClick={() => {
                onClose();
                navigate(UPLOAD_SIGNATURE_PATH);
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
