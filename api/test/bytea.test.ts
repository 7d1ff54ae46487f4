/**
 * Binary columns (`bytea`: stored files, their parts, signatures) keep every byte, on PGlite (the
 * api's own hex converters, api/src/db/client.ts) and on PostgreSQL, and a part of a bulk print's
 * size goes in and out in one piece.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

test('every byte value, an empty value and 5 MB survive a round trip, as Uint8Array', async () => {
  const every = Uint8Array.from({ length: 256 }, (_, i) => i);
  const large = randomBytes(5 * 1024 * 1024);
  // A view into a larger buffer: only its own bytes go in.
  const view = new Uint8Array(Buffer.from([9, 1, 2, 3, 9]).buffer, 1, 3);
  for (const bytes of [every, new Uint8Array(0), large, view]) {
    const result = await api.db.execute<{ b: Uint8Array }>(sql`SELECT ${bytes}::bytea AS b`);
    const back = result.rows[0]!.b;
    expect(back).toBeInstanceOf(Uint8Array);
    expect(back.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(back).equals(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))).toBe(true);
  }
});
