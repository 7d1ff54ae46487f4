/**
 * "Add API Client" (docs/integrators.md "Create an API client"): a name (required, at most 100 characters) and the
 * scopes (at least one). Created, the client joins the top of the cached table (the mutation's
 * payload, no refetch) and its secret is handed to the page to show once.
 */
import { Checkbox, Dialog, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  type ApiClientScope,
  ApiClientsDocument,
  CreateApiClientDocument,
  type CreateApiClientMutation,
} from '../../../generated/graphql';
import { DialogForm } from '../../../shared/DialogForm';
import { showSuccess } from '../../../shared/toaster';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { graphqlFieldErrors, toastError } from '../../users/shared/mutationErrors';
import { hasErrors, inputFieldErrors, SCOPE_OPTIONS, validateApiClient } from './apiClientLabels';

type Created = CreateApiClientMutation['createApiClient'];

interface AddApiClientDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the new client and its secret (shown once by the page). */
  onCreated: (created: Created) => void;
}

interface Errors {
  name?: string;
  scopes?: string;
}

/** The Add API Client modal. docs/integrators.md "Create an API client". */
export function AddApiClientDialog({ isOpen, onClose, onCreated }: AddApiClientDialogProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiClientScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const { pending, running, run } = useSubmitOnce();
  const [createApiClient] = useMutation(CreateApiClientDocument, {
    update(cache, result) {
      const created = result.data?.createApiClient.apiClient;
      if (!created) return;
      cache.updateQuery({ query: ApiClientsDocument }, (data) =>
        data && !data.apiClients.some((c) => c.id === created.id)
          ? { apiClients: [created, ...data.apiClients] }
          : data,
      );
    },
  });

  // after the first submission the messages follow the fields as they change
  const recheck = (next: { name: string; scopes: ApiClientScope[] }) => {
    if (submitted) setErrors(validateApiClient(next));
  };

  const toggleScope = (scope: ApiClientScope) => {
    const next = scopes.includes(scope) ? scopes.filter((s) => s !== scope) : [...scopes, scope];
    setScopes(next);
    recheck({ name, scopes: next });
  };

  const submit = () => {
    if (running()) return;
    setSubmitted(true);
    const found = validateApiClient({ name, scopes });
    setErrors(found);
    if (hasErrors({ ...found })) return;
    void run(async () => {
      try {
        const ordered = SCOPE_OPTIONS.map((o) => o.scope).filter((s) => scopes.includes(s));
        const result = await createApiClient({ variables: { input: { name: name.trim(), scopes: ordered } } });
        const created = result.data?.createApiClient;
        if (!created) return;
        void showSuccess(created.message);
        onCreated(created);
      } catch (err) {
        toastError(err, 'The API client could not be created');
        const fields = inputFieldErrors(graphqlFieldErrors(err));
        setErrors({ name: fields.name, scopes: fields.scopes });
      }
    });
  };

  const nameError = errors.name;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title="Add API Client"
      icon="key"
      className="api-client-dialog"
    >
      <DialogForm onSubmit={submit} onCancel={onClose} submitText="Create" submitIcon="add" pending={pending}>
        <FormGroup
          label="Name"
          labelFor="api-client-name"
          labelInfo="*"
          intent={nameError ? Intent.DANGER : Intent.NONE}
          helperText={nameError ?? 'Who calls with it, e.g. the student management system.'}
        >
          <InputGroup
            id="api-client-name"
            value={name}
            autoFocus
            intent={nameError ? Intent.DANGER : Intent.NONE}
            aria-invalid={nameError ? true : undefined}
            onChange={(e) => {
              setName(e.currentTarget.value);
              recheck({ name: e.currentTarget.value, scopes });
            }}
          />
        </FormGroup>
        <fieldset className="api-client-form__choices" aria-describedby="api-client-scopes-help">
          <legend>
            Scopes <span className="bp6-text-muted">*</span>
          </legend>
          {SCOPE_OPTIONS.map((option) => (
            <Checkbox
              key={option.scope}
              checked={scopes.includes(option.scope)}
              onChange={() => toggleScope(option.scope)}
              labelElement={
                <span className="api-client-form__choice">
                  <span className="api-client-form__choice-label">{option.label}</span>
                  <span className="api-client-form__choice-hint">{option.description}</span>
                </span>
              }
            />
          ))}
          <div
            id="api-client-scopes-help"
            className={`bp6-form-helper-text${errors.scopes ? ' api-client-form__error' : ''}`}
          >
            {errors.scopes ?? 'A client can do nothing outside its scopes.'}
          </div>
        </fieldset>
      </DialogForm>
    </Dialog>
  );
}
