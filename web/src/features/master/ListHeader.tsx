/**
 * The title row of a master list: the title, the total as a badge (a skeleton until the first
 * answer, none when the load failed: never a false 0) and the buttons the viewer's grants allow
 * (spec: access-and-administration §2 "Master area", §6).
 */
import type { ReactNode } from 'react';
import { CountBadge } from '../../shared/TableSkeleton';
import type { MasterRows } from './MasterTable';

interface ListHeaderProps {
  title: string;
  /** What the rows are ("campuses"), for the badge's accessible name. */
  noun: string;
  /** The list query's answer (`masterRows`): its total and whether it failed. */
  listed: MasterRows<unknown>;
  actions?: ReactNode;
}

/** A master list's heading with its count and actions. */
export function ListHeader({ title, noun, listed, actions }: ListHeaderProps) {
  return (
    <div className="page__header master-header">
      <h1 className="page__title">{title}</h1>
      <CountBadge count={listed.totalCount} failed={!!listed.error} label={`Total ${noun}`} />
      <span className="page__spacer" />
      {actions && <div className="master-header__actions">{actions}</div>}
    </div>
  );
}
