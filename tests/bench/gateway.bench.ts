/**
 * Gateway vs REST throughput (docs/architecture.md "A gateway that adds nothing"):
 * `npx tsx -C development tests/bench/gateway.bench.ts [certificates=3000] [seconds=10]` after
 * `npx turbo run build`, on PGlite or, with DATABASE_URL, on a fresh PostgreSQL database.
 *
 * Starts the built api and gateway (NODE_ENV=production, child processes) on a database of their
 * own, copies the demo certificates (with their units, signees, history and prints) into a few
 * thousand more, then keeps CONCURRENCY requests in flight for `seconds` per case through undici
 * pools (keep-alive), REST and GraphQL taking turns, and counts completed operations a second:
 * - list: one REST list page (`POST /reprintCertificateList`, 20 rows) vs the same page through
 *   `certificates(list: PRINTED)` selecting the list row's fields (the web's CertificateListRow);
 * - details: the same page with units, signees, history, prints and available actions: the REST
 *   calls a REST client makes for it (the list page, then `GET /certificates?ids=…` for its rows)
 *   vs one GraphQL query; and again with the REST client asking only for those parts
 *   (`GET /certificateParts?ids=…&parts=…`, what the gateway asks for);
 * - viewer: `GET /me` vs `query { viewer { … } }`.
 * Each case is measured twice:
 * - with the gateway on a core of its own and the api, PostgreSQL and this load generator on the
 *   others (support/cpuAffinity.ts): the gateway as DESIGN.md deploys it, a stateless tier in front
 *   of the api (`CERT_API_URL`). This is the reading the target ≥ 0.9 applies to: "a gateway that
 *   adds nothing" takes nothing from the api tier's throughput. Without taskset or a second core it
 *   is left out, with the reason printed;
 * - on cores shared by everything, reported without a target, beside what bounds it: when the
 *   cores are busy the ratio comes to REST's machine CPU per operation ÷ GraphQL's, so 0.9× leaves
 *   a second hop at most a ninth of REST's machine CPU per operation ("CPU a second hop may spend"),
 *   to compare with the gateway's CPU for a request it answers alone (`{ __typename }`: HTTP,
 *   limits, Apollo's pipeline) and with the ratio through a bare proxy (support/bareProxy.ts: no
 *   parsing, limits or GraphQL), the floor of any second hop on the same cores.
 * Also prints `/me` requests/s and the CPU time the api, the gateway and the machine spent per
 * operation.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Pool } from 'undici';
import { copyCertificates } from './support/copyCertificates';
import { type BenchDatabase, benchDatabase } from './support/database';
import { startBareProxy } from './support/bareProxy';
import { splitCores } from './support/cpuAffinity';
import { login } from './support/http';
import { report } from './support/report';
import { type Stack, startStack } from './support/stack';

const CERTIFICATES = Number(process.argv[2] ?? 3000);
const SECONDS = Number(process.argv[3] ?? 10);
/** Requests in flight at any moment, per case. */
const CONCURRENCY = 16;
/** Rows of the measured list page. */
const PAGE_SIZE = 20;
/** GraphQL / REST throughput the target asks for, the gateway on a core of its own (see above). */
const TARGET = 0.9;
const TARGET_RATIO = `>= ${TARGET}`;
const BASELINE_LABEL = 'before the speed work';
/**
 * Measured on main (2 cores): GraphQL / REST on simple lists (0.85–1.0) and with detail fields
 * (0.36–0.39), and `/me` requests/s on PGlite and on PostgreSQL (docs/benchmarks.md).
 */
const BASELINE = { list: 0.85, details: 0.37, me: { PGlite: 81, PostgreSQL: 197 } };

/** The fields of a list row as the web's lists ask for them (web/…/certificateList.graphql). */
const LIST_ROW = `id student { id name } course { id name } campus { id name } requisitioner { id fullName }
  template { id name } requestedDate credentialDate credentialNumber status statusCode statusLabel
  reprintStatus reprintStatusCode certificateType certificateTypeCode certificateTypeName`;
/** Detail fields: units, signees, history, prints and what the viewer may do. */
const DETAIL_FIELDS = `units { unitCode unitName outcomeResult } signees { slot designation signedAt user { fullName } }
  events { action actorName fromStatus toStatus comment createdAt } prints { kind printedAt file { fileName } }
  availableActions approvedBy issuedBy printedBy`;
const LIST_QUERY = `query { certificates(list: PRINTED, page: 1, pageSize: ${PAGE_SIZE}) {
  totalCount page pageSize nodes { ${LIST_ROW} } } }`;
