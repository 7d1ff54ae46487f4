/**
 * The Add User and Update User form (spec: access-and-administration §2 "User Management", §5
 * "Add user"): first name, last name, mobile number, e-mail (read-only when updating), password (new
 * users), status (active by default) and, for new users, roles. Submit is blocked while pending;
 * the §5 messages show under their fields, the server's too.
 */
import { Button, Card, Checkbox, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useValidatedForm } from '../../shared/useValidatedForm';
import {
  emptyUserForm,
  hasUserErrors,
  type UserField,
  type UserFormErrors,
  type UserFormValues,
  validateUserForm,
} from './validateUserForm';
import './users.css';

/** A role the new user may be given. */
export interface RoleChoice {
  id: string;
  name: string;
  active: boolean | null;
}

interface UserFormProps {
  mode: 'add' | 'update';
  initialValues?: UserFormValues;
  /** Roles offered to a new user (none: the Roles group is not shown). */
  roleChoices?: RoleChoice[];
  submitText: string;
  /** Saves; resolves with the server's field errors (if any) to show on the form. */
  onSubmit: (values: UserFormValues) => Promise<UserFormErrors | undefined>;
  onBack: () => void;
}

/** The user form. spec: access-and-administration §5 "Add user". */
export function UserForm({ mode, initialValues, roleChoices = [], submitText, onSubmit, onBack }: UserFormProps) {
  const { values, errors, pending, update, submit } = useValidatedForm<UserFormValues, UserFormErrors>({
    initialValues: () => initialValues ?? emptyUserForm(),
    noErrors: () => ({}),
    validate: (next) => validateUserForm(next, mode),
    hasErrors: hasUserErrors,
    onSubmit,
  });

  const intentOf = (field: UserField) => (errors[field] ? Intent.DANGER : Intent.NONE);
  const text = (
    field: 'firstName' | 'lastName' | 'mobileNumber' | 'email' | 'password',
    label: string,
    props: React.ComponentProps<typeof InputGroup> = {},
  ) => (
    <FormGroup
      label={label}
      labelFor={`user-${field}`}
      labelInfo={props.readOnly ? undefined : '*'}
      intent={intentOf(field)}
      helperText={errors[field]}
    >
      <InputGroup
        id={`user-${field}`}
        value={values[field]}
        intent={intentOf(field)}
        onChange={(e) => update({ [field]: e.currentTarget.value })}
        {...props}
      />
    </FormGroup>
  );

  const toggleRole = (id: string) =>
    update({ roleIds: values.roleIds.includes(id) ? values.roleIds.filter((r) => r !== id) : [...values.roleIds, id] });

  return (
    <form className="user-form" onSubmit={submit} noValidate aria-busy={pending} aria-label="User details">
      <Card className="user-form__card">
        <div className="user-form__grid">
          {text('firstName', 'First name', { autoComplete: 'off' })}
          {text('lastName', 'Last name', { autoComplete: 'off' })}
          {text('mobileNumber', 'Mobile Number', { type: 'tel', autoComplete: 'off' })}
          {mode === 'add'
            ? text('email', 'Email', { type: 'email', autoComplete: 'off' })
            : text('email', 'Email', { readOnly: true, disabled: true })}
          {mode === 'add' && text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
          <FormGroup label="Status" labelFor="user-active" helperText={errors.active} intent={intentOf('active')}>
            <Switch
              id="user-active"
              checked={values.active}
              label={values.active ? 'Active' : 'Inactive'}
              onChange={(e) => update({ active: e.currentTarget.checked })}
            />
          </FormGroup>
        </div>
        {mode === 'add' && roleChoices.length > 0 && (
          <FormGroup
            label="Roles"
            labelInfo="(optional)"
            helperText={errors.roleIds}
            intent={intentOf('roleIds')}
            className="user-form__roles"
          >
            <fieldset aria-label="Roles" className="user-form__role-list">
              {roleChoices.map((role) => (
                <Checkbox
                  key={role.id}
                  label={role.active === false ? `${role.name} (inactive)` : role.name}
                  checked={values.roleIds.includes(role.id)}
                  onChange={() => toggleRole(role.id)}
                />
              ))}
            </fieldset>
          </FormGroup>
        )}
      </Card>
      <div className="user-form__buttons">
        <Button text="Back" icon="arrow-left" onClick={onBack} disabled={pending} />
        <Button type="submit" intent={Intent.PRIMARY} text={submitText} loading={pending} disabled={pending} />
      </div>
    </form>
  );
}
