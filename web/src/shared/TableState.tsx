/**
 * What a table shows under its header when it has no rows: a spinner while loading, the failure
 * when it could not load, else its empty state (spec: access-and-administration §2, certificate-workflow
 * §2: every list has loading and empty states). Nothing while there are rows.
 */
import { Button, type IconName, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';

/** A table's failed load: shown instead of its empty state. */
export interface TableFailure {
  title: string;
  description?: ReactNode;
  action?: ReactElement;
}

interface TableStateProps {
  /** The rows shown: with any, nothing is rendered. */
  rowCount: number;
  loading: boolean;
  /** The empty state's icon, title and description. */
  icon: IconName;
  title: string;
  description?: ReactNode;
  /** When the rows could not be loaded (shown instead of the empty state). */
  failure?: TableFailure | null;
}

/** The loading, failed or empty state of a table. */
export function TableState({ rowCount, loading, icon, title, description, failure }: TableStateProps) {
  if (rowCount > 0) return null;
  if (loading) {
    return (
      <div className="certificate-table__empty">
        <Spinner size={24} />
      </div>
    );
  }
  if (failure) {
    return (
      <NonIdealState
        className="certificate-table__empty"
        icon="error"
        title={failure.title}
        description={failure.description}
        action={failure.action}
      />
    );
  }
  return <NonIdealState className="certificate-table__empty" icon={icon} title={title} description={description} />;
}

/** The failure of a table whose rows could not load: `title`, `description` (the reason) and Retry calling `retry`. */
export function loadFailure(title: string, description: ReactNode, retry: () => void): TableFailure {
  return { title, description, action: <Button text="Retry" icon="refresh" onClick={retry} /> };
}
