/**
 * /settings/api-clients — API Clients (docs/integrators.md "Create an API client", "Webhooks"; the Settings module
 * `api_clients`): every client, live and revoked, newest first — Name, Scopes, Secret (its hint),
 * Created, Last used, Status — with Webhooks (a drawer: endpoints and their delivery logs), Rotate
 * secret and Revoke, each confirmed first. "Add API Client" creates one; its secret, and a rotated
 * one, is shown once. The table follows the mutations' answers (no refetch).
 */
import { Button, HTMLTable, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  type ApiClientRowFragment,
  ApiClientsDocument,
  RevokeApiClientDocument,
  RotateApiClientSecretDocument,
} from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { CountBadge, SkeletonRows } from '../../../shared/TableSkeleton';
import { loadFailure, TableState } from '../../../shared/TableState';
import { showSuccess } from '../../../shared/toaster';
import { ConfirmDialog } from '../../certificates/dialogs/ConfirmDialog';
import { toastError } from '../../users/shared/mutationErrors';
import '../settings.css';
import { AddApiClientDialog } from './AddApiClientDialog';
import { scopeLabel } from './apiClientLabels';
import './apiClients.css';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { WebhooksDrawer } from './WebhooksDrawer';

const COLUMNS = ['Name', 'Scopes', 'Secret', 'Created', 'Last used', 'Status', 'Actions'] as const;

/** What a confirmation is about to do to a client. */
type ClientAction = { kind: 'rotate' | 'revoke'; client: ApiClientRowFragment };

