/**
 * `Query.issuanceCompliance` through the gateway against the real in-process api (docs/compliance.md
 * "Compliance checks"): the 30-day compliance report's months, every field mapped, the default
 * range and a bad range as BAD_USER_INPUT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const REPORT = `query($from: String, $to: String) {
  issuanceCompliance(from: $from, to: $to) {
    from to limitDays
    months {
      month issued issuedWithin issuedBeyond medianDays
      beyond { id credentialNumber studentName requestedAt issuedAt days }
    }
  }
}`;

interface Report {
  issuanceCompliance: {
    from: string;
    to: string;
    limitDays: number;
    months: {
      month: string;
      issued: number;
      issuedWithin: number;
      issuedBeyond: number;
      medianDays: number | null;
      beyond: { id: string; days: number; requestedAt: string; issuedAt: string }[];
    }[];
  };
}

describe('Query.issuanceCompliance', () => {
  it('the last 12 months by default, each split within / beyond 30 days', async () => {
    const token = await stack.token('admin');
    const { issuanceCompliance: r } = ok(await stack.gql<Report>(REPORT, {}, token));
    expect(r.limitDays).toBe(30);
    expect(r.months).toHaveLength(12);
    expect(r.months[0]!.month).toBe(r.from);
    expect(r.months.at(-1)!.month).toBe(r.to);
    for (const m of r.months) {
      expect(m.issuedWithin + m.issuedBeyond).toBe(m.issued);
      expect(m.beyond.length).toBeLessThanOrEqual(m.issuedBeyond);
      for (const b of m.beyond) expect(b.days).toBeGreaterThanOrEqual(30);
      if (m.issued === 0) expect(m.medianDays).toBeNull();
    }
    // the seed issues certificates: some month has some
    expect(r.months.some((m) => m.issued > 0)).toBe(true);
  });

  it('a given range; a bad one is BAD_USER_INPUT with the api message', async () => {
    const token = await stack.token('printer');
    const { issuanceCompliance: r } = ok(await stack.gql<Report>(REPORT, { from: '2024-01', to: '2024-03' }, token));
    expect(r.months.map((m) => m.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    const bad = await stack.gql(REPORT, { from: '2024-05', to: '2024-04' }, token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('`from` must not be after `to`');
  });
});
