/**
 * The gateway under abuse (docs/security.md): starts the built api and gateway as their own
 * processes (in-memory database, free ports, the production defaults), logs a requisitioner in, and
 * runs two phases while a probe asks `/health` every 20 ms:
 *
 * 1. **10 at once**: `concurrency` clients each send every abusive document together (3 rounds,
 *    after 40 unmeasured warm-up requests of each) — 1,000
 *    aliases of a list, 50 levels deep, a 2 MB document, 30 aliases, a costly spread of fragments
 *    (the attack of the issue: before the limits, ten 1,000-alias queries stalled it for minutes);
 * 2. **flood**: the same clients send them back to back for `seconds`. With the default rate
 *    limits most are refused by those (429) within the first second; `BENCH_RATE_LIMITS=off`
 *    raises the limits so every request goes through the query limits instead.
 *
 * Prints per phase the gateway's resident memory before and at its peak (from /proc), `/health`
 * latency percentiles, and how the abusive requests were answered.
 *
 *   npm run build && npx tsx gateway/test/bench/abuseBench.ts [seconds=20] [concurrency=10]
 *
 * Targets (10 at once): memory growth < 50 MB, `/health` p99 < 100 ms.
 */
import { Worker } from 'node:worker_threads';
import { loginToken, rssMb, startBuiltStack } from './builtStack.js';

const seconds = Number(process.argv[2] ?? 20);
const concurrency = Number(process.argv[3] ?? 10);

/** The /health probe (a worker thread): every 20 ms, posts the latency of one `GET` in ms. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  for (;;) {
    const t = performance.now();
    await (await fetch(workerData)).text();
    parentPort.postMessage(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const stack = await startBuiltStack({
    DATABASE_URL: 'memory://',
    ...(process.env.BENCH_RATE_LIMITS === 'off'
      ? { RATE_LIMIT_ADDRESS: '1000000', RATE_LIMIT_PRINCIPAL: '1000000' }
      : {}),
  });
  const { base, gateway } = stack;
  try {
    const login = (email: string) => loginToken(base, email);
    const token = await login('requisitioner@certify.test');

    const list = 'certificates(list: REQUESTED, pageSize: 100) { totalCount nodes { id credentialNumber } }';
    let deep = 'name';
    for (let i = 0; i < 50; i++) deep = `ofType { ${deep} }`;
    const documents: Array<[string, string]> = [
      ['baseline: a valid { __typename }', '{ __typename }'],
      ['1,000 aliases', `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${list}`).join(' ')} }`],
      ['50 levels deep', `{ __type(name: "Certificate") { ${deep} } }`],
      ['2 MB', `{ viewer { ${'__typename '.repeat((2 * 1024 * 1024) / 11)} } }`],
      ['30 aliases', `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: ${list}`).join(' ')} }`],
      [
        'costly fragments',
        `{ ${Array.from({ length: 19 }, (_, i) => `p${i}: certificates(list: REQUESTED, pageSize: 100) { nodes { ...F } }`).join(' ')} } ` +
          'fragment F on Certificate { id student { id name studentId } course { id name code units { unitCode unitName } } ' +
          'campus { id name } signees { slot user { id fullName email } designation signedAt } events { id action comment } ' +
          'units { unitCode unitName outcomeResult } prints { id file { id sha256 } } availableActions viewerCanSign }',
      ],
    ];
    // BENCH_ONLY=<part of a name> runs one kind of abuse (to see what costs what).
    const only = process.env.BENCH_ONLY;
    const bodies = documents
      .filter(([what]) => (only ? what.includes(only) : !what.startsWith('baseline')))
      .map(([what, query]) => [what, JSON.stringify({ query })] as const);

    /** Runs `clients` (each a loop of requests) with the /health probe; prints what it saw. */
    const phase = async (title: string, client: (c: number, send: (i: number) => Promise<void>) => Promise<void>) => {
      const before = rssMb(gateway.pid!);
      let peak = before;
      const answers = new Map<string, number>();
      const slowest = new Map<string, number>();
      const health: number[] = [];
      const send = async (i: number) => {
        const [what, body] = bodies[i % bodies.length]!;
        const t = performance.now();
        let key: string;
        try {
          const res = await fetch(`${base}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          const text = await res.text();
          key = `${what} → ${res.status} ${/"code":"([A-Z_]+)"/.exec(text)?.[1] ?? ''}`;
        } catch (err) {
          // The gateway answers 413 and closes as soon as a body passes 1 MB, while it is still sent.
          const cause = (err as { cause?: { code?: string } }).cause?.code ?? String(err);
          key = `${what} → connection closed while sending (${cause})`;
        }
        const ms = performance.now() - t;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        slowest.set(key, Math.max(slowest.get(key) ?? 0, ms));
      };
      // The probe runs on its own thread, so the load generator's work never delays its timing.
      const probe = new Worker(PROBE, { eval: true, workerData: `${base}/health` });
      probe.on('message', (ms: number) => {
        health.push(ms);
        peak = Math.max(peak, rssMb(gateway.pid!));
      });
      const started = performance.now();
      await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c, send)));
      const took = performance.now() - started;
      // Keep probing a moment after the last answer: memory peaks as the garbage is collected.
      await new Promise((r) => setTimeout(r, 500));
      await probe.terminate();
      peak = Math.max(peak, rssMb(gateway.pid!));
      health.sort((x, y) => x - y);
      console.log(`\n${title} (${(took / 1000).toFixed(2)} s)`);
      console.log(
        `  gateway memory: ${before.toFixed(1)} MB before, ${peak.toFixed(1)} MB at peak (+${(peak - before).toFixed(1)} MB)`,
      );
      console.log(
        `  /health: ${health.length} probes, p50 ${percentile(health, 0.5).toFixed(1)} ms, ` +
          `p99 ${percentile(health, 0.99).toFixed(1)} ms, max ${health.at(-1)?.toFixed(1)} ms`,
      );
      for (const [key, n] of [...answers].sort()) {
        console.log(`  ${key}: ${n} requests, slowest ${slowest.get(key)?.toFixed(1)} ms`);
      }
    };

    console.log(
      `Node ${process.version}, NODE_ENV=production, rate limits ${process.env.BENCH_RATE_LIMITS === 'off' ? 'raised' : 'at their defaults'}`,
    );
    // A gateway that has run a while has compiled its hot paths: 40 of each first, unmeasured, as
    // another user (so the measured one starts with its whole rate-limit budget).
    const warmToken = await login('approver@certify.test');
    for (let i = 0; i < bodies.length * 40; i++) {
      await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${warmToken}` },
        body: bodies[i % bodies.length]![1],
      }).then(
        (r) => r.text(),
        () => '',
      );
    }
    await phase(`1. ${concurrency} clients send each abusive document at once, 3 times over`, async (c, send) => {
      for (let round = 0; round < 3; round++) await Promise.all(bodies.map((_, i) => send(i + c)));
    });
    const end = Date.now() + seconds * 1000;
    await phase(`2. ${concurrency} clients flood for ${seconds} s`, async (c, send) => {
      for (let i = c; Date.now() < end; i++) await send(i);
    });
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
