/**
 * /settings/add-user — the Add User form (spec: access-and-administration §2 "User Management",
 * §5 "Add user", §8). On success a toast and back to the list; the server's refusals as an error
 * toast and under their fields.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AddUserDocument, RoleChoicesDocument } from '../../generated/graphql';
import { showSuccess } from '../../shared/toaster';
import { PageHeader } from '../certificates/detail/PageHeader';
import { evictAdminLists } from './shared/adminCache';
import { graphqlFieldErrors, toastError } from './shared/mutationErrors';
import { UserForm } from './UserForm';
import { type UserFormErrors, type UserFormValues, userFieldErrors } from './validateUserForm';

export const USER_LIST_PATH = '/settings/user-management';

/** The Add User screen. spec: access-and-administration §5 "Add user". */
export function AddUserPage() {
  const navigate = useNavigate();
  // the roles a new user may be given (none offered when the viewer may not list roles)
  const { data: roleData } = useQuery(RoleChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const [addUser] = useMutation(AddUserDocument, { update: evictAdminLists });

  const submit = async (values: UserFormValues): Promise<UserFormErrors | undefined> => {
    try {
      const result = await addUser({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            mobileNumber: values.mobileNumber.trim(),
            email: values.email.trim(),
            password: values.password,
            active: values.active,
            roleIds: values.roleIds,
          },
        },
      });
      void showSuccess(result.data?.addUser.message ?? 'User added successfully');
      void navigate(USER_LIST_PATH);
      return undefined;
    } catch (err) {
      const code = toastError(err, 'The user could not be added');
      return code === 'BAD_USER_INPUT' ? userFieldErrors(graphqlFieldErrors(err)).errors : undefined;
    }
  };

  return (
    <div className="certify-page">
      <PageHeader
        title="Add User"
        subtitle="A new staff login; roles decide the menus and actions."
        onBack={() => void navigate(USER_LIST_PATH)}
      />
      <UserForm
        mode="add"
        roleChoices={roleData?.roles.nodes ?? []}
        submitText="Submit"
        onSubmit={submit}
        onBack={() => void navigate(USER_LIST_PATH)}
      />
    </div>
  );
}
