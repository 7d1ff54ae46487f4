/**
 * Per-request webhook loaders (DESIGN.md "GraphQL conventions": per-request DataLoaders batch REST
 * look-ups): the latest deliveries of endpoints, one `GET /webhookDeliveries` per page size asked
 * for, however many endpoints a `webhookEndpoints { deliveries }` query lists. docs/integrators.md "Webhooks".
 */
import DataLoader from 'dataloader';
import type { CallerRest } from '../rest/client.js';
import { restId } from '../rest/ids.js';
import type { WebhookDeliveryRow } from './models.js';

/** Endpoint ids per call (the api's maximum). */
const MAX_IDS = 100;

/** The key of one endpoint's deliveries: its id and how many of the latest. */
export interface DeliveriesKey {
  endpointId: string;
  first: number;
}

/** Creates the webhook loaders of one operation, calling as its caller. */
export function webhookLoaders(rest: CallerRest) {
  return {
    /** The latest `first` deliveries of an endpoint (newest first); endpoints the caller may not see: none. */
    webhookDeliveries: new DataLoader<DeliveriesKey, WebhookDeliveryRow[], string>(
      async (keys) => {
        const byFirst = new Map<number, string[]>();
        for (const k of keys) byFirst.set(k.first, [...(byFirst.get(k.first) ?? []), k.endpointId]);
        const found = new Map<string, WebhookDeliveryRow[]>();
        for (const [first, endpointIds] of byFirst) {
          const ids = [...new Set(endpointIds)].map(restId);
          for (let i = 0; i < ids.length; i += MAX_IDS) {
            const answer = await rest.get('/webhookDeliveries', {
              query: { endpoint_ids: ids.slice(i, i + MAX_IDS), first },
            });
            for (const d of answer.deliveries) {
              const key = `${d.endpoint_id}:${first}`;
              found.set(key, [...(found.get(key) ?? []), d]);
            }
          }
        }
        return keys.map((k) => found.get(`${k.endpointId}:${k.first}`) ?? []);
      },
      { cacheKeyFn: (k) => `${k.endpointId}:${k.first}` },
    ),
  };
}
