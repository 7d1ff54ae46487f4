/**
 * Web bundle benchmark (issue 13 "A light web app", "Benchmarks you can rerun"):
 * `npx tsx -C development tests/bench/webBundle.bench.ts [runs]` (default 5) after
 * `npx turbo run build`. Starts the built api and gateway (the gateway serves web/dist) on a
 * database of its own (PGlite, or PostgreSQL with DATABASE_URL) and opens Debian's Chromium
 * with an empty cache for every visit (a fresh browser context each time). Reports:
 * - the bytes transferred (compressed, headers included: DevTools' "transferred") to show the
 *   login page, by kind (JS, CSS, fonts) and in total, against the target ≤ 200 KiB;
 * - the sequential round-trips before the login page's scripts and styles are all there (the
 *   longest chain of requests where each was started by the one before: the document, the entry
 *   module, a lazy route's chunk…);
 * - the milliseconds from navigation to the first row of the requisitioner's requested list on a
 *   cold visit with a stored login (the median of `runs` visits), against the target ≤ 800 ms.
 * Baselines: main before issue 13 (356 KiB of JS and CSS plus 283 KiB of TTF icon fonts; 1.6 s).
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { benchDatabase } from './support/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@certify/api/demo';
import { percentile, report } from './support/report';
import { startStack } from './support/stack';

const RUNS = Number(process.argv[2] ?? 5) || 5;
const KIB = 1024;
const BASELINE = 'main before issue 13';

/** One request of a page visit, as DevTools' network panel shows it. */
interface Transfer {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Font, Fetch, XHR, Image… */
  type: string;
  /** The GraphQL operation a POST /graphql carries, for the printout. */
  operation: string | null;
  /** Bytes received, compressed body plus headers (CDP `encodedDataLength`). */
  bytes: number;
  /** Bytes of the body as sent (compressed when it was), without headers (CDP `dataReceived`). */
  bodyBytes: number;
  encoding: string | null;
  started: number;
  finished: number;
}

/** Records every request of `page` over the Chrome DevTools Protocol. */
async function recordTransfers(context: BrowserContext, page: Page): Promise<() => Transfer[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Transfer>();
  cdp.on('Network.requestWillBeSent', (e) => {
    byId.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? 'Other',
      operation: /"operationName":"(\w+)"/.exec(e.request.postData ?? '')?.[1] ?? null,
      bytes: 0,
      bodyBytes: 0,
      encoding: null,
      started: e.timestamp,
      finished: e.timestamp,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = byId.get(e.requestId);
    if (!t) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    t.encoding = (headers['content-encoding'] as string | undefined) ?? null;
  });
  cdp.on('Network.dataReceived', (e) => {
    const t = byId.get(e.requestId);
    if (t) t.bodyBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = byId.get(e.requestId);
    if (!t) return;
    t.bytes = e.encodedDataLength;
    t.finished = e.timestamp;
  });
  return () => [...byId.values()];
}

const kindOf = (t: Transfer): 'js' | 'css' | 'font' | 'other' => {
  const path = new URL(t.url).pathname;
  if (t.type === 'Script' || /\.m?js$/.test(path)) return 'js';
  if (t.type === 'Stylesheet' || path.endsWith('.css')) return 'css';
  if (t.type === 'Font' || /\.(ttf|woff2?|eot|otf)$/.test(path)) return 'font';
  return 'other';
};

/**
 * The sequential round-trips of a visit: the longest chain of requests in which each one started
 * only after the one before had finished (the document, then the entry's scripts, then a lazy
 * route's chunks, then what they import late…), among `counted`. Requests that overlap in time
 * went in parallel and count once. (Chrome names no initiator for a dynamic `import()`, so the
 * chain is read from the timings.)
 */
