/**
 * One credential as the public sees it (docs/verification.md): the issuing organisation
 * with its logo, the status in plain words with a clear colour (valid: green; reissued: amber with
 * the date; cancelled: red with the date), the learner, the qualification or statement and its
 * code, the issue date, the credential number and, for a statement of attainment, its units.
 */
import { Callout, Card, HTMLTable, type IconName, type Intent, Tag } from '@blueprintjs/core';
import type { CredentialVerificationFieldsFragment, VerificationStatus } from '../../generated/graphql';
import { longDate } from './dates';

interface StatusView {
  /** The status in one plain word. */
  word: string;
  intent: Intent;
  icon: IconName;
  /** One sentence saying what it means (with the date). */
  text: string;
}

/** The plain-words status of a credential. */
export function statusView(
  c: Pick<CredentialVerificationFieldsFragment, 'status' | 'reissuedOn' | 'cancelledOn' | 'organisation'>,
) {
  const views: Record<VerificationStatus, () => StatusView> = {
    VALID: () => ({
      word: 'Valid',
      intent: 'success',
      icon: 'tick-circle',
      text: `This credential is valid: it was issued by ${c.organisation.name} and has not been cancelled.`,
    }),
    REISSUED: () => ({
      word: `Reissued on ${longDate(c.reissuedOn)}`,
      intent: 'warning',
      icon: 'refresh',
      text:
        `This credential is valid. A new copy was issued on ${longDate(c.reissuedOn)}; ` +
        'it replaces any copy printed before that date.',
    }),
    CANCELLED: () => ({
      word: `Cancelled on ${longDate(c.cancelledOn)}`,
      intent: 'danger',
      icon: 'error',
      text: `This credential was cancelled on ${longDate(c.cancelledOn)} and is no longer valid.`,
    }),
  };
  return views[c.status]();
}

/** The status banner of a credential. */
export function CredentialStatus({ credential }: { credential: CredentialVerificationFieldsFragment }) {
  const view = statusView(credential);
  return (
    <Callout
      className="verify-status"
      intent={view.intent}
      icon={view.icon}
      title={view.word}
      data-status={credential.status.toLowerCase()}
    >
      {view.text}
    </Callout>
  );
}

/** The status as a compact tag (in a list of credentials). */
export function CredentialStatusTag({ credential }: { credential: CredentialVerificationFieldsFragment }) {
  const view = statusView(credential);
  return (
    <Tag intent={view.intent} icon={view.icon} size="large" data-status={credential.status.toLowerCase()}>
      {view.word}
    </Tag>
  );
}

/** A credential's public view. docs/verification.md. */
export function CredentialCard({ credential }: { credential: CredentialVerificationFieldsFragment }) {
  const c = credential;
  return (
    <Card className="verify-credential">
      <div className="verify-credential__org">
        {c.organisation.logoUrl ? (
          <img className="verify-credential__logo" src={c.organisation.logoUrl} alt="" />
        ) : null}
        <div>
          <p className="verify-credential__issued-by">Issued by</p>
          <h2 className="verify-credential__org-name" id="verify-credential-title">
            {c.organisation.name}
          </h2>
        </div>
      </div>
      <CredentialStatus credential={c} />
      <dl className="verify-facts">
        <dt>Learner</dt>
        <dd>{c.learnerName}</dd>
        <dt>{c.certificateTypeName}</dt>
        <dd>
          {c.courseTitle} <span className="verify-facts__code">({c.courseCode})</span>
        </dd>
        <dt>Issue date</dt>
        <dd>{longDate(c.issueDate)}</dd>
        <dt>Credential number</dt>
        <dd className="verify-facts__number">{c.credentialNumber}</dd>
      </dl>
      {c.units.length > 0 ? (
        <section className="verify-units" aria-labelledby="verify-units-title">
          <h3 id="verify-units-title">Units of competency</h3>
          <HTMLTable compact striped className="verify-units__table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Title</th>
              </tr>
            </thead>
            <tbody>
              {c.units.map((u) => (
                <tr key={`${u.code} ${u.title}`}>
                  <td className="verify-units__code">{u.code}</td>
                  <td>{u.title}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      ) : null}
    </Card>
  );
}
