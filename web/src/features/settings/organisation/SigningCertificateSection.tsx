/**
 * "Document signing" in Organisation Settings (docs/verification.md: printed PDFs are
 * digitally signed by the organisation with a PKCS#12 certificate uploaded here, or, until one is
 * uploaded, a self-signed organisation certificate made at first start). Shows the current
 * certificate's public facts and takes a new .p12/.pfx with its passphrase: the file goes through
 * `POST /files/uploads?purpose=pkcs12`, then `uploadSigningCertificate`; the server's reason (a wrong
 * passphrase, an expired certificate, no key…) shows on the file field and as a toast.
 */
import { Button, Callout, Card, FileInput, FormGroup, H4, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  OrganisationSigningCertificateDocument,
  type SigningCertificateFieldsFragment,
  UploadSigningCertificateDocument,
} from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { showError, showSuccess } from '../../../shared/toaster';
import { UploadError, uploadFile } from '../../../shared/uploads';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../certificates/dialogs/graphqlErrors';

/** The api's limits (api/src/signing/certificate.ts). */
export const PKCS12_MAX_BYTES = 100 * 1024;
export const PASSPHRASE_MAX = 200;

export const SIGNING_MESSAGES = {
  noFile: 'Please choose a PKCS#12 certificate file (.p12 or .pfx)',
  tooLarge: 'The certificate file must be at most 100 KB',
  wrongType: 'The certificate file must be a .p12 or .pfx file',
  passphraseTooLong: `The passphrase must be at most ${PASSPHRASE_MAX} characters`,
  failed: 'The certificate could not be uploaded. Please try again.',
} as const;

interface SigningErrors {
  file?: string;
  passphrase?: string;
}

/** The client's courtesy checks (the server opens and checks the file). */
export function validateSigningUpload(file: File | null, passphrase: string): SigningErrors {
  const errors: SigningErrors = {};
  if (!file) errors.file = SIGNING_MESSAGES.noFile;
  else if (!/\.(p12|pfx)$/i.test(file.name)) errors.file = SIGNING_MESSAGES.wrongType;
  else if (file.size > PKCS12_MAX_BYTES) errors.file = SIGNING_MESSAGES.tooLarge;
  if (passphrase.length > PASSPHRASE_MAX) errors.passphrase = SIGNING_MESSAGES.passphraseTooLong;
  return errors;
}

/** The current certificate's facts. */
function Facts({ certificate }: { certificate: SigningCertificateFieldsFragment }) {
  const { formatDate } = useDisplayDate();
  const expiresSoon = Date.parse(certificate.notAfter) - Date.now() < 60 * 86_400_000;
  return (
    <dl className="signing-facts">
      <dt>Signer</dt>
      <dd>
        {certificate.commonName}{' '}
        {certificate.source === 'GENERATED' ? (
          <Tag minimal>Self-signed by Certify</Tag>
        ) : (
          <Tag minimal intent={Intent.SUCCESS}>
            Uploaded
          </Tag>
        )}
      </dd>
      <dt>Issued by</dt>
      <dd>{certificate.selfSigned ? 'Itself (self-signed)' : certificate.issuer}</dd>
      <dt>Valid</dt>
      <dd>
        {formatDate(certificate.notBefore)} to {formatDate(certificate.notAfter)}
        {expiresSoon && (
          <Tag minimal intent={Intent.WARNING} className="signing-facts__tag">
            Expires soon
          </Tag>
        )}
      </dd>
      <dt>{certificate.source === 'GENERATED' ? 'Made' : 'Uploaded'}</dt>
      <dd>
        {formatDate(certificate.uploadedAt, true)}
        {certificate.uploadedBy ? ` by ${certificate.uploadedBy}` : ''}
      </dd>
      <dt>Key</dt>
      <dd>{certificate.algorithm}</dd>
      <dt>SHA-256 fingerprint</dt>
      <dd className="signing-facts__fingerprint">{certificate.fingerprintSha256}</dd>
    </dl>
  );
}

