/**
 * /settings/user-management/:id — Update User (spec: access-and-administration §2, §7
 * `/user/{id}/update`): names, mobile number and status, the e-mail shown read-only. The version
 * read goes with the change: when someone else changed the user meanwhile the server answers
 * CONFLICT, the admin is told so and the form reloads the user as it is now.
 */
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { UpdateUserDocument, UserDetailDocument } from '../../generated/graphql';
import { showSuccess } from '../../shared/toaster';
import { PageHeader } from '../certificates/detail/PageHeader';
import { USER_LIST_PATH } from './AddUserPage';
import { evictAdminLists } from './shared/adminCache';
import { graphqlFieldErrors, toastError } from './shared/mutationErrors';
import { UserForm } from './UserForm';
import { type UserFormErrors, type UserFormValues, userFieldErrors } from './validateUserForm';

/** The Update User screen. spec: access-and-administration §2 "Update User page". */
export function UpdateUserPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const back = () => void navigate(USER_LIST_PATH);
  const { data, loading, error, refetch } = useQuery(UserDetailDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [updateUser] = useMutation(UpdateUserDocument, { update: evictAdminLists });
  const user = data?.user;

  const submit = async (values: UserFormValues): Promise<UserFormErrors | undefined> => {
    if (!user) return undefined;
    try {
      const result = await updateUser({
        variables: {
          input: {
            id: user.id,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            mobileNumber: values.mobileNumber.trim(),
            active: values.active,
            version: user.version,
          },
        },
      });
      void showSuccess(result.data?.updateUser.message ?? 'User updated successfully');
      back();
      return undefined;
    } catch (err) {
      const code = toastError(err, 'The user could not be updated');
      // someone else changed the user: show it as it is now (the form restarts from the new version)
      if (code === 'CONFLICT') await refetch();
      return code === 'BAD_USER_INPUT' ? userFieldErrors(graphqlFieldErrors(err)).errors : undefined;
    }
  };

  let body: React.ReactNode;
  if (user) {
    body = (
      <UserForm
        key={`${user.id}:${user.version ?? ''}`}
        mode="update"
        initialValues={{
          firstName: user.firstName,
          lastName: user.lastName,
          mobileNumber: user.mobileNumber ?? '',
          email: user.email ?? '',
          password: '',
          active: user.active ?? true,
          roleIds: (user.roles ?? []).map((r) => r.id),
        }}
        submitText="Update"
        onSubmit={submit}
        onBack={back}
      />
    );
  } else if (loading) {
    body = <Spinner className="certify-page-spinner" />;
  } else {
    body = (
      <NonIdealState
        icon={error ? 'error' : 'search'}
        title={error ? 'Could not load the user' : 'User not found'}
        description={error ? error.message : 'The user does not exist or was deleted.'}
        action={<Button text="Back" icon="arrow-left" onClick={back} />}
      />
    );
  }

  return (
    <div className="certify-page">
      <PageHeader
        title="Update User"
        subtitle={user ? `${user.fullName} · ${user.email ?? ''}` : undefined}
        onBack={back}
      />
      {body}
    </div>
  );
}
