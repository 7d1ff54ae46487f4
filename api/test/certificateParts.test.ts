/**
 * `GET /certificateParts`: the batch of Details with only the parts asked for (docs/architecture.md "A gateway that adds nothing"; api/CONTRACT.md "Details by parts").
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CERTIFICATE_DETAIL_PART, type CertificateDetailPartCode, DETAIL_PART_KEYS } from '../src/codes.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
let ids: number[];
/** The Details keys each part carries (`own`: all the others but `id`). */
const keysOf = (part: CertificateDetailPartCode, details: Record<string, unknown>): string[] => {
  if (part !== 'own') return [...DETAIL_PART_KEYS[part]];
  const others: string[] = Object.values(DETAIL_PART_KEYS).flat();
  return Object.keys(details).filter((k) => k !== 'id' && !others.includes(k));
};

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@certify.test');
  const rows = await api.db.execute<{ id: number }>(sql`SELECT id FROM certificates ORDER BY id`);
  ids = rows.rows.map((r) => Number(r.id));
});
afterAll(() => api.close());

type Details = Record<string, unknown> & { id: number };
const full = async (token = admin): Promise<Details[]> => {
  const res = await api.get(`/certificates?ids=${ids.join(',')}`, token);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const parts = async (query: string, token = admin): Promise<Details[]> => {
  const res = await api.get(`/certificateParts?ids=${ids.join(',')}${query}`, token);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
describe('GET /certificateParts', () => {
  test('without parts: only each visible certificate’s id', async () => {
    const [whole, bare] = [await full(), await parts('')];
    expect(bare).toEqual(whole.map((d) => ({ id: d.id })));
  });

  test('each part brings exactly its keys, with the values /certificates has', async () => {
    const whole = await full();
    for (const part of Object.values(CERTIFICATE_DETAIL_PART)) {
      const some = await parts(`&parts=${part}`);
      expect(some.map((d) => d.id)).toEqual(whole.map((d) => d.id));
      for (const [i, d] of some.entries()) {
        const keys = keysOf(part, whole[i]!);
        expect(keys.length, part).toBeGreaterThan(0);
        expect(Object.keys(d).sort(), part).toEqual(['id', ...keys].sort());
        for (const key of keys) expect(d[key], `${part}: ${key}`).toEqual(whole[i]![key]);
      }
    }
  });

  test('every part at once is /certificates', async () => {
    const every = Object.values(CERTIFICATE_DETAIL_PART).join(',');
    expect(await parts(`&parts=${every}`)).toEqual(await full());
  });

  test('available actions follow the caller, as on /certificates', async () => {
    const signee = await api.login('signee1@certify.test');
    const mine = await parts('&parts=actions', signee);
    expect(mine.length).toBeGreaterThan(0);
    const whole = new Map((await full(signee)).map((d) => [d.id, d.available_actions]));
    for (const d of mine) expect(d.available_actions).toEqual(whole.get(d.id));
    const admins = new Map((await parts('&parts=actions')).map((d) => [d.id, d.available_actions]));
    expect(mine.some((d) => JSON.stringify(d.available_actions) !== JSON.stringify(admins.get(d.id)))).toBe(true);
  });

  test('an unknown part, too many ids or no ids: 400 naming the field', async () => {
    const unknown = await api.get(`/certificateParts?ids=1&parts=units,everything`, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('parts must be some of own, units, signees');
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await api.get(`/certificateParts?ids=${many}`, admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain('At most 500 at a time');
    expect((await api.get('/certificateParts?parts=units', admin)).status).toBe(400);
    expect((await api.get('/certificateParts?ids=1')).status).toBe(401);
  });
});
