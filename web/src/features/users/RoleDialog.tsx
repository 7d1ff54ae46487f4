/**
 * The role modal (spec: access-and-administration §2 "Role Management": 'Add Roles' opens it, the
 * edit icon opens it for a role): name and status, the role's grants — modules grouped by section
 * (Certificates, Master, Settings) and permissions, with the labels of `grantOptions` — and, for a
 * saved role, users to assign (only users not holding it yet are offered: `unassignedUsers`). An
 * edit carries the role's version; when someone else changed the role meanwhile the server answers
 * CONFLICT, the admin is told so and the modal reloads the role as it is now. A new role, once
 * created, stays open as that role so users can be assigned to it.
 */
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  AssignRoleUsersDocument,
  CreateRoleDocument,
  RoleDetailDocument,
  RoleGrantOptionsDocument,
  UnassignedUsersDocument,
  UpdateRoleDocument,
} from '../../generated/graphql';
import { showSuccess } from '../../shared/toaster';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { modulesBySection, ROLE_NAME_REQUIRED, type RoleFormValues, toggled } from './roleGrants';
import { evictAdminLists } from './shared/adminCache';
import { graphqlFieldErrors, toastError } from './shared/mutationErrors';
import './users.css';

interface RoleDialogProps {
  isOpen: boolean;
  /** The role to edit; null: a new role. Give the dialog a new `key` for each opening. */
  roleId: string | null;
  onClose: () => void;
}

const EMPTY_ROLE: RoleFormValues = { name: '', active: true, modules: [], permissions: [] };

