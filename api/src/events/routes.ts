/**
 * `GET /events`: Server-Sent Events for the caller — `notification` (theirs) and `certificate`
 * (any change), a `: ping` comment every 25 s, cleaned up on close and on shutdown.
 * spec: api/CONTRACT.md "Notifications and live events" (extension).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppDeps } from '../app-deps.js';
import type { ApiEvent } from './bus.js';

export const SSE_PING_MS = 25_000;

/** The SSE frame for an event. */
export function sseFrame(event: ApiEvent): string {
  if (event.type === 'notification') {
    const data = { ...event.notification, unread_notifications: event.unreadCount };
    return `event: notification\ndata: ${JSON.stringify(data)}\n\n`;
  }
  const data = { id: event.id, credential_status: event.credential_status, reprint_status: event.reprint_status, action: event.action };
  return `event: certificate\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Registers `/events`. spec: api/CONTRACT.md "GET /events". */
export async function registerEventRoutes(app: FastifyInstance, { events }: AppDeps): Promise<void> {
  const open = new Set<ServerResponse>();

  app.get('/events', async (request, reply) => {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 3000\n: connected\n\n`);
    open.add(res);
    const unsubscribe = events.subscribe(request.principal.userId, (event) => {
      res.write(sseFrame(event));
    });
    const ping = setInterval(() => res.write(': ping\n\n'), SSE_PING_MS);
    ping.unref();
    const cleanup = () => {
      clearInterval(ping);
      unsubscribe();
      open.delete(res);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  });

  // End open streams when the server shuts down, so in-flight requests can finish and close.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });
}
