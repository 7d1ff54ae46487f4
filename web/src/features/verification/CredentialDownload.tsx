/**
 * "Download verifiable credential" (docs/verification.md: "a machine-readable copy … so
 * wallets and other systems can check it"): saves the credential's Open Badges 3.0 verifiable
 * credential as `<credential number>.json` — `{ credential, jwt }`, the credential to read and its
 * signed copy (a JWS the organisation's public key at `/.well-known/jwks.json` verifies). Offered
 * for a valid or reissued credential only (`credentialUrl` is null for a cancelled one).
 */
import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { downloadBlob } from '../../shared/files';

/** The file name of a credential number: characters a file system may refuse become `_`. */
export const credentialFileName = (credentialNumber: string) =>
  `${credentialNumber.replace(/[^\w.-]+/g, '_') || 'credential'}.json`;

/** The download button with its one-sentence explanation. */
export function CredentialDownload({ url, credentialNumber }: { url: string; credentialNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`${res.status}`);
      const body: unknown = await res.json();
      const blob = new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' });
      downloadBlob(blob, credentialFileName(credentialNumber));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="verify-download">
      <p className="verify-muted">
        A digitally signed copy of this credential (Open Badges 3.0 verifiable credential) for digital wallets and other
        systems, which can check it against the organisation&apos;s public key.
      </p>
      <Button
        icon="download"
        text="Download verifiable credential"
        loading={busy}
        disabled={busy}
        onClick={() => void download()}
      />
      {failed ? (
        <p className="verify-download__error" role="alert">
          The verifiable credential could not be downloaded. Please try again.
        </p>
      ) : null}
    </Card>
  );
}