function roundTrips(transfers: Transfer[], counted: (t: Transfer) => boolean): number {
  const chain = new Map<Transfer, number>();
  const sorted = transfers.filter(counted).sort((x, y) => x.started - y.started);
  for (const t of sorted) {
    const before = sorted.filter((p) => p !== t && p.finished <= t.started).map((p) => chain.get(p) ?? 1);
    chain.set(t, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...chain.values());
}

/**
 * Installed before any of the page's scripts: records `performance.now()` (ms since navigation
 * start) in `window.__firstRow` when the first table row with a Details button is in the document.
 * A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const FIRST_ROW_WATCH = `
  new MutationObserver((_, observer) => {
    const hasRow = [...document.querySelectorAll('tbody tr button')].some((b) => b.textContent.trim() === 'Details');
    if (hasRow) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** What a browser keeps of a login: local storage per origin (the stored session, access §3). */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Visits the login page in a fresh context (an empty cache) and answers its transfers once it
 * shows and the network is idle; then signs in through the form as the requisitioner ("Keep me
 * signed in" is ticked by default) and answers the browser state that leaves behind.
 */
async function loginPageVisit(
  browser: Browser,
  base: string,
): Promise<{ transfers: Transfer[]; signedIn: StorageState }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const transfers = await recordTransfers(context, page);
    await page.goto(`${base}/user/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    const shown = transfers();
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.requisitioner);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
    return { transfers: shown, signedIn: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * A cold visit of the requested list by a signed-in user: a fresh context (empty cache) with the
 * stored login `signedIn`; milliseconds from navigation start to the first row with a Details
 * button, as the page's own clock saw it (FIRST_ROW_WATCH).
 */
async function firstRowVisit(
  browser: Browser,
  base: string,
  signedIn: StorageState,
): Promise<{ ms: number; transfers: Transfer[] }> {
  const context = await browser.newContext({ storageState: signedIn });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_ROW_WATCH);
    const transfers = await recordTransfers(context, page);
    await page.goto(`${base}/certificates/requested-list`);
    await page.getByRole('button', { name: 'Details' }).first().waitFor({ timeout: 30_000 });
    const ms = await page.evaluate(() => (window as unknown as { __firstRow?: number }).__firstRow ?? Number.NaN);
    await page.waitForLoadState('networkidle');
    return { ms, transfers: transfers() };
  } finally {
    await context.close();
  }
}

function describe(transfers: Transfer[]): void {
  for (const t of [...transfers].sort((a, b) => a.started - b.started)) {
    console.log(
      `    ${(t.bytes / KIB).toFixed(1).padStart(7)} KiB  ${(t.encoding ?? '-').padEnd(4)} ${kindOf(t).padEnd(5)} ` +
        `+${((t.started - transfers[0]!.started) * 1000).toFixed(0).padStart(5)} ms ` +
        `(${((t.finished - t.started) * 1000).toFixed(0).padStart(4)} ms)  ${new URL(t.url).pathname.slice(0, 60)}${t.operation ? ` ${t.operation}` : ''}`,
    );
  }
}

const database = await benchDatabase('web_bundle');
const stack = await startStack({ database, gateway: true, env: { NODE_ENV: 'production' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: launchArgs,
});
try {
  const base = stack.gateway!.url;

  const { transfers: login1, signedIn } = await loginPageVisit(browser, base);
  console.log('  login page, cold (transferred with headers, encoding, kind, start, duration):');
  describe(login1);
  /** Compressed bodies of one kind (all kinds without one), in KiB: what the baseline counted. */
  const bodies = (kind?: ReturnType<typeof kindOf>) =>
    login1.filter((t) => !kind || kindOf(t) === kind).reduce((n, t) => n + t.bodyBytes, 0) / KIB;
  report({ name: 'web: login page JS (compressed)', value: bodies('js'), unit: 'KiB' });
  report({ name: 'web: login page CSS (compressed)', value: bodies('css'), unit: 'KiB' });
  report({
    name: 'web: login page JS + CSS (compressed)',
    value: bodies('js') + bodies('css'),
    unit: 'KiB',
    baseline: 356,
    baselineLabel: BASELINE,
  });
  report({
    name: 'web: login page icon fonts',
    value: bodies('font'),
    unit: 'KiB',
    target: '<= 0',
    baseline: 283,
    baselineLabel: BASELINE,
  });
  report({
    name: 'web: login page, everything downloaded (compressed)',
    value: bodies(),
    unit: 'KiB',
    target: '<= 200',
    baseline: 356 + 283,
    baselineLabel: `${BASELINE} (JS+CSS 356 + fonts 283)`,
  });
  report({
    name: 'web: login page, transferred with HTTP headers',
    value: login1.reduce((n, t) => n + t.bytes, 0) / KIB,
    unit: 'KiB',
  });
  report({ name: 'web: login page requests', value: login1.length, unit: 'requests' });
  report({
    name: 'web: login page sequential round-trips (document to last script or style)',
    value: roundTrips(login1, (t) => kindOf(t) !== 'other' || t.type === 'Document'),
    unit: 'round-trips',
  });

  const times: number[] = [];
  let lastTransfers: Transfer[] = [];
  for (let i = 0; i < RUNS; i++) {
    const visit = await firstRowVisit(browser, base, signedIn);
    times.push(visit.ms);
    lastTransfers = visit.transfers;
  }
  console.log(`  requested list, cold, stored login: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  describe(lastTransfers);
  report({
    name: 'web: requested list, first row after a cold visit (median)',
    value: percentile(times, 50),
    unit: 'ms',
    target: '<= 800',
    baseline: 1600,
    baselineLabel: BASELINE,
  });
  report({
    name: 'web: requested list cold visit, downloaded (compressed)',
    value: lastTransfers.reduce((n, t) => n + t.bodyBytes, 0) / KIB,
    unit: 'KiB',
  });
  report({
    name: 'web: requested list cold visit, sequential round-trips (document, code and data)',
    value: roundTrips(lastTransfers, (t) => kindOf(t) !== 'other' || t.type === 'Document' || t.operation !== null),
    unit: 'round-trips',
  });
} finally {
  await browser.close();
  await stack.stop();
  await database.drop();
}
