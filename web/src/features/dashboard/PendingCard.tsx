/** A dashboard banner card with a count and a link to its list. */
import { Card, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router';

interface PendingCardProps {
  title: string;
  count: number;
  icon: IconName;
  to: string;
  tone: 'blue' | 'amber';
  loading?: boolean;
}

export function PendingCard({ title, count, icon, to, tone, loading = false }: PendingCardProps) {
  return (
    <Card className={`pending-card pending-card--${tone}`} elevation={1}>
      <span className="pending-card__icon">
        <Icon icon={icon} size={22} />
      </span>
      <div className="pending-card__body">
        <div className="pending-card__title">{title}</div>
        <div className={`pending-card__count${loading ? ' bp6-skeleton' : ''}`} data-testid={`count-${tone}`}>
          {count}
        </div>
        <Link to={to} className="pending-card__link">
          Open list →
        </Link>
      </div>
    </Card>
  );
}
