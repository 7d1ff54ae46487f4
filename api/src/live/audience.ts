/**
 * Who receives which live event (`GET /events`): the api owns visibility, so no stream carries an
 * event its caller may not see. spec: api/CONTRACT.md "GET /events"; docs/security.md "Live connections".
 */
import type { Principal } from '../auth/principal.js';
import { certificateVisibleTo } from '../certificates/views/visibility.js';
import type { ApiEvent, EventListener } from '../events/apiEvent.js';
import type { EventChannel } from '../events/bus.js';

/** The subscriber of a stream: the caller's session and grants. */
export type EventViewer = Pick<Principal, 'userId' | 'sessionId' | 'permissions' | 'modules'> &
  Partial<Pick<Principal, 'apiClient'>>;

/**
 * Whether `viewer` receives `event`: a `notification` or `print-job` when it is theirs; a `certificate` change when
 * they may see that certificate after the change or could see it before (so a certificate that
 * leaves their lists tells them once); `session-revoked` when it names their session or user;
 * `principal-changed` never.
 */
export function mayReceive(viewer: EventViewer, event: ApiEvent): boolean {
  switch (event.type) {
    case 'notification':
    case 'print-job':
      return event.userId === viewer.userId;
    case 'certificate': {
      const { requisitionerId, signeeIds, before } = event.audience;
      const after = { credentialStatus: event.credential_status, reprintStatus: event.reprint_status };
      if (certificateVisibleTo(viewer, { ...after, requisitionerId, signeeIds })) return true;
      return (
        before !== null &&
        certificateVisibleTo(viewer, {
          credentialStatus: before.credential_status,
          reprintStatus: before.reprint_status,
          requisitionerId,
          signeeIds,
        })
      );
    }
    case 'session-revoked':
      return 'sessionId' in event ? event.sessionId === viewer.sessionId : event.userId === viewer.userId;
    case 'principal-changed':
      return false; // the api's own concern (auth/principalCache.ts)
  }
}

/**
 * Subscribes `listener` on `channel` to the events `viewer` may receive (`mayReceive`); answers the
 * unsubscribe function. A failing listener does not break the others.
 */
export function subscribeAs(channel: EventChannel, viewer: EventViewer, listener: EventListener): () => void {
  return channel.listen((event) => {
    if (mayReceive(viewer, event)) listener(event);
  });
}
