/**
 * `GET /events`: Server-Sent Events for the caller — `notification` (theirs), `certificate` (changes
 * of certificates they may see), `print-job` (progress of their print jobs, docs/architecture.md "Bulk work off the request path"), a `: ping` comment every 25 s, and `session-ended` when the
 * caller's session dies (logout, revocation, expiry, deactivation), after which the stream ends.
 * Cleaned up on close and on shutdown.
 * spec: api/CONTRACT.md "Notifications and live events" (extension); docs/security.md "Live connections".
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { errors } from '../http/answers.js';
import { certificateEvent, notificationEvent } from '../notifications/answers.js';
import { printJobEvent } from '../printJobs/answers.js';
import { sessionEndedEvent } from './answers.js';
import type { ApiEvent } from '../events/bus.js';
import { subscribeAs } from './audience.js';
import { SessionWatch } from './sessionWatch.js';

export const SSE_PING_MS = 25_000;

/** The SSE frame for a `notification`, `certificate` or `print-job` event (only the published keys). */
export function sseFrame(event: Extract<ApiEvent, { type: 'notification' | 'certificate' | 'print-job' }>): string {
  if (event.type === 'print-job') {
    const data: z.infer<typeof printJobEvent> = event.job;
    return `event: print-job\ndata: ${JSON.stringify(data)}\n\n`;
  }
  if (event.type === 'notification') {
    const data: z.infer<typeof notificationEvent> = { ...event.notification, unread_notifications: event.unreadCount };
    return `event: notification\ndata: ${JSON.stringify(data)}\n\n`;
  }
  const data: z.infer<typeof certificateEvent> = {
    id: event.id,
    credential_status: event.credential_status,
    reprint_status: event.reprint_status,
    action: event.action,
  };
  return `event: certificate\ndata: ${JSON.stringify(data)}\n\n`;
}

const SESSION_ENDED: z.infer<typeof sessionEndedEvent> = { success: 0, message: 'Unauthenticated.' };
/** The last frame of a stream whose session died. */
export const SESSION_ENDED_FRAME = `event: session-ended\ndata: ${JSON.stringify(SESSION_ENDED)}\n\n`;

/** Registers `/events`. spec: api/CONTRACT.md "GET /events". */
export async function registerEventRoutes(app: FastifyInstance, { db, events }: AppDeps): Promise<void> {
  const open = new Set<ServerResponse>();
  const sessions = new SessionWatch(db, (m, err) => app.log.warn({ err }, m));

  app.get(
    '/events',
    {
      schema: {
        tags: ['Notifications'],
        summary: 'Live events for the caller (Server-Sent Events, extension)',
        description:
          '`event: notification` with a Notification plus `unread_notifications` (the caller’s own); ' +
          '`event: certificate` with `{ id, credential_status, reprint_status, action }` for a change of a ' +
          'certificate the caller may see (or could see before the change); `event: print-job` with a PrintJob ' +
          'for each progress, retry, completion or failure of a print job the caller started (docs/architecture.md "Bulk work off the request path"); ' +
          'a `: ping` comment every 25 s; ' +
          '`event: session-ended` with `{ success: 0, message: "Unauthenticated." }` when the caller’s ' +
          'session is revoked (logout, deactivation; at once), expires or its user is deactivated (within ' +
          '2 s), after which the stream ends. A reconnect with that token answers 401.',
        response: {
          200: {
            description: 'The event stream; each frame’s data is one of these',
            content: {
              'text/event-stream': {
                schema: z.union([notificationEvent, certificateEvent, printJobEvent, sessionEndedEvent]),
              },
            },
          },
          ...errors(401),
        },
      },
    },
    async (request, reply) => {
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        // hijacked: the echo hook's reply header is not sent, so the request id goes here
        'X-Request-Id': request.id,
      });
      res.write(`retry: 3000\n: connected\n\n`);
      open.add(res);
      const endSession = (): void => {
        if (res.writableEnded || res.destroyed) return;
        res.end(SESSION_ENDED_FRAME);
      };
      const unsubscribe = subscribeAs(events, request.principal, (event) => {
        // `principal-changed` never gets here (mayReceive): it is the api's own concern
        if (event.type === 'session-revoked') endSession();
        else if (event.type !== 'principal-changed' && !res.writableEnded && !res.destroyed) res.write(sseFrame(event));
      });
      const unwatch = sessions.watch(request.principal.sessionId, endSession);
      const ping = setInterval(() => res.write(': ping\n\n'), SSE_PING_MS);
      ping.unref();
      const cleanup = () => {
        clearInterval(ping);
        unsubscribe();
        unwatch();
        open.delete(res);
      };
      request.raw.on('close', cleanup);
      res.on('close', cleanup);
      res.on('finish', cleanup);
    },
  );

  // End open streams when the server shuts down, so in-flight requests can finish and close.
  app.addHook('preClose', async () => {
    sessions.stop();
    for (const res of open) res.end();
    open.clear();
  });
}
