/**
 * The api's event bus: the channel of live events (events/bus.ts) with subscriptions that hear only
 * what their viewer may see (live/audience.ts). The app and the `/events` streams use this one.
 * spec: api/CONTRACT.md "Notifications and live events"; docs/security.md "Live connections".
 */
import { type EventListener, EventChannel } from '../events/bus.js';
import { type EventViewer, subscribeAs } from './audience.js';

export type { ApiEvent, CertificateAudience, EventListener } from '../events/bus.js';
export { LISTENER_APPLICATION_NAME } from '../events/bus.js';

export class EventBus extends EventChannel {
  /** Subscribes `listener` to the events `viewer` may receive; returns the unsubscribe function. */
  subscribe(viewer: EventViewer, listener: EventListener): () => void {
    return subscribeAs(this, viewer, listener);
  }
}
