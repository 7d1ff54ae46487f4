/**
 * /settings/role-management — Role Management (spec: access-and-administration §2, §6, §8, §9): a
 * server-paged table (5 a page with a chooser) of Sl.No, Roles (sortable by name), Status, View (a
 * Details button opening the role's users) and Action (an edit icon opening the role modal); an
 * 'Add Roles' button opens the same modal for a new role.
 */
import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RoleListDocument, type RoleRowFieldsFragment } from '../../generated/graphql';
import { RoleDialog } from './RoleDialog';
import { RoleUsersDialog } from './RoleUsersDialog';
import { Pagination } from '../../shared/Pagination';
import { serialNumber } from '../../shared/serialNumber';
import { SortableColumn, type SortDirectionName } from '../../shared/SortableColumn';
import { loadFailure, TableState } from '../../shared/TableState';
import { usePaging } from '../../shared/usePaging';
import { StatusTag } from './shared/statusTag';
import './users.css';

/** Which role modal is open (a new `key` per opening starts it afresh). */
interface RoleDialogState {
  open: boolean;
  roleId: string | null;
  key: number;
}

/** The Role Management screen. spec: access-and-administration §2 "Role Management". */
export function RoleManagementPage() {
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [direction, setDirection] = useState<SortDirectionName>('ASC');
  const [dialog, setDialog] = useState<RoleDialogState>({ open: false, roleId: null, key: 0 });
  const [viewing, setViewing] = useState<RoleRowFieldsFragment | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(RoleListDocument, {
    variables: { page, pageSize, sortDirection: direction },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.roles;
  const rows = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const openDialog = (roleId: string | null) => setDialog((d) => ({ open: true, roleId, key: d.key + 1 }));

  return (
    <section className="page role-management-page">
      <div className="page__header">
        <h1 className="page__title">Role Management</h1>
        <Tag round minimal intent="primary" className="page__count" aria-label="Total roles">
          {totalCount}
        </Tag>
        <span className="page__spacer" />
        <Button intent={Intent.PRIMARY} icon="add" text="Add Roles" onClick={() => openDialog(null)} />
      </div>
      <div className="list-card">
        <div className="certificate-table__wrap">
          <HTMLTable className="certificate-table admin-table" interactive aria-busy={loading} aria-label="Roles">
            <thead>
              <tr>
                <th scope="col" className="admin-table__serial">
                  Sl.No
                </th>
                <SortableColumn
                  title="Roles"
                  direction={direction}
                  onSort={(next) => {
                    setDirection(next);
                    setPage(1);
                  }}
                />
                <th scope="col">Status</th>
                <th scope="col">View</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((role, index) => (
                <tr key={role.id}>
                  <td className="admin-table__serial">{serialNumber(page, pageSize, index)}</td>
                  <td className="certificate-table__student">{role.name}</td>
                  <td>
                    <StatusTag active={role.active} />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="outlined"
                      text="Details"
                      aria-label={`Details of ${role.name}`}
                      onClick={() => setViewing(role)}
                    />
                  </td>
                  <td className="admin-table__icons">
                    <Button
                      variant="minimal"
                      icon="edit"
                      aria-label={`Edit ${role.name}`}
                      title="Edit"
                      onClick={() => openDialog(role.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TableState
            rowCount={rows.length}
            loading={loading}
            icon="shield"
            title="No roles"
            failure={error && loadFailure('Could not load the roles', error.message, () => void refetch())}
          />
        </div>
        <Pagination paging={paging} totalCount={totalCount} loading={loading} noun="roles" />
      </div>
      <RoleDialog
        key={dialog.key}
        isOpen={dialog.open}
        roleId={dialog.roleId}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <RoleUsersDialog key={viewing?.id ?? 'none'} role={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
