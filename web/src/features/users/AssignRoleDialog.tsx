/**
 * Assign Role: a checkbox group of every role for one user (spec: access-and-administration §2
 * "Assign Role is a checkbox group of roles for a user", §7 `/assignRole`). Saving sets exactly the
 * ticked roles, with the version the list read; a refusal (a stale version, the last
 * administrator) is an error toast with the server's message.
 */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AssignUserRolesDocument, RoleChoicesDocument, type UserRowFieldsFragment } from '../../generated/graphql';
import { showSuccess } from '../../shared/toaster';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { evictAdminLists } from './shared/adminCache';
import { toastError } from './shared/mutationErrors';

interface AssignRoleDialogProps {
  /** The user whose roles are set; null: closed. */
  user: UserRowFieldsFragment | null;
  onClose: () => void;
  /** After a refusal that means the row is out of date (CONFLICT): reload the list. */
  onStale: () => void;
}

/** The Assign Role dialog. spec: access-and-administration §2 "User Management". */
export function AssignRoleDialog({ user, onClose, onStale }: AssignRoleDialogProps) {
  const isOpen = user !== null;
  const { data, loading, error } = useQuery(RoleChoicesDocument, { skip: !isOpen, fetchPolicy: 'cache-and-network' });
  const [assign] = useMutation(AssignUserRolesDocument, { update: evictAdminLists });
  const [selected, setSelected] = useState<string[]>([]);
  const { pending, running, run } = useSubmitOnce();

  useEffect(() => {
    if (user) setSelected((user.roles ?? []).map((r) => r.id));
  }, [user]);

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((r) => r !== id) : [...s, id]));

  const save = async () => {
    if (!user || running()) return;
    await run(async () => {
      try {
        const result = await assign({
          variables: { input: { userId: user.id, roleIds: selected, version: user.version } },
        });
        void showSuccess(result.data?.assignUserRoles.message ?? 'Roles assigned successfully');
        onClose();
      } catch (err) {
        if (toastError(err, 'The roles could not be assigned') === 'CONFLICT') {
          onStale();
          onClose();
        }
      }
    });
  };

  const roles = data?.roles.nodes ?? [];
  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title={user ? `Assign Role — ${user.fullName}` : 'Assign Role'}
      icon="people"
    >
      <DialogBody>
        {error && !data ? (
          <Callout intent={Intent.DANGER} title="Could not load the roles">
            {error.message}
          </Callout>
        ) : loading && !data ? (
          <Spinner size={24} />
        ) : (
          <fieldset aria-label="Roles" className="assign-role-list">
            {roles.map((role, index) => (
              <Checkbox
                key={role.id}
                autoFocus={index === 0}
                label={role.active === false ? `${role.name} (inactive)` : role.name}
                checked={selected.includes(role.id)}
                onChange={() => toggle(role.id)}
              />
            ))}
          </fieldset>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={pending} />
            <Button
              text="Save"
              intent={Intent.PRIMARY}
              loading={pending}
              disabled={pending || !data}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
