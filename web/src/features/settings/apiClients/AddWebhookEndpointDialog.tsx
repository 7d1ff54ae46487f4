/**
 * "Add endpoint" (docs/integrators.md "Webhooks"): an `https://` URL (at most 2,000 characters), the
 * certificate events it receives (at least one) and an optional note (at most 500 characters).
 * Created, the endpoint joins the client's cached list (the mutation's payload) and its signing
 * secret is handed to the drawer to show once.
 */
import { Button, Checkbox, Dialog, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  CreateWebhookEndpointDocument,
  type CreateWebhookEndpointMutation,
  WebhookEndpointsDocument,
  type WebhookEventType,
} from '../../../generated/graphql';
import { DialogForm } from '../../../shared/DialogForm';
import { showSuccess } from '../../../shared/toaster';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { graphqlFieldErrors, toastError } from '../../users/shared/mutationErrors';
import { EVENT_OPTIONS, hasErrors, inputFieldErrors, validateEndpoint } from './apiClientLabels';

type Created = CreateWebhookEndpointMutation['createWebhookEndpoint'];

interface AddWebhookEndpointDialogProps {
  isOpen: boolean;
  /** The API client the endpoint belongs to. */
  apiClientId: string;
  onClose: () => void;
  /** Called with the new endpoint and its signing secret (shown once by the drawer). */
  onCreated: (created: Created) => void;
}

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
}

type Errors = ReturnType<typeof validateEndpoint>;

/** The Add endpoint modal. docs/integrators.md "Webhooks". */
export function AddWebhookEndpointDialog({ isOpen, apiClientId, onClose, onCreated }: AddWebhookEndpointDialogProps) {
  const [values, setValues] = useState<Values>({ url: '', description: '', events: [] });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const { pending, running, run } = useSubmitOnce();
  const [createEndpoint] = useMutation(CreateWebhookEndpointDocument, {
    update(cache, result) {
      const created = result.data?.createWebhookEndpoint.endpoint;
      if (!created) return;
      cache.updateQuery({ query: WebhookEndpointsDocument, variables: { apiClientId } }, (data) =>
        data && !data.webhookEndpoints.some((e) => e.id === created.id)
          ? { webhookEndpoints: [...data.webhookEndpoints, created] }
          : data,
      );
    },
  });

  const change = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateEndpoint(next));
  };

  const toggleEvent = (event: WebhookEventType) =>
    change({
      events: values.events.includes(event) ? values.events.filter((e) => e !== event) : [...values.events, event],
    });

  const allChosen = values.events.length === EVENT_OPTIONS.length;

  const submit = () => {
    if (running()) return;
    setSubmitted(true);
    const found = validateEndpoint(values);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(async () => {
      try {
        const events = EVENT_OPTIONS.map((o) => o.event).filter((e) => values.events.includes(e));
        const description = values.description.trim();
        const result = await createEndpoint({
          variables: { input: { apiClientId, url: values.url.trim(), events, description: description || null } },
        });
        const created = result.data?.createWebhookEndpoint;
        if (!created) return;
        void showSuccess(created.message);
        onCreated(created);
      } catch (err) {
        toastError(err, 'The endpoint could not be added');
        const fields = inputFieldErrors(graphqlFieldErrors(err));
        setErrors({ url: fields.url, description: fields.description, events: fields.events });
      }
    });
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title="Add endpoint"
      icon="send-message"
      className="api-client-dialog"
    >
      <DialogForm onSubmit={submit} onCancel={onClose} submitText="Add endpoint" submitIcon="add" pending={pending}>
        <FormGroup
          label="URL"
          labelFor="webhook-url"
          labelInfo="*"
          intent={errors.url ? Intent.DANGER : Intent.NONE}
          helperText={errors.url ?? 'An https:// address that accepts POST requests.'}
        >
          <InputGroup
            id="webhook-url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.url}
            autoFocus
            intent={errors.url ? Intent.DANGER : Intent.NONE}
            aria-invalid={errors.url ? true : undefined}
            onChange={(e) => change({ url: e.currentTarget.value })}
          />
        </FormGroup>
        <fieldset className="api-client-form__choices" aria-describedby="webhook-events-help">
          <legend>
            Events <span className="bp6-text-muted">*</span>
          </legend>
          <div className="api-client-form__events">
            {EVENT_OPTIONS.map((option) => (
              <Checkbox
                key={option.event}
                checked={values.events.includes(option.event)}
                onChange={() => toggleEvent(option.event)}
                labelElement={
                  <span>
                    {option.label} <code className="api-client-form__code">{option.type}</code>
                  </span>
                }
              />
            ))}
          </div>
          <Button
            size="small"
            variant="minimal"
            intent={Intent.PRIMARY}
            text={allChosen ? 'Clear all' : 'Choose all'}
            onClick={() => change({ events: allChosen ? [] : EVENT_OPTIONS.map((o) => o.event) })}
          />
          <div
            id="webhook-events-help"
            className={`bp6-form-helper-text${errors.events ? ' api-client-form__error' : ''}`}
          >
            {errors.events ?? 'The certificate events this endpoint receives.'}
          </div>
        </fieldset>
        <FormGroup
          label="Description"
          labelFor="webhook-description"
          labelInfo="(optional)"
          intent={errors.description ? Intent.DANGER : Intent.NONE}
          helperText={errors.description}
        >
          <TextArea
            id="webhook-description"
            fill
            rows={2}
            value={values.description}
            intent={errors.description ? Intent.DANGER : Intent.NONE}
            aria-invalid={errors.description ? true : undefined}
            onChange={(e) => change({ description: e.currentTarget.value })}
          />
        </FormGroup>
      </DialogForm>
    </Dialog>
  );
}
