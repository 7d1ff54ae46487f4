/**
 * "Check a document" (docs/verification.md): a person drops a PDF (or chooses one); the
 * browser computes its SHA-256 with Web Crypto — the file never leaves the browser — and asks
 * `verifyDocument` whether it is exactly a PDF the organisation printed. Shows match (with the
 * credentials it holds and their status now) or no match.
 */
import { useApolloClient } from '@apollo/client/react';
import { Callout, Card, Icon, Spinner } from '@blueprintjs/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import { type VerifyDocumentQuery, VerifyDocumentDocument } from '../../generated/graphql';
import { CredentialStatusTag } from './CredentialCard';
import { longDate } from './dates';
import { canHashFiles, MAX_DOCUMENT_BYTES, sha256Hex } from './sha256';

type Check =
  | { state: 'idle' }
  | { state: 'checking'; fileName: string }
  | { state: 'done'; fileName: string; answer: VerifyDocumentQuery['verifyDocument'] }
  | { state: 'failed'; fileName: string; message: string };

/** The "Check a document" panel. docs/verification.md. */
export function CheckDocument() {
  const client = useApolloClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const busy = check.state === 'checking';

  async function checkFile(file: File | undefined) {
    if (!file || busy) return;
    const fileName = file.name || 'The file';
    if (!canHashFiles()) {
      setCheck({
        state: 'failed',
        fileName,
        message: 'This browser cannot check files on this connection (it needs a secure, https:// page).',
      });
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setCheck({ state: 'failed', fileName, message: 'The file is larger than 100 MB: no certificate is that large.' });
      return;
    }
    setCheck({ state: 'checking', fileName });
    try {
      const sha256 = await sha256Hex(file);
      const { data } = await client.query({
        query: VerifyDocumentDocument,
        variables: { sha256 },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no answer');
      setCheck({ state: 'done', fileName, answer: data.verifyDocument });
    } catch {
      setCheck({ state: 'failed', fileName, message: 'The file could not be checked just now. Please try again.' });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void checkFile(event.dataTransfer.files[0]);
  };

  return (
    <Card className="verify-check">
      <h2 className="verify-section-title">Check a document</h2>
      <p className="verify-muted">
        Have a PDF of a certificate? Drop it here to check it is exactly a document the organisation issued.{' '}
        <strong>Your file never leaves this browser:</strong> the browser computes the file's SHA-256 fingerprint and
        only that fingerprint is sent.
      </p>
      <label
        htmlFor={inputId}
        className={`verify-drop${dragging ? ' verify-drop--over' : ''}${busy ? ' verify-drop--busy' : ''}`}
        data-testid="verify-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon icon="document" size={28} className="verify-drop__icon" />
        <span className="verify-drop__text">
          Drop the PDF here, or <span className="verify-drop__choose">choose a file</span>
        </span>
        <input
          ref={input}
          id={inputId}
          className="verify-drop__input"
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          onChange={(e) => void checkFile(e.currentTarget.files?.[0])}
        />
      </label>
      <div className="verify-check__result" aria-live="polite">
        <CheckResult check={check} />
      </div>
    </Card>
  );
}

function CheckResult({ check }: { check: Check }) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p className="verify-check__checking">
          <Spinner size={16} /> Checking {check.fileName}…
        </p>
      );
    case 'failed':
      return (
        <Callout intent="danger" icon="error" title="Not checked">
          {check.message}
        </Callout>
      );
    case 'done': {
      const { answer } = check;
      if (!answer.match) {
        return (
          <Callout intent="danger" icon="cross-circle" title="No match" data-match="false">
            <strong className="verify-file">{check.fileName}</strong> is not a document the organisation issued, or it
            was changed after it was printed (a single changed byte gives no match).
          </Callout>
        );
      }
      return (
        <Callout intent="success" icon="tick-circle" title="Match" data-match="true">
          <p>
            <strong className="verify-file">{check.fileName}</strong> is exactly the document the organisation{' '}
            {answer.kind === 'REPRINT' ? 'reprinted' : answer.kind === 'DIGITAL' ? 'sent to the learner' : 'printed'} on{' '}
            {longDate(answer.printedAt)}. It holds:
          </p>
          <ul className="verify-check__credentials">
            {answer.credentials.map((c) => (
              <li key={c.credentialNumber}>
                <span className="verify-check__credential">
                  {c.credentialNumber} · {c.learnerName} · {c.certificateTypeName}: {c.courseTitle}
                </span>
                <CredentialStatusTag credential={c} />
              </li>
            ))}
          </ul>
        </Callout>
      );
    }
  }
}
