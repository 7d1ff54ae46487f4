/**
 * The 30-day issuance clock banner (extension: the Standards for RTOs 2025 issue a credential
 * within 30 calendar days of completion): certificates not yet issued whose request is older than
 * 21 and than 30 days, oldest first, each linking to its detail in the viewer's list; and a link to
 * the 30-day compliance report (docs/compliance.md).
 */
import { Card, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { WaitingCertificateFieldsFragment } from '../../generated/graphql';
import type { DetailNavigationState } from '../certificates/lists/certificateRow';
import { CERTIFICATE_LISTS } from '../certificates/lists/listDefinitions';

/** The 30-day compliance report (docs/compliance.md): per month, issued within and beyond 30 days. */
export const COMPLIANCE_REPORT_PATH = '/dashboard/compliance';

/** How many of the oldest are listed on the card. */
const SHOWN = 5;

const listPath = (key: WaitingCertificateFieldsFragment['list']) =>
  CERTIFICATE_LISTS.find((l) => l.key === key)?.path ?? 'requested-list';

interface IssuanceClockCardProps {
  olderThan21Days: readonly WaitingCertificateFieldsFragment[];
  olderThan30Days: number;
  loading: boolean;
}

/** The banner: counts past 21 and 30 days, and the oldest certificates as links. */
export function IssuanceClockCard({ olderThan21Days, olderThan30Days, loading }: IssuanceClockCardProps) {
  const tone = olderThan30Days > 0 ? 'red' : olderThan21Days.length > 0 ? 'amber' : 'green';
  return (
    <Card
      className={`pending-card pending-card--${tone} issuance-clock`}
      elevation={1}
      aria-labelledby="issuance-title"
    >
      <span className="pending-card__icon" aria-hidden="true">
        <Icon icon="time" size={22} />
      </span>
      <div className="pending-card__body issuance-clock__body">
        <div className="pending-card__title" id="issuance-title">
          30-day issuance clock
        </div>
        <div className={`issuance-clock__counts${loading ? ' bp6-skeleton' : ''}`}>
          <span data-testid="count-over-30-days">
            <strong>{olderThan30Days}</strong> over 30 days
          </span>
          <span data-testid="count-over-21-days">
            <strong>{olderThan21Days.length}</strong> over 21 days
          </span>
        </div>
        {!loading && olderThan21Days.length === 0 && (
          <p className="dashboard__muted">Nothing in your lists has waited more than 21 days.</p>
        )}
        {olderThan21Days.length > 0 && (
          <ul className="issuance-clock__list" aria-label="Waiting longest">
            {olderThan21Days.slice(0, SHOWN).map((c) => (
              <li key={c.id}>
                <Link
                  to={`/certificates/${listPath(c.list)}/${c.id}`}
                  state={{ certificateId: c.id, list: c.list } satisfies DetailNavigationState}
                >
                  {c.credentialNumber} · {c.studentName}
                </Link>{' '}
                <Tag minimal intent={c.daysWaiting > 30 ? 'danger' : 'warning'}>
                  {c.daysWaiting} days
                </Tag>
              </li>
            ))}
            {olderThan21Days.length > SHOWN && (
              <li className="dashboard__muted">and {olderThan21Days.length - SHOWN} more</li>
            )}
          </ul>
        )}
        <Link to={COMPLIANCE_REPORT_PATH} className="issuance-clock__report">
          View the 30-day compliance report
        </Link>
      </div>
    </Card>
  );
}
