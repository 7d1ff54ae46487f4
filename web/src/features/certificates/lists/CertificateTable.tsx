/**
 * The list table: common columns, optional row checkboxes, Details / Preview / row actions;
 * skeleton rows while the first rows load, the failed load (with Retry) or the empty state.
 */
import { Button, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CertificateSort } from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { SkeletonRows } from '../../../shared/TableSkeleton';
import { TableState } from '../../../shared/TableState';
import { storeCertificateSelection } from '../detail/certificateSelection';
import { statusIntent, type CertificateRow, type DetailNavigationState } from './certificateRow';
import { listColumns } from './listColumns';
import type { CertificateListDefinition } from './listDefinitions';
import { SortableHeader } from './SortableHeader';

interface CertificateTableProps {
  definition: CertificateListDefinition;
  rows: CertificateRow[];
  loading: boolean;
  sort: CertificateSort | null;
  onSort: (sort: CertificateSort) => void;
  /** Row checkboxes (to-be-signed and send-to-print lists). */
  selectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  onToggleRow?: (row: CertificateRow) => void;
  onToggleAll?: (rows: CertificateRow[], select: boolean) => void;
  /** Extra buttons in the Action cell (Print / Reprint). */
  rowActions?: (row: CertificateRow) => ReactNode;
  /** The failed load, shown instead of rows (`listLoadFailure`). */
  failure?: ComponentProps<typeof TableState>['failure'];
  /** How many skeleton rows show while loading with no rows yet (default 5, the page size). */
  skeletonRows?: number;
}

export function CertificateTable({
  definition,
  rows,
  loading,
  sort,
  onSort,
  selectable = false,
  selectedIds = new Set(),
  onToggleRow,
  onToggleAll,
  rowActions,
  failure = null,
  skeletonRows = 5,
}: CertificateTableProps) {
  const navigate = useNavigate();
  const { formatDate } = useDisplayDate();
  const columns = listColumns(definition);
  const allSelected = rows.length > 0 && rows.every((r) => selectedIds.has(r.id));
  const someSelected = rows.some((r) => selectedIds.has(r.id));
  const alternate = definition.key === 'REPRINT_REQUESTS';
  const skeleton = loading && rows.length === 0 && !failure;
  const columnCount = columns.length + (selectable ? 1 : 0);

  const detailState = (row: CertificateRow): DetailNavigationState => ({ certificateId: row.id, list: definition.key });
  /** Opening a row's detail or preview stores it as the last selection (§2: the detail id falls back to it). */
  const select = (row: CertificateRow) => storeCertificateSelection(row.id, definition.path);
  const openDetails = (row: CertificateRow) => {
    select(row);
    void navigate(`/certificates/${definition.path}/${row.id}`, { state: detailState(row) });
  };

  return (
    <div className="certificate-table__wrap">
      <HTMLTable
        className={`certificate-table${alternate ? ' certificate-table--alternate' : ''}`}
        interactive
        striped={alternate}
        aria-busy={loading}
      >
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="certificate-table__check">
                <Checkbox
                  aria-label="Select all rows on this page"
                  checked={allSelected}
                  indeterminate={!allSelected && someSelected}
                  onChange={() => onToggleAll?.(rows, !allSelected)}
                />
              </th>
            )}
            {columns.map((column) => (
              <SortableHeader key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {skeleton && <SkeletonRows rows={skeletonRows} columns={columnCount} />}
          {rows.map((row) => (
            <tr key={row.id} className={selectedIds.has(row.id) ? 'is-selected' : undefined}>
              {selectable && (
                <td className="certificate-table__check">
                  <Checkbox
                    aria-label={`Select ${row.student.name}`}
                    checked={selectedIds.has(row.id)}
                    onChange={() => onToggleRow?.(row)}
                  />
                </td>
              )}
              <td className="certificate-table__student">{row.student.name}</td>
              <td>{row.course.name}</td>
              <td>{row.campus.name}</td>
              <td>{row.requisitioner.fullName}</td>
              <td className="certificate-table__nowrap">{formatDate(row.requestedDate)}</td>
              <td className="certificate-table__mono">{row.credentialNumber}</td>
              <td>
                <Tag minimal intent={statusIntent(row)}>
                  {row.statusLabel}
                </Tag>
              </td>
              <td>{row.certificateTypeName}</td>
              {definition.preview && (
                <td>
                  <Link
                    to={`/certificates/${definition.path}/${row.id}/preview`}
                    state={detailState(row)}
                    onClick={() => select(row)}
                  >
                    Preview
                  </Link>
                </td>
              )}
              <td className="certificate-table__actions">
                <Button size="small" variant="outlined" text="Details" onClick={() => openDetails(row)} />
                {rowActions?.(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {!skeleton && (
        <TableState
          rowCount={rows.length}
          loading={loading}
          icon="document"
          title="No certificates"
          description="Nothing matches this list and search."
          failure={failure}
        />
      )}
    </div>
  );
}
