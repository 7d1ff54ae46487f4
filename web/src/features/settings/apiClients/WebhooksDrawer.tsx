/**
 * An API client's webhooks, in a drawer beside its table (docs/integrators.md "Webhooks"): its endpoints — URL,
 * note, events, the on/off switch, created — with Add endpoint (its signing secret shown once),
 * Rotate signing secret and Remove; and, for one endpoint, its delivery log with Replay
 * (DeliveryLog). A revoked client's endpoints and logs stay readable; nothing new is added to it.
 */
import { Button, Card, Drawer, Intent, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  type ApiClientRowFragment,
  DeleteWebhookEndpointDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
  type WebhookEndpointRowFragment,
} from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { showSuccess } from '../../../shared/toaster';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { ConfirmDialog } from '../../certificates/dialogs/ConfirmDialog';
import { toastError } from '../../users/shared/mutationErrors';
import { AddWebhookEndpointDialog } from './AddWebhookEndpointDialog';
import { eventLabel } from './apiClientLabels';
import { DeliveryLog } from './DeliveryLog';
import { SecretDialog, type ShownSecret } from './SecretDialog';

interface WebhooksDrawerProps {
  /** The client whose webhooks are shown; null: closed. */
  client: ApiClientRowFragment | null;
  onClose: () => void;
}

/** What a confirmation is about to do to an endpoint. */
type EndpointAction = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpointRowFragment };

/** The webhooks drawer of an API client. docs/integrators.md "Webhooks". */
export function WebhooksDrawer({ client, onClose }: WebhooksDrawerProps) {
  const titleId = useId();
  const [logOf, setLogOf] = useState<WebhookEndpointRowFragment | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  // the last action stays while its dialog closes (its text must not change during the transition)
  const [action, setAction] = useState<EndpointAction | null>(null);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    setLogOf(null);
    onClose();
  };

  return (
    <Drawer
      isOpen={client !== null}
      onClose={close}
      size="min(1000px, 100vw)"
      className="webhooks-drawer"
      // the secret dialog and confirmations open above it; Escape closes only the top one
      canEscapeKeyClose={shown === null && !confirming && adding === null}
    >
      {client && (
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="webhooks-drawer__panel">
          <div className="bp6-drawer-header webhooks-drawer__header">
            {logOf && (
              <Button
                variant="minimal"
                icon="arrow-left"
                aria-label="Back to the endpoints"
                title="Back to the endpoints"
                onClick={() => setLogOf(null)}
              />
            )}
            <h2 id={titleId} className="bp6-heading webhooks-drawer__title">
              {logOf ? 'Delivery log' : `Webhooks — ${client.name}`}
            </h2>
            <Button variant="minimal" icon="cross" aria-label="Close" onClick={close} />
          </div>
          <div className="bp6-drawer-body webhooks-drawer__body">
            {logOf ? (
              <>
                <p className="webhooks-drawer__endpoint-url certificate-table__mono">{logOf.url}</p>
                <DeliveryLog endpointId={logOf.id} />
              </>
            ) : (
              <EndpointList
                client={client}
                onAdd={() => setAdding((n) => (n ?? 0) + 1)}
                onOpenLog={setLogOf}
                onAction={(next) => {
                  setAction(next);
                  setConfirming(true);
                }}
              />
            )}
          </div>
        </div>
      )}
      {client && adding !== null && (
        <AddWebhookEndpointDialog
          key={adding}
          isOpen
          apiClientId={client.id}
          onClose={() => setAdding(null)}
          onCreated={(created) => {
            setAdding(null);
            setShown({
              secret: created.secret,
              label: 'Signing secret',
              description: (
                <>
                  The signing secret of <strong className="webhooks-drawer__break">{created.endpoint.url}</strong>:
                  verify each delivery’s <code>webhook-signature</code> with it.
                </>
              ),
            });
          }}
        />
      )}
      <EndpointConfirm action={action} isOpen={confirming} onClose={() => setConfirming(false)} onSecret={setShown} />
      <SecretDialog shown={shown} onDone={() => setShown(null)} />
    </Drawer>
  );
}

interface EndpointListProps {
  client: ApiClientRowFragment;
  onAdd: () => void;
  onOpenLog: (endpoint: WebhookEndpointRowFragment) => void;
  onAction: (action: EndpointAction) => void;
}

