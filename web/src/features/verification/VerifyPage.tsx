/**
 * `/verify` and `/verify/:code`, the public verification page (docs/verification.md): no
 * login. With a code it shows the credential (organisation and logo, status in plain words, learner,
 * qualification, units of a statement of attainment, issue date, credential number) or says no
 * credential has that code; without one it asks for the code. Both offer "Check a document".
 */
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { VerificationDocument } from '../../generated/graphql';
import { CheckDocument } from './CheckDocument';
import { CredentialCard } from './CredentialCard';
import { CredentialDownload } from './CredentialDownload';
import { VerifyLayout } from './VerifyLayout';

/** The longest code the form sends (a real one has 26 characters, perhaps grouped). */
const MAX_CODE_LENGTH = 100;

/** The public verification page. docs/verification.md. */
export function VerifyPage() {
  const { code } = useParams();
  return (
    <VerifyLayout>
      <h1 className="verify-page__title">Verify a credential</h1>
      {code ? <CredentialByCode key={code} code={code} /> : <CodeEntry intro />}
      <CheckDocument />
    </VerifyLayout>
  );
}

/** The credential with `code`, or why there is none. */
function CredentialByCode({ code }: { code: string }) {
  const { data, loading, error, refetch } = useQuery(VerificationDocument, {
    variables: { code },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  if (loading) {
    return (
      <Card className="verify-credential verify-credential--loading" aria-busy="true">
        <Spinner size={24} />
        <span>Checking the code…</span>
      </Card>
    );
  }
  if (error) {
    return (
      <Callout intent="danger" icon="error" title="The code could not be checked" className="verify-notice">
        <p>Something went wrong while checking the code. Please try again.</p>
        <Button text="Retry" icon="refresh" onClick={() => void refetch()} />
      </Callout>
    );
  }
  const credential = data?.verification;
  if (!credential) {
    return (
      <>
        <Callout
          intent="danger"
          icon="search"
          title="No credential found"
          className="verify-notice"
          data-status="unknown"
        >
          No credential has the code <strong className="verify-code">{code}</strong>. Check the code printed on the
          certificate and try again.
        </Callout>
        <CodeEntry initial={code} />
      </>
    );
  }
  return (
    <>
      <CredentialCard credential={credential} />
      {credential.credentialUrl ? (
        <CredentialDownload url={credential.credentialUrl} credentialNumber={credential.credentialNumber} />
      ) : null}
    </>
  );
}

/** The verification code form: opens `/verify/{code}`. */
function CodeEntry({ intro = false, initial = '' }: { intro?: boolean; initial?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.replace(/\s+/g, '');
    if (!code) {
      setError('Please enter the verification code');
      return;
    }
    void navigate(`/verify/${encodeURIComponent(code)}`);
  }

  return (
    <Card className="verify-entry">
      <form onSubmit={submit} noValidate>
        {intro ? (
          <p className="verify-muted">
            Scan the QR code on the certificate, or enter the verification code printed beneath it, to see whether the
            credential is valid.
          </p>
        ) : null}
        <FormGroup
          label="Verification code"
          labelFor="verify-code"
          helperText={error}
          intent={error ? 'danger' : 'none'}
        >
          <div className="verify-entry__row">
            <InputGroup
              id="verify-code"
              name="code"
              size="large"
              value={value}
              maxLength={MAX_CODE_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. ABCD-EFGH-…"
              intent={error ? 'danger' : 'none'}
              onValueChange={(v) => {
                setValue(v);
                setError(undefined);
              }}
            />
            <Button type="submit" intent="primary" size="large" text="Verify" />
          </div>
        </FormGroup>
      </form>
    </Card>
  );
}
