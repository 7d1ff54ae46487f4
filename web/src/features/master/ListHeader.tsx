/**
 * The title row of a master list: the title, the total as a badge and the buttons the viewer's
 * grants allow (spec: access-and-administration §2 "Master area", §6).
 */
import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface ListHeaderProps {
  title: string;
  /** What the rows are ("campuses"), for the badge's accessible name. */
  noun: string;
  totalCount: number;
  actions?: ReactNode;
}

/** A master list's heading with its count and actions. */
export function ListHeader({ title, noun, totalCount, actions }: ListHeaderProps) {
  return (
    <div className="page__header master-header">
      <h1 className="page__title">{title}</h1>
      <Tag round minimal intent="primary" className="page__count" aria-label={`Total ${noun}`}>
        {totalCount}
      </Tag>
      <span className="page__spacer" />
      {actions && <div className="master-header__actions">{actions}</div>}
    </div>
  );
}