/** The client's endpoints, each a card. */
function EndpointList({ client, onAdd, onOpenLog, onAction }: EndpointListProps) {
  const { formatDate } = useDisplayDate();
  const { data, loading, error, refetch } = useQuery(WebhookEndpointsDocument, {
    variables: { apiClientId: client.id },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [updateEndpoint] = useMutation(UpdateWebhookEndpointDocument);
  const switching = useSubmitOnce();
  const [switchingId, setSwitchingId] = useState<string | null>(null);
  const revoked = client.revokedAt !== null;
  const endpoints = data?.webhookEndpoints ?? [];

  const setEnabled = (endpoint: WebhookEndpointRowFragment, enabled: boolean) =>
    void switching.run(async () => {
      setSwitchingId(endpoint.id);
      try {
        const result = await updateEndpoint({ variables: { input: { id: endpoint.id, enabled } } });
        void showSuccess(result.data?.updateWebhookEndpoint.message ?? (enabled ? 'Endpoint on' : 'Endpoint off'));
      } catch (err) {
        toastError(err, 'The endpoint could not be changed');
      } finally {
        setSwitchingId(null);
      }
    });

  return (
    <>
      <div className="webhooks-drawer__toolbar">
        <p className="settings-muted webhooks-drawer__hint">
          {revoked
            ? 'This client is revoked: its endpoints receive nothing more; their logs stay readable.'
            : 'HTTPS endpoints that receive this client’s certificate events, signed per Standard Webhooks.'}
          {!revoked &&
            !client.scopes.includes('REGISTER_READ') &&
            ' Without “Read the register” it hears only of the certificates it requested itself.'}
        </p>
        {!revoked && <Button intent={Intent.PRIMARY} icon="add" text="Add endpoint" onClick={onAdd} />}
      </div>
      {loading && !data ? (
        <div className="certificate-table__empty">
          <Spinner size={24} aria-label="Loading the endpoints" />
        </div>
      ) : error && !data ? (
        <NonIdealState
          icon="error"
          title="Could not load the endpoints"
          description={error.message}
          action={<Button text="Retry" icon="refresh" onClick={() => void refetch()} />}
        />
      ) : endpoints.length === 0 ? (
        <NonIdealState
          icon="send-message"
          title="No endpoints"
          description={revoked ? 'This client had no webhook endpoints.' : 'Add one to receive certificate events.'}
        />
      ) : (
        <ul className="webhook-endpoints" aria-label="Endpoints">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <Card className="webhook-endpoint">
                <div className="webhook-endpoint__top">
                  <span className="webhook-endpoint__url certificate-table__mono">{endpoint.url}</span>
                  <Switch
                    role="switch"
                    className="webhook-endpoint__switch"
                    checked={endpoint.enabled}
                    disabled={revoked || (switching.pending && switchingId === endpoint.id)}
                    label={endpoint.enabled ? 'On' : 'Off'}
                    aria-label={`Deliveries to ${endpoint.url}`}
                    alignIndicator="right"
                    onChange={(e) => setEnabled(endpoint, e.currentTarget.checked)}
                  />
                </div>
                {endpoint.description && <p className="webhook-endpoint__description">{endpoint.description}</p>}
                <div className="webhook-endpoint__events">
                  {endpoint.events.map((event) => (
                    <Tag key={event} minimal round>
                      {eventLabel(event)}
                    </Tag>
                  ))}
                </div>
                <div className="webhook-endpoint__bottom">
                  <span className="settings-muted">Created {formatDate(endpoint.createdAt)}</span>
                  <span className="webhook-endpoint__actions">
                    <Button
                      size="small"
                      variant="outlined"
                      icon="history"
                      text="Delivery log"
                      aria-label={`Delivery log of ${endpoint.url}`}
                      onClick={() => onOpenLog(endpoint)}
                    />
                    {!revoked && (
                      <>
                        <Button
                          size="small"
                          variant="outlined"
                          icon="key"
                          text="Rotate signing secret"
                          aria-label={`Rotate the signing secret of ${endpoint.url}`}
                          onClick={() => onAction({ kind: 'rotate', endpoint })}
                        />
                        <Button
                          size="small"
                          variant="outlined"
                          intent={Intent.DANGER}
                          icon="trash"
                          text="Remove"
                          aria-label={`Remove ${endpoint.url}`}
                          onClick={() => onAction({ kind: 'delete', endpoint })}
                        />
                      </>
                    )}
                  </span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface EndpointConfirmProps {
  action: EndpointAction | null;
  isOpen: boolean;
  onClose: () => void;
  onSecret: (shown: ShownSecret) => void;
}

/** The confirmation of Rotate signing secret and Remove. */
function EndpointConfirm({ action, isOpen, onClose, onSecret }: EndpointConfirmProps) {
  const [rotate] = useMutation(RotateWebhookSecretDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument, {
    update(cache, result) {
      const removed = result.data?.deleteWebhookEndpoint.endpoint;
      if (!removed) return;
      // every cached list of endpoints (one per client) forgets it
      cache.modify({
        fields: {
          webhookEndpoints: (existing: readonly { __ref: string }[] = [], { readField }) =>
            existing.filter((ref) => readField('id', ref) !== removed.id),
        },
      });
    },
  });
  const endpoint = action?.endpoint;

  const confirm = async (): Promise<boolean> => {
    if (!action) return true;
    try {
      if (action.kind === 'rotate') {
        const result = await rotate({ variables: { input: { id: action.endpoint.id } } });
        const rotated = result.data?.rotateWebhookSecret;
        if (rotated) {
          void showSuccess(rotated.message);
          onSecret({
            secret: rotated.secret,
            label: 'Signing secret',
            description: (
              <>
                The new signing secret of <strong className="webhooks-drawer__break">{rotated.endpoint.url}</strong>:
                deliveries from now on are signed with it.
              </>
            ),
          });
        }
      } else {
        const result = await remove({ variables: { input: { id: action.endpoint.id } } });
        void showSuccess(result.data?.deleteWebhookEndpoint.message ?? 'Endpoint removed');
      }
      return true;
    } catch (err) {
      toastError(
        err,
        action.kind === 'rotate' ? 'The signing secret could not be rotated' : 'The endpoint could not be removed',
      );
      return false;
    }
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={action?.kind === 'delete' ? 'Remove endpoint' : 'Rotate signing secret'}
      icon={action?.kind === 'delete' ? 'trash' : 'key'}
      confirmText={action?.kind === 'delete' ? 'Remove' : 'Rotate signing secret'}
      intent={action?.kind === 'delete' ? Intent.DANGER : Intent.WARNING}
      onConfirm={confirm}
      onClose={onClose}
    >
      {action?.kind === 'delete' ? (
        <p>
          Remove <strong className="webhooks-drawer__break">{endpoint?.url}</strong>? It receives no more deliveries.
        </p>
      ) : (
        <p>
          Rotate the signing secret of <strong className="webhooks-drawer__break">{endpoint?.url}</strong>? Deliveries
          are signed with the new secret at once; the receiver must verify with it. The new secret is shown once.
        </p>
      )}
    </ConfirmDialog>
  );
}
