/** The certificate's audit trail as a compact timeline (newest last). */
import type { CertificateDetailFragment } from '../../../generated/graphql';

const ACTION_LABELS: Record<string, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  signed: 'Signed',
  issued: 'Issued',
  cancelled: 'Cancelled',
  printed: 'Printed',
  reprint_requested: 'Reprint requested',
  reprint_approved: 'Reprint approved',
  reprint_rejected: 'Reprint rejected',
  reprinted: 'Reprinted',
  delivered: 'E-mailed to the learner',
};

interface EventTimelineProps {
  events: CertificateDetailFragment['events'];
  formatDate: (value: string | null | undefined, withTime?: boolean) => string;
}

export function EventTimeline({ events, formatDate }: EventTimelineProps) {
  if (events.length === 0) return <p className="bp6-text-muted">No activity yet.</p>;
  const sorted = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ol className="certify-timeline">
      {sorted.map((e) => (
        <li key={e.id} className={`certify-timeline__item certify-timeline__item--${e.action}`}>
          <div className="certify-timeline__head">
            <strong>{ACTION_LABELS[e.action] ?? e.action.replace(/_/g, ' ')}</strong>
            <span> by {e.actorName}</span>
          </div>
          <time className="certify-timeline__time" dateTime={e.createdAt}>
            {formatDate(e.createdAt, true)}
          </time>
          {e.comment && <blockquote className="certify-timeline__comment">{e.comment}</blockquote>}
        </li>
      ))}
    </ol>
  );
}