/** The Add Roles / Edit Role modal. spec: access-and-administration §2 "Role Management", §6. */
export function RoleDialog({ isOpen, roleId: openedRoleId, onClose }: RoleDialogProps) {
  // a role created here stays open as that role (to assign users)
  const [roleId, setRoleId] = useState<string | null>(openedRoleId);
  const [values, setValues] = useState<RoleFormValues>(EMPTY_ROLE);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [userFilter, setUserFilter] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const submission = useSubmitOnce();
  const { pending } = submission;

  const options = useQuery(RoleGrantOptionsDocument, { skip: !isOpen, fetchPolicy: 'cache-first' });
  const detail = useQuery(RoleDetailDocument, {
    variables: { id: roleId ?? '' },
    skip: !isOpen || roleId === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const unassigned = useQuery(UnassignedUsersDocument, {
    variables: { roleId: roleId ?? '' },
    skip: !isOpen || roleId === null,
    fetchPolicy: 'network-only',
  });
  const [createRole] = useMutation(CreateRoleDocument, { update: evictAdminLists });
  const [updateRole] = useMutation(UpdateRoleDocument, { update: evictAdminLists });
  const [assignUsers] = useMutation(AssignRoleUsersDocument, { update: evictAdminLists });
  const role = roleId === null ? null : (detail.data?.role ?? null);

  // the role as read (again after a conflict): its current name, status, grants and version
  useEffect(() => {
    if (!role) return;
    setValues({
      name: role.name,
      active: role.active ?? true,
      modules: (role.modules ?? []).map((m) => m.name),
      permissions: (role.permissions ?? []).map((p) => p.code),
    });
    setNameError(undefined);
  }, [role]);

  const update = (patch: Partial<RoleFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (patch.name?.trim()) setNameError(undefined);
  };

  const run = async (work: () => Promise<void>) => {
    if (submission.running()) return;
    if (!values.name.trim()) {
      setNameError(ROLE_NAME_REQUIRED);
      return;
    }
    await submission.run(work);
  };

  const fieldError = (err: unknown) => setNameError(graphqlFieldErrors(err).name);

  const create = () =>
    run(async () => {
      try {
        const result = await createRole({
          variables: {
            input: {
              name: values.name.trim(),
              active: values.active,
              modules: values.modules,
              permissions: values.permissions,
            },
          },
        });
        void showSuccess(result.data?.createRole.message ?? 'Role created successfully');
        const created = result.data?.createRole.role;
        if (created) setRoleId(created.id);
        else onClose();
      } catch (err) {
        toastError(err, 'The role could not be created');
        fieldError(err);
      }
    });

  const save = () =>
    run(async () => {
      if (!role) return;
      try {
        const result = await updateRole({
          variables: {
            input: {
              id: role.id,
              name: values.name.trim(),
              active: values.active,
              modules: values.modules,
              permissions: values.permissions,
              version: role.version,
            },
          },
        });
        void showSuccess(result.data?.updateRole.message ?? 'Role updated successfully');
      } catch (err) {
        // someone else changed the role: show it as it is now
        if (toastError(err, 'The role could not be saved') === 'CONFLICT') await detail.refetch();
        fieldError(err);
        return;
      }
      if (userIds.length > 0) {
        try {
          const result = await assignUsers({ variables: { input: { roleId: role.id, userIds } } });
          void showSuccess(result.data?.assignRoleUsers.message ?? 'Users assigned successfully');
        } catch (err) {
          toastError(err, 'The users could not be assigned');
          await unassigned.refetch();
          return;
        }
      }
      onClose();
    });

  const grants = modulesBySection(options.data?.grantOptions.modules ?? []);
  const permissions = options.data?.grantOptions.permissions ?? [];
  const offered = (unassigned.data?.unassignedUsers ?? []).filter((u) =>
    u.fullName.toLowerCase().includes(userFilter.trim().toLowerCase()),
  );
  const editing = roleId !== null;
  const loadingRole = editing && !role && detail.loading;
  const missing = editing && !role && !detail.loading;

  let body: React.ReactNode;
  if ((options.loading && !options.data) || loadingRole) {
    body = <Spinner size={32} />;
  } else if (options.error && !options.data) {
    body = (
      <Callout intent={Intent.DANGER} title="Could not load what a role can grant">
        {options.error.message}
      </Callout>
    );
  } else if (missing) {
    body = <NonIdealState icon="search" title="Role not found" description={detail.error?.message} />;
  } else {
    body = (
      <>
        <div className="role-dialog__top">
          <FormGroup
            label="Name"
            labelFor="role-name"
            labelInfo="*"
            intent={nameError ? Intent.DANGER : Intent.NONE}
            helperText={nameError}
          >
            <InputGroup
              id="role-name"
              value={values.name}
              intent={nameError ? Intent.DANGER : Intent.NONE}
              onChange={(e) => update({ name: e.currentTarget.value })}
              autoFocus
            />
          </FormGroup>
          <FormGroup label="Status" labelFor="role-active">
            <Switch
              id="role-active"
              checked={values.active}
              label={values.active ? 'Active' : 'Inactive'}
              onChange={(e) => update({ active: e.currentTarget.checked })}
            />
          </FormGroup>
        </div>

        <h4 className="role-dialog__section-title">Modules</h4>
        <div className="role-dialog__grants">
          {grants.map((group) => (
            <fieldset key={group.section} className="role-dialog__group" aria-label={group.title}>
              <legend>{group.title}</legend>
              {group.modules.map((m) => (
                <Checkbox
                  key={m.name}
                  label={m.displayName}
                  checked={values.modules.includes(m.name)}
                  onChange={() => update({ modules: toggled(values.modules, m.name) })}
                />
              ))}
            </fieldset>
          ))}
        </div>

        <h4 className="role-dialog__section-title">Permissions</h4>
        <fieldset className="role-dialog__group role-dialog__permissions" aria-label="Permissions">
          {permissions.map((p) => (
            <Checkbox
              key={p.code}
              label={p.label}
              checked={values.permissions.includes(p.code)}
              onChange={() => update({ permissions: toggled(values.permissions, p.code) })}
            />
          ))}
        </fieldset>

        <h4 className="role-dialog__section-title">Assign users</h4>
        {!editing ? (
          <p className="bp6-text-muted">Create the role first; users can then be assigned to it here.</p>
        ) : unassigned.loading && !unassigned.data ? (
          <Spinner size={20} />
        ) : (unassigned.data?.unassignedUsers ?? []).length === 0 ? (
          <p className="bp6-text-muted">Every active user holds this role already.</p>
        ) : (
          <fieldset className="role-dialog__group" aria-label="Assign users">
            <InputGroup
              leftIcon="search"
              type="search"
              placeholder="Filter users"
              aria-label="Filter users"
              value={userFilter}
              onChange={(e) => setUserFilter(e.currentTarget.value)}
            />
            <div className="role-dialog__users">
              {offered.map((u) => (
                <Checkbox
                  key={u.id}
                  label={u.fullName}
                  checked={userIds.includes(u.id)}
                  onChange={() => setUserIds((ids) => toggled(ids, u.id))}
                />
              ))}
            </div>
          </fieldset>
        )}
      </>
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title={editing ? `Edit Role${role ? ` — ${role.name}` : ''}` : 'Add Roles'}
      icon={editing ? 'edit' : 'add'}
      className="role-dialog"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={editing ? 'Close' : 'Cancel'} onClick={onClose} disabled={pending} />
            <Button
              text={editing ? 'Save' : 'Create'}
              intent={Intent.PRIMARY}
              loading={pending}
              disabled={pending || !options.data || (editing && !role)}
              onClick={() => void (editing ? save() : create())}
            />
          </>
        }
      />
    </Dialog>
  );
}
