/**
 * The printing subscriber of the workflow's events (domainEvents/events.ts): a `PrintJobQueued`
 * wakes the print job runner after commit, which renders the job's PDF off the request path
 * (printing/runner.ts; docs/architecture.md "Bulk work off the request path").
 */
import type { DomainEventSubscriber } from '../domainEvents/events.js';
import type { Wakeable } from '../events/afterCommit.js';

/** The subscriber; `runner` gives the app's print job runner (built after the subscribers). */
export function printingSubscriber(runner: () => Wakeable): DomainEventSubscriber {
  return {
    name: 'printing',
    async handle(event, { after }) {
      if (event.type === 'PrintJobQueued') after.wake(runner());
    },
  };
}