const DETAIL_QUERY = `query { certificates(list: PRINTED, page: 1, pageSize: ${PAGE_SIZE}) {
  totalCount page pageSize nodes { ${LIST_ROW} ${DETAIL_FIELDS} } } }`;
const VIEWER_QUERY = `query { viewer { user { id firstName lastName fullName email } roles { id name }
  modules { name displayName url section priority } permissions passwordSecurity emailNotifications
  companyLogoUrl } }`;
/** A query the gateway answers alone: its fixed cost per request (HTTP, limits, Apollo's pipeline). */
const FLOOR_QUERY = '{ __typename }';
/** The parts of the details DETAIL_FIELDS need (api/CONTRACT.md "Details by parts"). */
const DETAIL_PARTS = 'units,signees,events,prints,actions,people';
const REST_LIST = '/reprintCertificateList'; // the printed list (LIST_ENDPOINTS)
const REST_LIST_BODY = JSON.stringify({ page: 1, per_page: PAGE_SIZE });

/** CPU time (user + system) process `pid` has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time the whole machine has been busy so far, every core summed, in ms (Linux /proc/stat:
 * user, nice, system, irq, softirq and steal; clock ticks of 10 ms): the api, the gateway,
 * PostgreSQL, this load generator and the rest.
 */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}

/**
 * What one side of a comparison did: operations, seconds, and CPU ms of the api, of what sits in
 * front of it (the gateway or the bare proxy; nothing on the REST side) and of the machine.
 */
interface Tally {
  done: number;
  seconds: number;
  apiCpu: number;
  hopCpu: number;
  machineCpu: number;
}

/** A tally of nothing done yet. */
const emptyTally = (): Tally => ({ done: 0, seconds: 0, apiCpu: 0, hopCpu: 0, machineCpu: 0 });

/** The processes whose CPU time a comparison counts: the api, and what sits in front of it (the gateway). */
interface Measured {
  api: number;
  hop: number;
}

/** Completes `op` over and over with CONCURRENCY in flight for `ms`, adding what it did to `tally`. */
async function keepBusy(op: () => Promise<unknown>, ms: number, pids: Measured, tally?: Tally): Promise<void> {
  let done = 0;
  const cpu = [cpuMs(pids.api), cpuMs(pids.hop), machineBusyMs()];
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await op();
        done++;
      }
    }),
  );
  if (!tally) return;
  tally.done += done;
  tally.seconds += (performance.now() - started) / 1000;
  tally.apiCpu += cpuMs(pids.api) - cpu[0]!;
  tally.hopCpu += cpuMs(pids.hop) - cpu[1]!;
  tally.machineCpu += machineBusyMs() - cpu[2]!;
}

/** Rounds per comparison: REST and GraphQL take turns, so a change in the machine's load hits both alike. */
const ROUNDS = 5;

/**
 * What `rest` and `graphql` each did when kept CONCURRENCY in flight for `seconds` in all, in
 * ROUNDS alternating turns (the order flips every round), after a second of warm-up each.
 */
async function compare(
  pids: Measured,
  rest: () => Promise<unknown>,
  graphql: () => Promise<unknown>,
): Promise<{ rest: Tally; graphql: Tally }> {
  await keepBusy(rest, 1000, pids);
  await keepBusy(graphql, 1000, pids);
  const total = { rest: emptyTally(), graphql: emptyTally() };
  const turn = (SECONDS * 1000) / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? (['graphql', 'rest'] as const) : (['rest', 'graphql'] as const)) {
      await keepBusy(side === 'rest' ? rest : graphql, turn, pids, total[side]);
    }
  }
  return total;
}

/**
 * Reports the CPU time per operation of the REST side (the api's) and the GraphQL side (the api's
 * and the gateway's), and of the whole machine on each side (with PostgreSQL and this load
 * generator): when the machine is busy throughout, the ratio comes to REST's machine CPU per
 * operation ÷ GraphQL's.
 */
function reportCpu(name: string, result: { rest: Tally; graphql: Tally }): void {
  const sides = [
    ['REST: api', result.rest.apiCpu, result.rest],
    ['GraphQL: api', result.graphql.apiCpu, result.graphql],
    ['GraphQL: gateway', result.graphql.hopCpu, result.graphql],
    ['REST: whole machine', result.rest.machineCpu, result.rest],
    ['GraphQL: whole machine', result.graphql.machineCpu, result.graphql],
  ] as const;
  for (const [side, cpu, tally] of sides) {
    report({ name: `gateway: ${name}, ${side} CPU per operation`, value: cpu / tally.done, unit: 'ms' });
  }
}

