/**
 * One webhook endpoint's delivery log (docs/integrators.md "Webhooks": a delivery log with replay in the
 * settings screen): the latest deliveries first — event, status (Pending / Delivered / Dead),
 * attempts, the last HTTP status, created and delivered — each with Replay (sent again with the same
 * `webhook-id`, the row turns Pending from the mutation's answer) and its attempts (time, status,
 * duration, error) with the message id and the JSON body sent.
 */
import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ReplayWebhookDeliveryDocument,
  WebhookDeliveriesDocument,
  type WebhookDeliveryRowFragment,
} from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { SkeletonRows } from '../../../shared/TableSkeleton';
import { loadFailure, TableState } from '../../../shared/TableState';
import { showSuccess } from '../../../shared/toaster';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { toastError } from '../../users/shared/mutationErrors';
import { DELIVERY_STATUS } from './apiClientLabels';

/** Deliveries shown (the latest). */
export const DELIVERY_LOG_SIZE = 50;

const COLUMNS = ['Event', 'Status', 'Attempts', 'Last status', 'Created', 'Delivered', 'Actions'] as const;

interface DeliveryLogProps {
  endpointId: string;
}

/** The delivery log of an endpoint, with Replay. docs/integrators.md "Webhooks". */
export function DeliveryLog({ endpointId }: DeliveryLogProps) {
  const { formatDate } = useDisplayDate();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { id: endpointId, first: DELIVERY_LOG_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [replay] = useMutation(ReplayWebhookDeliveryDocument);
  const replaying = useSubmitOnce();
  const [replayingId, setReplayingId] = useState<string | null>(null);
  // the delivery whose attempts show in the panel under the table (one at a time: on a phone the
  // table scrolls sideways, the panel does not)
  const [openId, setOpenId] = useState<string | null>(null);
  const panelId = useId();

  const endpoint = data?.webhookEndpoint;
  const deliveries = endpoint?.deliveries ?? [];
  const skeleton = loading && !data && !error;

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  const opened = deliveries.find((d) => d.id === openId) ?? null;

  const replayDelivery = (delivery: WebhookDeliveryRowFragment) =>
    void replaying.run(async () => {
      setReplayingId(delivery.id);
      try {
        const result = await replay({ variables: { input: { id: delivery.id } } });
        void showSuccess(result.data?.replayWebhookDelivery.message ?? 'Delivery queued');
      } catch (err) {
        toastError(err, 'The delivery could not be replayed');
      } finally {
        setReplayingId(null);
      }
    });

  if (data && !endpoint) {
    return <NonIdealState icon="search" title="Endpoint not found" description="It may have been removed." />;
  }

  return (
    <div className="delivery-log">
      <div className="delivery-log__toolbar">
        <p className="settings-muted delivery-log__hint">
          The latest {DELIVERY_LOG_SIZE} deliveries, newest first. Replay sends one again with the same message id.
        </p>
        <Button size="small" icon="refresh" text="Refresh" loading={loading && !!data} onClick={() => void refetch()} />
      </div>
      <div className="list-card">
        <div className="certificate-table__wrap">
          <HTMLTable
            className="certificate-table delivery-log__table"
            compact
            aria-busy={loading}
            aria-label="Deliveries"
          >
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
              {deliveries.map((delivery) => {
                const status = DELIVERY_STATUS[delivery.status];
                const open = delivery.id === openId;
                return (
                  <tr key={delivery.id} className={open ? 'is-selected' : undefined}>
                    <td className="certificate-table__mono">{delivery.eventType}</td>
                    <td>
                      <Tag minimal round intent={status.intent}>
                        {status.label}
                      </Tag>
                    </td>
                    <td>{delivery.attemptCount}</td>
                    <td className="certificate-table__mono">{delivery.lastStatusCode ?? '—'}</td>
                    <td className="certificate-table__nowrap">{formatDate(delivery.createdAt, true)}</td>
                    <td className="certificate-table__nowrap">
                      {delivery.deliveredAt ? formatDate(delivery.deliveredAt, true) : '—'}
                    </td>
                    <td className="certificate-table__actions">
                      <Button
                        size="small"
                        variant="outlined"
                        icon={open ? 'chevron-up' : 'chevron-down'}
                        text="Attempts"
                        aria-expanded={open}
                        aria-controls={open ? panelId : undefined}
                        aria-label={`Attempts of ${delivery.eventType} delivery ${delivery.messageId}`}
                        onClick={() => toggle(delivery.id)}
                      />
                      <Button
                        size="small"
                        variant="outlined"
                        icon="repeat"
                        text="Replay"
                        aria-label={`Replay ${delivery.eventType} delivery ${delivery.messageId}`}
                        loading={replayingId === delivery.id}
                        disabled={replaying.pending && replayingId !== delivery.id}
                        onClick={() => replayDelivery(delivery)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          {!skeleton && (
            <TableState
              rowCount={deliveries.length}
              loading={false}
              icon="inbox"
              title="No deliveries yet"
              description="A delivery is logged here each time a subscribed certificate event happens."
              failure={error && loadFailure('Could not load the deliveries', error.message, () => void refetch())}
            />
          )}
        </div>
      </div>
      {opened && (
        <DeliveryDetail id={panelId} delivery={opened} formatDate={formatDate} onClose={() => setOpenId(null)} />
      )}
    </div>
  );
}

interface DeliveryDetailProps {
  id: string;
  delivery: WebhookDeliveryRowFragment;
  formatDate: (value: string | null | undefined, withTime?: boolean) => string;
  onClose: () => void;
}

/**
 * A delivery's attempts (time, status, duration, error), message id, next attempt, last error and
 * body; it comes into view and takes the focus when opened.
 */
function DeliveryDetail({ id, delivery, formatDate, onClose }: DeliveryDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messageId = delivery.messageId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened delivery (its message id) is shown and focused
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
    headingRef.current?.focus();
  }, [messageId]);
  return (
    <section id={id} className="delivery-detail" aria-labelledby={`${id}-title`}>
      <div className="delivery-detail__header">
        <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="delivery-detail__title">
          Attempts of <span className="certificate-table__mono">{delivery.eventType}</span>
        </h3>
        <Button variant="minimal" size="small" icon="cross" aria-label="Close the attempts" onClick={onClose} />
      </div>
      <dl className="delivery-detail__facts">
        <dt>Message id</dt>
        <dd className="certificate-table__mono">{delivery.messageId}</dd>
        {delivery.nextAttemptAt && (
          <>
            <dt>Next attempt</dt>
            <dd>{formatDate(delivery.nextAttemptAt, true)}</dd>
          </>
        )}
        {delivery.lastError && (
          <>
            <dt>Last error</dt>
            <dd>{delivery.lastError}</dd>
          </>
        )}
      </dl>
      {delivery.attempts.length === 0 ? (
        <p className="settings-muted">No attempt yet.</p>
      ) : (
        <div className="certificate-table__wrap">
          <HTMLTable compact className="delivery-detail__attempts" aria-label={`Attempts of ${delivery.messageId}`}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Attempted</th>
                <th scope="col">Status</th>
                <th scope="col">Duration</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id; their order is their identity
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td className="certificate-table__nowrap">{formatDate(attempt.attemptedAt, true)}</td>
                  <td className="certificate-table__mono">
                    {attempt.statusCode ?? <span className="settings-muted">no answer</span>}
                  </td>
                  <td className="certificate-table__nowrap">{attempt.durationMs} ms</td>
                  <td className="delivery-detail__error">{attempt.error ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <details className="delivery-detail__payload">
        <summary>Body sent</summary>
        <pre>{JSON.stringify(delivery.payload, null, 2)}</pre>
      </details>
      {delivery.status === 'DEAD' && (
        <p className="settings-muted">Given up after 24 hours of failed attempts; Replay sends it once more.</p>
      )}
    </section>
  );
}