/** The API Clients screen. docs/integrators.md "Create an API client". */
export function ApiClientsPage() {
  const { formatDate } = useDisplayDate();
  const { data, loading, error, refetch } = useQuery(ApiClientsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [adding, setAdding] = useState<number | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  // the last action stays while its dialog closes (its text must not change during the transition)
  const [action, setAction] = useState<ClientAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (next: ClientAction) => {
    setAction(next);
    setConfirming(true);
  };
  const [webhooksOf, setWebhooksOf] = useState<string | null>(null);
  const [rotate] = useMutation(RotateApiClientSecretDocument);
  const [revoke] = useMutation(RevokeApiClientDocument);

  const clients = data?.apiClients ?? [];
  const skeleton = loading && !data && !error;
  const failed = !!error && !data;
  const openAdd = () => setAdding((n) => (n ?? 0) + 1);
  const webhooksClient = clients.find((c) => c.id === webhooksOf) ?? null;

  const showClientSecret = (client: ApiClientRowFragment, secret: string, rotated: boolean) =>
    setShown({
      secret,
      label: 'Secret',
      description: (
        <>
          {rotated ? 'The new secret of ' : 'The secret of '}
          <strong>{client.name}</strong>. Send it as <code>Authorization: Bearer &lt;secret&gt;</code>.
        </>
      ),
    });

  const confirm = async (): Promise<boolean> => {
    if (!action) return true;
    const { client } = action;
    try {
      if (action.kind === 'rotate') {
        const result = await rotate({ variables: { input: { id: client.id } } });
        const rotated = result.data?.rotateApiClientSecret;
        if (rotated) {
          void showSuccess(rotated.message);
          showClientSecret(rotated.apiClient, rotated.secret, true);
        }
      } else {
        const result = await revoke({ variables: { input: { id: client.id } } });
        void showSuccess(result.data?.revokeApiClient.message ?? 'API client revoked');
      }
      return true;
    } catch (err) {
      toastError(
        err,
        action.kind === 'rotate' ? 'The secret could not be rotated' : 'The API client could not be revoked',
      );
      return false;
    }
  };

  return (
    <section className="page settings-page api-clients-page">
      <div className="page__header">
        <div className="api-clients-page__heading">
          <div className="api-clients-page__title-row">
            <h1 className="page__title">API Clients</h1>
            <CountBadge count={data ? clients.length : null} failed={failed} label="Total API clients" />
          </div>
          <p className="page__subtitle">
            Integrations that call the GraphQL API with a secret of their own, limited to their scopes.
          </p>
        </div>
        <span className="page__spacer" />
        <Button intent={Intent.PRIMARY} icon="add" text="Add API Client" onClick={openAdd} />
      </div>
      <div className="list-card">
        <div className="certificate-table__wrap">
          <HTMLTable className="certificate-table api-clients-table" aria-busy={loading} aria-label="API clients">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {skeleton && <SkeletonRows rows={3} columns={COLUMNS.length} />}
              {clients.map((client) => {
                const revoked = client.revokedAt !== null;
                return (
                  <tr key={client.id} className={revoked ? 'api-clients-table__revoked' : undefined}>
                    <td className="certificate-table__student">{client.name}</td>
                    <td>
                      <span className="api-clients-table__scopes">
                        {client.scopes.map((scope) => (
                          <Tag key={scope} minimal round>
                            {scopeLabel(scope)}
                          </Tag>
                        ))}
                      </span>
                    </td>
                    <td>
                      <span className="certificate-table__mono certificate-table__nowrap">{client.secretHint}</span>
                      {client.secretRotatedAt && (
                        <span className="api-clients-table__note">Rotated {formatDate(client.secretRotatedAt)}</span>
                      )}
                    </td>
                    <td className="certificate-table__nowrap">{formatDate(client.createdAt)}</td>
                    <td className="certificate-table__nowrap">
                      {client.lastUsedAt ? (
                        formatDate(client.lastUsedAt, true)
                      ) : (
                        <span className="api-clients-table__muted">Never</span>
                      )}
                    </td>
                    <td className="certificate-table__nowrap">
                      {revoked ? (
                        <Tag minimal round intent={Intent.DANGER}>
                          Revoked {formatDate(client.revokedAt)}
                        </Tag>
                      ) : (
                        <Tag minimal round intent={Intent.SUCCESS}>
                          Live
                        </Tag>
                      )}
                    </td>
                    <td className="certificate-table__actions">
                      <Button
                        size="small"
                        variant="outlined"
                        icon="send-message"
                        text="Webhooks"
                        aria-label={`Webhooks of ${client.name}`}
                        onClick={() => setWebhooksOf(client.id)}
                      />
                      {!revoked && (
                        <>
                          <Button
                            size="small"
                            variant="outlined"
                            icon="key"
                            text="Rotate secret"
                            aria-label={`Rotate the secret of ${client.name}`}
                            onClick={() => ask({ kind: 'rotate', client })}
                          />
                          <Button
                            size="small"
                            variant="outlined"
                            intent={Intent.DANGER}
                            icon="disable"
                            text="Revoke"
                            aria-label={`Revoke ${client.name}`}
                            onClick={() => ask({ kind: 'revoke', client })}
                          />
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          {failed ? (
            <TableState
              rowCount={0}
              loading={false}
              icon="key"
              title=""
              failure={loadFailure('Could not load the API clients', error.message, () => void refetch())}
            />
          ) : (
            data &&
            clients.length === 0 && (
              <NonIdealState
                className="certificate-table__empty"
                icon="key"
                title="No API clients yet"
                description="Create one for each system that reads the register, requests certificates or receives webhooks."
                action={<Button intent={Intent.PRIMARY} icon="add" text="Add API Client" onClick={openAdd} />}
              />
            )
          )}
        </div>
      </div>

      {adding !== null && (
        <AddApiClientDialog
          key={adding}
          isOpen
          onClose={() => setAdding(null)}
          onCreated={(created) => {
            setAdding(null);
            showClientSecret(created.apiClient, created.secret, false);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={action?.kind === 'revoke' ? 'Revoke API client' : 'Rotate secret'}
        icon={action?.kind === 'revoke' ? 'disable' : 'key'}
        confirmText={action?.kind === 'revoke' ? 'Revoke' : 'Rotate secret'}
        intent={action?.kind === 'revoke' ? Intent.DANGER : Intent.WARNING}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {action?.kind === 'revoke' ? (
          <p>
            Revoke <strong>{action.client.name}</strong>? The current secret stops working at once, its webhooks stop,
            and a revoked client cannot be brought back.
          </p>
        ) : (
          <p>
            Rotate the secret of <strong>{action?.client.name}</strong>? The current secret stops working at once. The
            new secret is shown once.
          </p>
        )}
      </ConfirmDialog>
      <SecretDialog shown={shown} onDone={() => setShown(null)} />
      <WebhooksDrawer client={webhooksClient} onClose={() => setWebhooksOf(null)} />
    </section>
  );
}
