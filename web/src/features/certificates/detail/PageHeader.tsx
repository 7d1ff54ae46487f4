/**
 * Title row of the certificate pages: Back, title, subtitle (e.g. student name) and status tag,
 * actions on the right.
 */
import { Button } from '@blueprintjs/core';
import './certificateDetail.css';

interface PageHeaderProps {
  title: string;
  subtitle?: React.ReactNode;
  onBack?: () => void;
  actions?: React.ReactNode;
}

export function PageHeader({ title, subtitle, onBack, actions }: PageHeaderProps) {
  return (
    <div className="certify-page-header">
      <div className="certify-page-header__title">
        {onBack && <Button icon="arrow-left" variant="minimal" aria-label="Back" title="Back" onClick={onBack} />}
        <div>
          <h2 className="bp6-heading">{title}</h2>
          {subtitle && <div className="certify-page-header__subtitle">{subtitle}</div>}
        </div>
      </div>
      {actions && <div className="certify-page-header__actions">{actions}</div>}
    </div>
  );
}