/** The Document signing card of Organisation Settings. */
export function SigningCertificateSection() {
  const { data, loading, error, refetch } = useQuery(OrganisationSigningCertificateDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [upload] = useMutation(UploadSigningCertificateDocument, {
    update(cache, result) {
      const organisationSigningCertificate = result.data?.uploadSigningCertificate.signingCertificate;
      if (organisationSigningCertificate) {
        cache.writeQuery({ query: OrganisationSigningCertificateDocument, data: { organisationSigningCertificate } });
      }
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<SigningErrors>({});
  const [formKey, setFormKey] = useState(0);
  const { pending, running, run } = useSubmitOnce();
  const certificate = data?.organisationSigningCertificate;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (running()) return;
    const found = validateSigningUpload(file, passphrase);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    await run(async () => {
      try {
        const { id } = await uploadFile(file, 'pkcs12');
        const result = await upload({ variables: { input: { uploadId: id, passphrase } } });
        void showSuccess(result.data?.uploadSigningCertificate.message ?? 'Signing certificate uploaded successfully');
        setFile(null);
        setPassphrase('');
        setFormKey((k) => k + 1);
      } catch (err) {
        if (err instanceof UploadError) {
          setErrors({ file: err.message });
          void showError(err.message);
          return;
        }
        const message = graphqlErrorMessage(err, SIGNING_MESSAGES.failed);
        const fields = graphqlFieldErrors(err);
        setErrors({
          file: fields.uploadId ?? (fields.passphrase ? undefined : message),
          passphrase: fields.passphrase,
        });
        void showError(message);
      }
    });
  }

  return (
    <Card className="settings-card signing-card" aria-labelledby="signing-title">
      <H4 id="signing-title">Document signing</H4>
      <p className="settings-muted">
        Every printed certificate PDF is digitally signed by the organisation, so a PDF reader shows any change made
        after printing. Until you upload your own certificate, Certify signs with a self-signed one; PDF readers then
        show the signature as valid but the signer as not yet trusted.
      </p>
      {loading && !data ? (
        <Spinner size={24} />
      ) : error && !data ? (
        <Callout intent={Intent.DANGER} title="Could not load the signing certificate">
          <p>{error.message}</p>
          <Button text="Retry" icon="refresh" onClick={() => void refetch()} />
        </Callout>
      ) : certificate ? (
        <Facts certificate={certificate} />
      ) : null}
      <form key={formKey} onSubmit={(e) => void submit(e)} aria-label="Upload a signing certificate" noValidate>
        <div className="organisation-form__grid">
          <FormGroup
            label="Certificate file (.p12 or .pfx)"
            labelFor="signing-file"
            intent={errors.file ? Intent.DANGER : Intent.NONE}
            helperText={errors.file ?? 'A PKCS#12 file with one RSA private key and its certificate, at most 100 KB.'}
          >
            <FileInput
              className="settings-file-input"
              text={file?.name ?? 'Choose a certificate…'}
              hasSelection={file !== null}
              disabled={pending}
              inputProps={{
                id: 'signing-file',
                accept: '.p12,.pfx,application/x-pkcs12',
                'aria-label': 'Signing certificate file',
              }}
              onInputChange={(e) => {
                const chosen = e.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setErrors(({ file: _gone, ...rest }) => rest);
              }}
            />
          </FormGroup>
          <FormGroup
            label="Passphrase"
            labelFor="signing-passphrase"
            intent={errors.passphrase ? Intent.DANGER : Intent.NONE}
            helperText={errors.passphrase ?? 'The password the file was exported with; leave empty if it has none.'}
          >
            <InputGroup
              id="signing-passphrase"
              type="password"
              autoComplete="off"
              value={passphrase}
              maxLength={PASSPHRASE_MAX + 1}
              disabled={pending}
              intent={errors.passphrase ? Intent.DANGER : Intent.NONE}
              onValueChange={(value) => {
                setPassphrase(value);
                setErrors(({ passphrase: _gone, ...rest }) => rest);
              }}
            />
          </FormGroup>
        </div>
        <div className="settings-actions">
          <Button type="submit" icon="upload" text="Upload certificate" loading={pending} />
        </div>
      </form>
    </Card>
  );
}
