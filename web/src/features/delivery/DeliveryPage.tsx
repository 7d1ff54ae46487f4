/**
 * `/certificate/download/:token`, a learner's download page (docs/printing.md "Digital delivery"): public,
 * no login, not indexed (like the verify page). The link e-mailed when the certificate was printed
 * opens it: the organisation's logo and name, "Your certificate <title>", a Download PDF button
 * (the gateway's `/files/delivery/{token}`; each download is recorded in the audit trail), a link
 * to the credential's verify page and when the link expires. An unknown, malformed or expired
 * link says so; a cancelled certificate says it was cancelled and offers no download.
 */
import { useQuery } from '@apollo/client/react';
import { AnchorButton, Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { CertificateDeliveryDocument, type CertificateDeliveryQuery } from '../../generated/graphql';
import { CertifyLogo } from '../layout/CertifyLogo';
import { longDate } from '../verification/dates';
import '../verification/verify.css';
import './delivery.css';

/** What an unknown, malformed or expired link shows (the api's message). */
export const LINK_INVALID = 'This download link has expired or is not valid';
/** What a cancelled certificate's link shows. */
export const CERTIFICATE_CANCELLED = 'This certificate has been cancelled';

/** The longest token asked about (a real one has 43 characters). */
const MAX_TOKEN_LENGTH = 100;

/** A byte size in words: `183 KB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The public download page. docs/printing.md "Digital delivery". */
export function DeliveryPage() {
  const { token = '' } = useParams();
  return (
    <div className="verify-page">
      <meta name="robots" content="noindex, nofollow" />
      <title>Your certificate · Certify</title>
      <header className="verify-page__bar">
        <CertifyLogo size={28} />
        <span className="verify-page__bar-title">Certificate download</span>
      </header>
      <main className="verify-page__main">
        {token && token.length <= MAX_TOKEN_LENGTH ? <Delivery token={token} /> : <InvalidLink />}
      </main>
      <footer className="verify-page__footer">
        Certify certificate delivery · This page is not listed by search engines
      </footer>
    </div>
  );
}

function InvalidLink() {
  return (
    <Callout intent="danger" icon="link" title={LINK_INVALID} className="verify-notice" data-status="invalid">
      <p>Ask the organisation that issued your certificate to send it again.</p>
    </Callout>
  );
}

/** The page of the link with `token`. */
function Delivery({ token }: { token: string }) {
  const { data, loading, error, refetch } = useQuery(CertificateDeliveryDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  if (loading) {
    return (
      <Card className="verify-credential verify-credential--loading" aria-busy="true">
        <Spinner size={24} />
        <span>Opening your certificate…</span>
      </Card>
    );
  }
  if (error) {
    return (
      <Callout intent="danger" icon="error" title="Your certificate could not be opened" className="verify-notice">
        <p>Something went wrong. Please try again.</p>
        <Button text="Retry" icon="refresh" onClick={() => void refetch()} />
      </Callout>
    );
  }
  const delivery = data?.certificateDelivery;
  if (!delivery) return <InvalidLink />;
  return <DeliveryCard delivery={delivery} />;
}

type Delivery = NonNullable<CertificateDeliveryQuery['certificateDelivery']>;

/** The learner's certificate: organisation, title, download, verify link, expiry. */
export function DeliveryCard({ delivery: d }: { delivery: Delivery }) {
  return (
    <Card className="verify-credential delivery-card">
      <div className="verify-credential__org">
        {d.organisation.logoUrl ? (
          <img className="verify-credential__logo" src={d.organisation.logoUrl} alt="" />
        ) : null}
        <div>
          <p className="verify-credential__issued-by">Issued by</p>
          <p className="verify-credential__org-name">{d.organisation.name}</p>
        </div>
      </div>
      <h1 className="verify-page__title">
        Your certificate <span className="delivery-card__title">{d.credentialTitle}</span>
      </h1>
      <p>Hello {d.learnerFirstName},</p>
      {d.cancelled ? (
        <Callout intent="danger" icon="error" title={CERTIFICATE_CANCELLED} data-status="cancelled">
          It can no longer be downloaded. Contact {d.organisation.name} if you think this is a mistake.
        </Callout>
      ) : (
        <>
          <p>Your {d.certificateTypeName.toLowerCase()} is ready. Download your own copy and keep it safe.</p>
          <div className="delivery-card__actions">
            <AnchorButton
              intent="primary"
              size="large"
              icon="download"
              href={d.downloadUrl}
              download={d.fileName}
              text="Download PDF"
            />
            <span className="verify-muted">
              {d.fileName} · {fileSize(d.byteSize)}
            </span>
          </div>
        </>
      )}
      <dl className="verify-facts">
        <dt>{d.certificateTypeName}</dt>
        <dd>{d.credentialTitle}</dd>
        <dt>Issue date</dt>
        <dd>{longDate(d.issueDate)}</dd>
        <dt>Credential number</dt>
        <dd className="verify-facts__number">{d.credentialNumber}</dd>
      </dl>
      {d.verifyUrl ? (
        <p>
          Anyone you show your certificate to can check that it is genuine on its{' '}
          <a href={d.verifyUrl}>verification page</a>.
        </p>
      ) : null}
      <p className="verify-muted delivery-card__expiry">
        This link works until <time dateTime={d.expiresAt}>{longDate(d.expiresAt)}</time>.
      </p>
    </Card>
  );
}
