/**
 * The users of a role (spec: access-and-administration §2 "Role Management": the View column's
 * Details button "opens the users of the role"), paged on the server like the tables (5 a page).
 */
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { RoleUsersDocument } from '../../generated/graphql';
import { Pagination } from '../../shared/Pagination';
import { serialNumber } from '../../shared/serialNumber';
import { loadFailure, TableState } from '../../shared/TableState';
import { usePaging } from '../../shared/usePaging';
import { StatusTag } from './shared/statusTag';

interface RoleUsersDialogProps {
  /** The role whose users are shown; null: closed. */
  role: { id: string; name: string } | null;
  onClose: () => void;
}

/** The Details dialog of a role. spec: access-and-administration §2, §6 "viewing its users". */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const paging = usePaging();
  const { page, pageSize } = paging;
  const { data, previousData, loading, error, refetch } = useQuery(RoleUsersDocument, {
    variables: { id: role?.id ?? '', page, pageSize },
    skip: role === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const users = (data ?? previousData)?.role?.users;
  const rows = users?.nodes ?? [];
  const totalCount = users?.totalCount ?? 0;

  return (
    <Dialog
      isOpen={role !== null}
      onClose={onClose}
      title={role ? `Users — ${role.name}` : 'Users'}
      icon="people"
      className="role-dialog"
    >
      <DialogBody>
        <div className="list-card">
          <HTMLTable className="certificate-table admin-table" aria-label="Users of the role" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col" className="admin-table__serial">
                  Sl.No
                </th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u, index) => (
                <tr key={u.id}>
                  <td className="admin-table__serial">{serialNumber(page, pageSize, index)}</td>
                  <td className="certificate-table__student">{u.fullName}</td>
                  <td>{u.email}</td>
                  <td>
                    <StatusTag active={u.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TableState
            rowCount={rows.length}
            loading={loading}
            icon="people"
            title="No users hold this role"
            failure={error && loadFailure('Could not load the users', error.message, () => void refetch())}
          />
          <Pagination paging={paging} totalCount={totalCount} loading={loading} noun="users" />
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
