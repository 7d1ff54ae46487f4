/**
 * A dashboard banner card: a title, a count (0 when absent) and, when the viewer may open it, a
 * link to the list that holds those certificates. spec: certificate-workflow §2 "Dashboard".
 */
import { Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PendingCardProps {
  title: string;
  /** null or undefined when absent: shows 0. */
  count: number | null | undefined;
  icon: IconName;
  /** The list the count opens; no link when absent (the viewer's roles do not grant it). */
  to?: string | null;
  tone: 'blue' | 'amber' | 'red' | 'green';
  loading?: boolean;
  /** Extra lines under the count. */
  children?: ReactNode;
  /** The link's text (default "Open list →"). */
  linkText?: string;
}

/** A banner card with a count and a link to its list. spec: certificate-workflow §2 "Dashboard". */
export function PendingCard({
  title,
  count,
  icon,
  to,
  tone,
  loading = false,
  children,
  linkText = 'Open list →',
}: PendingCardProps) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <Card className={`pending-card pending-card--${tone}`} elevation={1} aria-labelledby={`card-${slug}`}>
      <span className="pending-card__icon" aria-hidden="true">
        <Icon icon={icon} size={22} />
      </span>
      <div className="pending-card__body">
        <div className="pending-card__title" id={`card-${slug}`}>
          {title}
        </div>
        <div className={`pending-card__count${loading ? ' bp6-skeleton' : ''}`} data-testid={`count-${slug}`}>
          {count ?? 0}
        </div>
        {children}
        {to && !loading && (
          <Link to={to} className="pending-card__link">
            {linkText}
          </Link>
        )}
      </div>
    </Card>
  );
}
