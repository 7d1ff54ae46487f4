/** Selected rows of a list, kept across pages (for the bulk rules) and cleared on demand. */
import { useState } from 'react';
import type { CertificateRow } from './certificateRow';

export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, CertificateRow>>(new Map());
  return {
    rows: [...selected.values()],
    ids: new Set(selected.keys()) as ReadonlySet<string>,
    toggle: (row: CertificateRow) =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      }),
    toggleAll: (rows: CertificateRow[], select: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const r of rows) {
          if (select) next.set(r.id, r);
          else next.delete(r.id);
        }
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}
