/**
 * `BackgroundWork`: a route's answer does not wait for the work it started; a failure is told to
 * the log and never reaches the caller; `idle()` waits for all of it (app close relies on it).
 */
import { describe, expect, test } from 'vitest';
import { BackgroundWork } from '../src/jobs/backgroundWork.js';

describe('BackgroundWork', () => {
  test('run() returns before the work ends; idle() waits for it and for work it started', async () => {
    const failures: string[] = [];
    const work = new BackgroundWork((name, err) => failures.push(`${name}: ${(err as Error).message}`));
    const done: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    work.run('slow', async () => {
      await gate;
      done.push('slow');
      work.run('follow-up', async () => {
        done.push('follow-up');
      });
    });
    work.run('broken', async () => {
      throw new Error('no database');
    });
    expect(done).toEqual([]);
    const idle = work.idle();
    release();
    await idle;
    expect(done).toEqual(['slow', 'follow-up']);
    expect(failures).toEqual(['broken: no database']);
  });
});
