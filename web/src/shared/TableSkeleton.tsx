/**
 * The loading state of a server-paged table (docs/product.md "Dashboard, register and exports": loading shows a
 * skeleton, never a false 0): placeholder rows, and the page title's count badge.
 */
import { Tag } from '@blueprintjs/core';
import './tableSkeleton.css';

/** `rows` placeholder rows of `columns` cells, for a table's `tbody` while its first rows load. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, r) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
    <tr key={r} className="table-skeleton__row">
      {Array.from({ length: columns }, (_, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity but their place
        <td key={c}>
          <span className="bp6-skeleton" aria-hidden="true">
            Loading
          </span>
        </td>
      ))}
    </tr>
  ));
}

interface CountBadgeProps {
  /** The total, or null while it is not known yet (a skeleton shows, not 0). */
  count: number | null;
  /** The load failed: no badge. */
  failed?: boolean;
  /** What is counted, for assistive technology ("Total certificates"). */
  label: string;
}

/** The count beside a page title. */
export function CountBadge({ count, failed = false, label }: CountBadgeProps) {
  if (failed) return null;
  if (count === null) {
    return (
      <span className="page__count page__count--loading bp6-skeleton" data-testid="count-loading" aria-hidden="true">
        00
      </span>
    );
  }
  return (
    <Tag round minimal intent="primary" className="page__count" aria-label={label}>
      {count}
    </Tag>
  );
}
