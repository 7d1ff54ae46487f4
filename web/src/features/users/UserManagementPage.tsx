/**
 * /settings/user-management — User Management (spec: access-and-administration §2, §6, §8, §9):
 * a server-paged table (5 a page with a chooser; serial numbers follow the real page size) of
 * serial number, first name, last name, email, status, roles, the Assign Role action, an edit icon
 * (Update User) and a delete icon (never on the viewer's own row); sortable columns; a search box
 * that searches as you type; an Add User button. Refusals are error toasts with the server's message.
 */
import { Alert, Button, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import {
  DeleteUserDocument,
  UserListDocument,
  type UserRowFieldsFragment,
  type UserSort,
  type UserSortField,
} from '../../generated/graphql';
import { Pagination } from '../../shared/Pagination';
import { serialNumber } from '../../shared/serialNumber';
import { SortableColumn } from '../../shared/SortableColumn';
import { loadFailure, TableState } from '../../shared/TableState';
import { showSuccess } from '../../shared/toaster';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { usePaging } from '../../shared/usePaging';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { AssignRoleDialog } from './AssignRoleDialog';
import { evictAdminLists } from './shared/adminCache';
import { toastError } from './shared/mutationErrors';
import { StatusTag } from './shared/statusTag';
import './users.css';

const SORTABLE: Array<{ field: UserSortField; title: string }> = [
  { field: 'FIRST_NAME', title: 'First Name' },
  { field: 'LAST_NAME', title: 'Last Name' },
  { field: 'EMAIL', title: 'Email' },
  { field: 'STATUS', title: 'Status' },
];

/** The User Management screen. spec: access-and-administration §2 "User Management". */
export function UserManagementPage() {
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const [searchText, setSearchText] = useState('');
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  // a new search starts on page 1
  const search = useDebouncedValue(searchText.trim(), () => setPage(1));
  const [sort, setSort] = useState<UserSort | null>(null);
  const [assigning, setAssigning] = useState<UserRowFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<UserRowFieldsFragment | null>(null);
  const deletion = useSubmitOnce();

  const { data, previousData, loading, error, refetch } = useQuery(UserListDocument, {
    variables: { search: search || null, page, pageSize, ...(sort ? { sort } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [deleteUser] = useMutation(DeleteUserDocument, { update: evictAdminLists });
  const connection = (data ?? previousData)?.users;
  const rows = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;

  // the last row of the last page went (a delete): show the page that is now last
  useEffect(() => {
    if (!loading && data && rows.length === 0 && totalCount > 0 && page > 1) {
      setPage(Math.max(1, Math.ceil(totalCount / pageSize)));
    }
  }, [loading, data, rows.length, totalCount, page, pageSize, setPage]);

  const confirmDelete = async () => {
    if (!deleting || deletion.running()) return;
    await deletion.run(async () => {
      try {
        const result = await deleteUser({ variables: { input: { id: deleting.id } } });
        void showSuccess(result.data?.deleteUser.message ?? 'User deleted successfully');
      } catch (err) {
        toastError(err, 'The user could not be deleted');
      } finally {
        setDeleting(null);
      }
    });
  };

  const sortColumn = (field: UserSortField, title: string) => (
    <SortableColumn
      key={field}
      title={title}
      direction={sort?.field === field ? sort.direction : null}
      onSort={(direction) => {
        setSort({ field, direction });
        setPage(1);
      }}
    />
  );

  return (
    <section className="page user-management-page">
      <div className="page__header">
        <h1 className="page__title">User Management</h1>
        <Tag round minimal intent="primary" className="page__count" aria-label="Total users">
          {totalCount}
        </Tag>
      </div>
      <div className="admin-toolbar">
        <InputGroup
          className="admin-toolbar__search"
          type="search"
          leftIcon="search"
          placeholder="Search by name or e-mail"
          aria-label="Search users"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
        />
        <span className="page__spacer" />
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text="Add User"
          onClick={() => void navigate('/settings/add-user')}
        />
      </div>
      <div className="list-card">
        <div className="certificate-table__wrap">
          <HTMLTable className="certificate-table admin-table" interactive aria-busy={loading} aria-label="Users">
            <thead>
              <tr>
                <th scope="col" className="admin-table__serial">
                  Sl.No
                </th>
                {SORTABLE.map((c) => sortColumn(c.field, c.title))}
                <th scope="col">Roles</th>
                <th scope="col">Assign Role</th>
                <th scope="col">
                  <span className="bp6-text-muted">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user, index) => (
                <tr key={user.id}>
                  <td className="admin-table__serial">{serialNumber(page, pageSize, index)}</td>
                  <td className="certificate-table__student">{user.firstName}</td>
                  <td>{user.lastName}</td>
                  <td>{user.email}</td>
                  <td>
                    <StatusTag active={user.active} />
                  </td>
                  <td>
                    <div className="admin-table__roles">
                      {(user.roles ?? []).map((role) => (
                        <Tag key={role.id} minimal>
                          {role.name}
                        </Tag>
                      ))}
                      {(user.roles ?? []).length === 0 && <span className="admin-table__muted">—</span>}
                    </div>
                  </td>
                  <td>
                    <Button size="small" variant="outlined" text="Assign Role" onClick={() => setAssigning(user)} />
                  </td>
                  <td className="admin-table__icons">
                    <Button
                      variant="minimal"
                      icon="edit"
                      aria-label={`Edit ${user.fullName}`}
                      title="Edit"
                      onClick={() => void navigate(`/settings/user-management/${user.id}`)}
                    />
                    {user.id !== viewer?.user.id && (
                      <Button
                        variant="minimal"
                        intent={Intent.DANGER}
                        icon="trash"
                        aria-label={`Delete ${user.fullName}`}
                        title="Delete"
                        onClick={() => setDeleting(user)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TableState
            rowCount={rows.length}
            loading={loading}
            icon="people"
            title="No users"
            description={search ? 'Nobody matches this search.' : undefined}
            failure={error && loadFailure('Could not load the users', error.message, () => void refetch())}
          />
        </div>
        <Pagination paging={paging} totalCount={totalCount} loading={loading} noun="users" />
      </div>
      <AssignRoleDialog user={assigning} onClose={() => setAssigning(null)} onStale={() => void refetch()} />
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        loading={deletion.pending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Delete <strong>{deleting?.fullName}</strong> ({deleting?.email})? They will no longer be able to sign in;
          their name stays on the certificates they handled.
        </p>
      </Alert>
    </section>
  );
}
