/**
 * Work a route starts and does not wait for (so its answer cannot depend on how long the work
 * takes), kept track of so that app close, and tests, can wait for it to end.
 * spec: access-and-administration §7 (the forgot-password answer tells nothing about the address).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  /** @param warn Told of a failure of a piece of work (its name and the error); work never throws. */
  constructor(private readonly warn: (name: string, err: unknown) => void) {}

  /** Starts `work` now without waiting for it; a failure goes to `warn`, never to the caller. */
  run(name: string, work: () => Promise<void>): void {
    const done: Promise<void> = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.warn(name, err))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once no work runs (work started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
