/** The Status cell of the user and role tables (spec: access-and-administration §4: active/inactive). */
import { Tag } from '@blueprintjs/core';

/** 'Active' (green) or 'Inactive' (grey); nothing while unknown. */
export function StatusTag({ active }: { active: boolean | null | undefined }) {
  if (active === null || active === undefined) return null;
  return (
    <Tag minimal round intent={active ? 'success' : 'none'}>
      {active ? 'Active' : 'Inactive'}
    </Tag>
  );
}
