import type { CallerRest } from '../rest/client.js';
import { EventFeed } from './eventFeed.js';

export type { EventSelector, UpstreamEvent } from './eventFeed.js';

/**
 * The gateway's open upstream event feeds (DESIGN.md "Notifications and live updates"): one
 * `EventFeed` — one api `GET /events` stream — per WebSocket connection, opened with the caller's
 * token when the connection is accepted and shared by its subscriptions. The api fans events out
 * across its instances, so every gateway instance's subscriber receives every event it may see.
 */
export class EventHub {
  private readonly feeds = new Set<EventFeed>();

  constructor(private readonly log: (message: string) => void = () => {}) {}

  /** Number of open upstream streams (tests, health). */
  get openStreams(): number {
    return this.feeds.size;
  }

  /**
   * Opens `caller`'s feed (see `EventFeed.open`: rejects with UNAUTHENTICATED when the api refuses
   * the token); it counts as open until it ends.
   */
  async open(caller: CallerRest): Promise<EventFeed> {
    const feed = await EventFeed.open(caller, this.log);
    this.feeds.add(feed);
    feed.onEnd(() => this.feeds.delete(feed));
    return feed;
  }

  /** Closes every open feed (graceful shutdown). */
  closeAll(): void {
    for (const feed of [...this.feeds]) feed.close();
  }
}
