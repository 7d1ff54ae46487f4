/**
 * The webhooks subscriber of the workflow's events (domainEvents/events.ts): each certificate
 * event writes its deliveries to the webhook outbox in the transition's transaction (one statement
 * for every certificate, webhooks/outbox.ts), so they commit or roll back with the change, and the
 * dispatcher is woken after commit. docs/integrators.md "Webhooks".
 */
import { type DomainEventSubscriber, isCertificateEvent } from '../domainEvents/events.js';
import type { Wakeable } from '../events/afterCommit.js';
import { queueWebhookDeliveries } from './outbox.js';

/** The subscriber; `dispatcher` is the app's webhook dispatcher (webhooks/dispatcher.ts). */
export function webhookSubscriber(dispatcher: Wakeable): DomainEventSubscriber {
  return {
    name: 'webhooks',
    async handle(event, { tx, after }) {
      if (!isCertificateEvent(event)) return;
      const ids = event.certificates.map((c) => c.id);
      const queued = await queueWebhookDeliveries(tx, event.action, ids, event.actorId);
      if (queued > 0) after.wake(dispatcher);
    },
  };
}