/** Operations a second. */
const rate = (t: Tally): number => t.done / t.seconds;

/** "12.3 req/s, CPU per operation: api 4.1 ms, gateway 1.9 ms, machine …" (`hop` names what is in front of the api). */
const describeTally = (t: Tally, hop = 'gateway'): string =>
  `${rate(t).toFixed(1)} req/s, CPU per operation: api ${(t.apiCpu / t.done).toFixed(2)} ms` +
  (t.hopCpu > 0 ? `, ${hop} ${(t.hopCpu / t.done).toFixed(2)} ms` : '') +
  `, machine ${(t.machineCpu / t.done).toFixed(2)} ms (${Math.round((100 * t.machineCpu) / (t.seconds * 1000 * cpus().length))}% busy)`;

/** A JSON call over `pool`; throws unless 200 (or when a GraphQL answer carries errors). */
async function call<T>(pool: Pool, method: 'GET' | 'POST', path: string, token: string, body?: string): Promise<T> {
  const res = await pool.request({
    method,
    path,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as T & { errors?: unknown[] };
  if (json.errors?.length) throw new Error(`${path}: ${JSON.stringify(json.errors).slice(0, 300)}`);
  return json;
}

const graphqlBody = (query: string) => JSON.stringify({ query });

/**
 * The floor of a second hop: the list page and `/me` straight from the api against the same
 * calls through a bare proxy (support/bareProxy.ts: no parsing, limits or GraphQL). What it
 * costs is what any gateway in front of the api costs at least on the same cores, whatever it runs.
 */
async function measureBareProxy(stack: Stack, rest: Pool, token: string, label: string): Promise<void> {
  const proxy = await startBareProxy(stack.api.url);
  const viaProxy = new Pool(proxy.url, { connections: CONCURRENCY });
  try {
    const calls = [
      { name: 'list page', method: 'POST', path: REST_LIST, body: REST_LIST_BODY },
      { name: 'viewer', method: 'GET', path: '/me', body: undefined },
    ] as const;
    for (const c of calls) {
      const result = await compare(
        { api: stack.api.pid, hop: proxy.pid },
        () => call(rest, c.method, c.path, token, c.body),
        () => call(viaProxy, c.method, c.path, token, c.body),
      );
      console.log(`  ${c.name} (${label}): through a bare proxy ${describeTally(result.graphql, 'proxy')}`);
      report({
        name: `gateway: ${c.name}, through a bare proxy / REST throughput (the floor of any second hop)`,
        value: rate(result.graphql) / rate(result.rest),
        unit: '×',
      });
    }
  } finally {
    await viaProxy.close();
    proxy.stop();
  }
}

/** One comparison of the bench: a REST operation and the GraphQL one that answers the same data. */
interface Case {
  name: string;
  rest: () => Promise<unknown>;
  graphql: () => Promise<unknown>;
  baseline: number | undefined;
}

/**
 * `c` compared through `pids` (compare), each side's tally printed with `where` it ran; answers
 * both tallies.
 */
async function compareCase(pids: Measured, c: Case, where: string): Promise<{ rest: Tally; graphql: Tally }> {
  const result = await compare(pids, c.rest, c.graphql);
  console.log(`  ${c.name} (${where}): REST ${describeTally(result.rest)}`);
  console.log(`  ${c.name} (${where}): GraphQL ${describeTally(result.graphql)}`);
  return result;
}

/**
 * The cases again with the gateway (`pids.hop`) on a core of its own and the api, PostgreSQL and
 * this load generator on the others (support/cpuAffinity.ts): the gateway deployed as the tier it
 * is (DESIGN.md "Architecture"), so the ratio shows what it takes from the api tier's throughput,
 * not what it takes from cores it shares with it. Cores are given back afterwards; without taskset
 * or a second core the reading is left out, with the reason printed.
 */
async function measureOnOwnCore(pids: Measured, cases: readonly Case[], label: BenchDatabase['label']): Promise<void> {
  const split = splitCores(pids.hop, [pids.api]);
  if ('unavailable' in split) {
    console.log(`  the gateway on a core of its own: not measured (${split.unavailable})`);
    return;
  }
  const where = `${label}, the gateway on core ${split.own}, the rest on ${split.rest}`;
  try {
    for (const c of cases) {
      const result = await compareCase(pids, c, where);
      report({
        name: `gateway: ${c.name}, GraphQL / REST throughput, the gateway on a core of its own`,
        value: rate(result.graphql) / rate(result.rest),
        unit: '×',
        target: TARGET_RATIO,
      });
    }
  } finally {
    split.restore();
  }
}

async function measure(stack: Stack, label: BenchDatabase['label']): Promise<void> {
  const rest = new Pool(stack.api.url, { connections: CONCURRENCY });
  const gateway = new Pool(stack.gateway!.url, { connections: CONCURRENCY });
  try {
    const token = await login(stack.api.url, 'admin');
    const restList = () => call<{ data: Array<{ id: number }> }>(rest, 'POST', REST_LIST, token, REST_LIST_BODY);
    const gql = (query: string) => () => call(gateway, 'POST', '/graphql', token, graphqlBody(query));
    /** The list page, then the details of its rows: whole (`/certificates`) or only `parts` (`/certificateParts`). */
    const restDetails = (parts?: string) => async () => {
      const page = await restList();
      const ids = page.data.map((r) => r.id).join(',');
      await call(
        rest,
        'GET',
        parts ? `/certificateParts?ids=${ids}&parts=${parts}` : `/certificates?ids=${ids}`,
        token,
      );
    };

    const first = await restList();
    if (first.data.length < PAGE_SIZE) throw new Error(`the printed list has ${first.data.length} rows`);

    const cases: Case[] = [
      {
        name: 'list page',
        rest: async () => void (await restList()),
        graphql: gql(LIST_QUERY),
        baseline: BASELINE.list,
      },
      {
        name: 'list page with detail fields',
        rest: restDetails(),
        graphql: gql(DETAIL_QUERY),
        baseline: BASELINE.details,
      },
      {
        name: 'list page with detail fields, REST asking only for their parts',
        rest: restDetails(DETAIL_PARTS),
        graphql: gql(DETAIL_QUERY),
        baseline: undefined,
      },
      {
        name: 'viewer',
        rest: async () => void (await call(rest, 'GET', '/me', token)),
        graphql: gql(VIEWER_QUERY),
        baseline: undefined,
      },
    ];
    const throughGateway = { api: stack.api.pid, hop: stack.gateway!.pid };
    for (const c of cases) {
      const result = await compareCase(throughGateway, c, label);
      const restRate = rate(result.rest);
      if (c.name === 'viewer') {
        report({
          name: 'gateway: /me throughput',
          value: restRate,
          unit: 'req/s',
          baseline: BASELINE.me[label],
          baselineLabel: BASELINE_LABEL,
        });
      }
      report({
        name: `gateway: ${c.name}, GraphQL / REST throughput, on cores shared with the api`,
        value: rate(result.graphql) / restRate,
        unit: '×',
        ...(c.baseline === undefined ? {} : { baseline: c.baseline, baselineLabel: BASELINE_LABEL }),
      });
      report({
        name: `gateway: ${c.name}, on shared cores: CPU a second hop may spend per operation for ${TARGET}×`,
        value: ((1 / TARGET - 1) * result.rest.machineCpu) / result.rest.done,
        unit: 'ms',
      });
      reportCpu(c.name, result);
    }
    await measureOnOwnCore(throughGateway, cases, label);
    await measureBareProxy(stack, rest, token, label);
    // The gateway's own floor: what a GraphQL request costs it when it asks the api nothing.
    const floor = emptyTally();
    await keepBusy(gql(FLOOR_QUERY), 1000, throughGateway);
    await keepBusy(gql(FLOOR_QUERY), SECONDS * 1000, throughGateway, floor);
    console.log(`  { __typename } (${label}): ${describeTally(floor)}`);
    report({
      name: 'gateway: CPU per request that asks the api nothing',
      value: floor.hopCpu / floor.done,
      unit: 'ms',
    });
  } finally {
    await rest.close();
    await gateway.close();
  }
}

const database = await benchDatabase('gateway');
// Apollo's production mode for the gateway; the api refuses the demo data under production.
const gatewayEnv = { NODE_ENV: 'production' };
try {
  // First start: migrate and seed the demo data; then copy it into a few thousand certificates.
  const seeding = await startStack({ database });
  if (database.url) await copyCertificates(database, CERTIFICATES);
  await seeding.stop();
  if (!database.url) await copyCertificates(database, CERTIFICATES);
  console.log(`  seeded ${CERTIFICATES} certificates on ${database.label}`);
  const stack = await startStack({ database, gatewayEnv, gateway: true });
  try {
    await measure(stack, database.label);
  } finally {
    await stack.stop();
  }
} finally {
  await database.drop();
}
