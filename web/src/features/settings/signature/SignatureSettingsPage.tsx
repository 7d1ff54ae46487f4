/**
 * /settings/upload-signature — the viewer's own signature, uploaded or drawn (spec:
 * access-and-administration §2 "Signature Settings", §4 Signature, §5 "Signature Submit needs a
 * chosen file or a drawing", §8 "Signature upload", §9 canvas 500x150). An upload goes through
 * `POST /files/uploads?purpose=image`, then `saveSignature(uploadId)`; a drawing goes as its PNG
 * data URL. The viewer is fetched again afterwards so signing (which needs `hasSignature`) works
 * at once.
 */
import { useRef, useState } from 'react';
import {
  Button,
  Callout,
  Card,
  FileInput,
  FormGroup,
  Intent,
  NonIdealState,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MySignatureDocument, SaveSignatureDocument, ViewerDocument } from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { showError, showSuccess } from '../../../shared/toaster';
import { imageProblem, UploadError, uploadFile } from '../../../shared/uploads';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { graphqlErrorMessage } from '../../certificates/dialogs/graphqlErrors';
import { SignatureCanvas, type SignatureCanvasHandle } from './SignatureCanvas';
import { SettingsPage } from '../SettingsPage';

/** The spec's messages, word for word (typo included). */
export const SIGNATURE_EXISTS = 'Signature exsits, do you want to change?';
export const NO_SIGNATURE_PROMPT = 'Please upload/draw your signature';
export const UPLOAD_HINT = 'Dimensions: Maximum Width=200,Maximum Height=100';
export const DRAW_HINT = 'Note: Draw within the canvas';
/** When the server gives no message of its own. */
export const SAVE_FAILED = 'The signature could not be saved. Please try again.';

type Mode = 'upload' | 'draw';

/** The Signature Settings screen. spec: access-and-administration §2 "Signature Settings". */
export function SignatureSettingsPage() {
  const { formatDate } = useDisplayDate();
  const { data, loading, error } = useQuery(MySignatureDocument, { fetchPolicy: 'cache-and-network' });
  const [saveSignature] = useMutation(SaveSignatureDocument, {
    // `{ query }` fetches the viewer even when nothing watches it now: signing reads hasSignature from the cache
    refetchQueries: [{ query: ViewerDocument }],
    update(cache, result) {
      const mySignature = result.data?.saveSignature.signature;
      if (mySignature) cache.writeQuery({ query: MySignatureDocument, data: { mySignature } });
    },
  });
  const [mode, setMode] = useState<Mode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const { pending, running, run } = useSubmitOnce();
  const padRef = useRef<SignatureCanvasHandle>(null);
  const fileInputKey = useRef(0);

  const canSubmit = !pending && (mode === 'upload' ? file !== null && fileError === null : hasInk);

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setFileError(chosen ? imageProblem(chosen, 'signature') : null);
  }

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (running() || !canSubmit) return;
    await run(async () => {
      try {
        let input: { uploadId: string } | { drawing: string };
        if (mode === 'upload') {
          input = { uploadId: (await uploadFile(file!, 'image')).id };
        } else {
          const drawing = padRef.current?.toDataUrl();
          if (!drawing) {
            void showError(NO_SIGNATURE_PROMPT);
            return;
          }
          input = { drawing };
        }
        const result = await saveSignature({ variables: { input } });
        void showSuccess(result.data?.saveSignature.message ?? 'Signature saved successfully');
        fileInputKey.current += 1;
        setFile(null);
        padRef.current?.clear();
      } catch (err) {
        void showError(err instanceof UploadError ? err.message : graphqlErrorMessage(err, SAVE_FAILED));
      }
    });
  }

  const signature = data?.mySignature ?? null;

  return (
    <SettingsPage title="Signature" subtitle="Your signature is printed on every certificate you sign.">
      <Card className="settings-card">
        {loading && !data ? (
          <Spinner size={30} />
        ) : error && !data ? (
          <NonIdealState icon="error" title="Could not load your signature" description={error.message} />
        ) : signature ? (
          <div className="signature-current">
            <img className="signature-current__image" src={signature.image} alt="Your current signature" />
            <div>
              <Callout intent={Intent.PRIMARY} icon="endorsed" compact>
                {SIGNATURE_EXISTS}
              </Callout>
              <p className="settings-muted">
                {signature.source === 'DRAW' ? 'Drawn' : 'Uploaded'} on {formatDate(signature.updatedAt, true)}
              </p>
            </div>
          </div>
        ) : (
          <Callout intent={Intent.WARNING} icon="draw" compact className="signature-current">
            {NO_SIGNATURE_PROMPT}
          </Callout>
        )}

        <form onSubmit={(e) => void submit(e)} aria-label="Save signature">
          <RadioGroup
            label="How do you want to add it?"
            inline
            selectedValue={mode}
            disabled={pending}
            onChange={(e) => setMode(e.currentTarget.value as Mode)}
          >
            <Radio label="Upload" value="upload" />
            <Radio label="Draw" value="draw" />
          </RadioGroup>

          {mode === 'upload' ? (
            <FormGroup
              label="Signature image"
              labelFor="signature-file"
              helperText={fileError ?? UPLOAD_HINT}
              intent={fileError ? Intent.DANGER : Intent.NONE}
            >
              <FileInput
                key={fileInputKey.current}
                className="settings-file-input"
                text={file?.name ?? 'Choose a PNG or JPEG file…'}
                hasSelection={file !== null}
                disabled={pending}
                inputProps={{ id: 'signature-file', accept: 'image/png,image/jpeg', 'aria-label': 'Signature file' }}
                onInputChange={(e) => chooseFile(e.currentTarget.files?.[0] ?? null)}
              />
            </FormGroup>
          ) : (
            <FormGroup label="Draw your signature" helperText={DRAW_HINT}>
              <SignatureCanvas ref={padRef} onInkChange={setHasInk} disabled={pending} />
            </FormGroup>
          )}

          <div className="settings-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              icon="floppy-disk"
              text="Submit"
              loading={pending}
              disabled={!canSubmit}
            />
            {mode === 'draw' && (
              <Button icon="eraser" text="Clear" disabled={pending} onClick={() => padRef.current?.clear()} />
            )}
          </div>
        </form>
      </Card>
    </SettingsPage>
  );
}
