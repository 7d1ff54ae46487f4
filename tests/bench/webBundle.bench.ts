/**
 * Web bundle benchmark (docs/architecture.md "A light web app"):
 * `npx tsx -C development tests/bench/webBundle.bench.ts [runs]` (default 5) after
 * `npx turbo run build` (it builds nothing). Starts the built api and gateway (the gateway serves
 * web/dist, or WEB_DIST) on a database of its own (PGlite, or PostgreSQL with DATABASE_URL) and
 * opens Debian's Chromium, each visit in a fresh browser context (an empty cache). Reports:
 * - what the browser downloads to show the login page: compressed bodies by kind (JS, CSS, icon
 *   fonts) and in total against the target ≤ 200 KiB; the same with HTTP headers; the requests;
 * - the sequential round-trips before the login page's scripts and styles are all there;
 * - the milliseconds from navigation to the login form, and to the first row of the
 *   requisitioner's requested list on a cold visit by a signed-in user (the browser state the
 *   login form leaves: "Keep me signed in"), medians of `runs` visits, against ≤ 800 ms;
 * - what that list visit downloads and its sequential round-trips (code and data).
 * Each visit's requests are printed (size with headers, encoding, kind, start, duration, path).
 * Baselines: before the speed work, as measured then (356 KiB of gzipped JS and CSS plus
 * 283 KiB of TTF icon fonts; rows after ≈1.6 s) and, for requests and round-trips, as this script
 * measures main's build.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@certify/api/demo';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { benchDatabase } from './support/database';
import { percentile, report } from './support/report';
import { startStack } from './support/stack';

const RUNS = Number(process.argv[2] ?? 5) || 5;
const KIB = 1024;
const BASELINE = 'before the speed work';
const MEASURED_ON_MAIN = 'before the speed work (this script on its build)';

/** One request of a page visit, as DevTools' network panel shows it. */
interface Transfer {
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
  /** Seconds (CDP monotonic clock). */
  started: number;
  finished: number;
}

/** Records every request of `page` over the Chrome DevTools Protocol; call the answer for the list. */
async function recordTransfers(context: BrowserContext, page: Page): Promise<() => Transfer[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Transfer>();
  cdp.on('Network.requestWillBeSent', (e) => {
    byId.set(e.requestId, {
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
    const header = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
    t.encoding = header ? String(header[1]) : null;
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

/** The document and the code (scripts, styles, fonts) of a visit. */
const isCode = (t: Transfer) => kindOf(t) !== 'other' || t.type === 'Document';

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
 * start) in `window.__shown` when the screen is there: the login form's Login button, or the first
 * table row with a Details button. A string, not a function: tsx would wrap a function's inner
 * names in a helper the page lacks.
 */
const SHOWN_WATCH = `
  new MutationObserver((_, observer) => {
    const shown = [...document.querySelectorAll('form button[type=submit], tbody tr button')].some((b) =>
      ['Login', 'Details'].includes(b.textContent.trim()),
    );
    if (shown) {
      window.__shown = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** What a browser keeps of a login: local storage per origin (the stored session, access §3). */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One cold visit: its requests, and when the screen showed (ms after navigation start). */
interface Visit {
  transfers: Transfer[];
  ms: number;
}

/**
 * Opens `path` in a fresh context (an empty cache; `state` its local storage), waits until
 * `shown` is visible and the network idle, then lets `then` act in the page before closing it.
 */
async function coldVisit(
  browser: Browser,
  url: string,
  shown: (page: Page) => Promise<void>,
  state?: StorageState,
  then?: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext(state ? { storageState: state } : {});
  try {
    const page = await context.newPage();
    await page.addInitScript(SHOWN_WATCH);
    const transfers = await recordTransfers(context, page);
    await page.goto(url);
    await shown(page);
    const ms = await page.evaluate(() => (window as unknown as { __shown?: number }).__shown ?? Number.NaN);
    await page.waitForLoadState('networkidle');
    const visit = { transfers: transfers(), ms };
    await then?.(page, context);
    return visit;
  } finally {
    await context.close();
  }
}

function describe(title: string, transfers: Transfer[]): void {
  console.log(`  ${title} (with headers, encoding, kind, start, duration, path):`);
  const start = Math.min(...transfers.map((t) => t.started));
  for (const t of [...transfers].sort((a, b) => a.started - b.started)) {
    const path = new URL(t.url).pathname.slice(0, 60);
    console.log(
      `    ${(t.bytes / KIB).toFixed(1).padStart(7)} KiB  ${(t.encoding ?? '-').padEnd(4)} ${kindOf(t).padEnd(5)} ` +
        `+${((t.started - start) * 1000).toFixed(0).padStart(5)} ms (${((t.finished - t.started) * 1000).toFixed(0).padStart(4)} ms)` +
        `  ${path}${t.operation ? ` ${t.operation}` : ''}`,
    );
  }
}

const database = await benchDatabase('web_bundle');
const stack = await startStack({ database, gateway: true, gatewayEnv: { NODE_ENV: 'production' } });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const base = stack.gateway!.url;
  const loginShown = (page: Page) => page.getByRole('button', { name: 'Login' }).waitFor();

  // the login page, cold; the first visit then signs in through the form as the requisitioner
  let signedIn: StorageState | undefined;
  const loginVisits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) {
    loginVisits.push(
      await coldVisit(browser, `${base}/user/login`, loginShown, undefined, async (page, context) => {
        if (signedIn) return;
        await page.getByLabel('Username').fill(DEMO_ACCOUNTS.requisitioner);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
        signedIn = await context.storageState();
      }),
    );
  }
  const login = loginVisits[0]!.transfers;
  describe('login page, cold', login);
  /** Compressed bodies of one kind (all kinds without one), in KiB: what the baseline counted. */
  const bodies = (kind?: ReturnType<typeof kindOf>) =>
    login.filter((t) => !kind || kindOf(t) === kind).reduce((n, t) => n + t.bodyBytes, 0) / KIB;
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
    value: login.reduce((n, t) => n + t.bytes, 0) / KIB,
    unit: 'KiB',
  });
  report({
    name: 'web: login page requests',
    value: login.length,
    unit: 'requests',
    baseline: 31,
    baselineLabel: MEASURED_ON_MAIN,
  });
  report({
    name: 'web: login page sequential round-trips (document to last script or style)',
    value: roundTrips(login, isCode),
    unit: 'round-trips',
    baseline: 5,
    baselineLabel: MEASURED_ON_MAIN,
  });
  report({
    name: 'web: login form shown after a cold visit (median)',
    value: percentile(
      loginVisits.map((v) => v.ms),
      50,
    ),
    unit: 'ms',
  });

  // the requested list, cold, by the signed-in requisitioner
  const rowShown = (page: Page) => page.getByRole('button', { name: 'Details' }).first().waitFor({ timeout: 30_000 });
  const listVisits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) {
    listVisits.push(await coldVisit(browser, `${base}/certificates/requested-list`, rowShown, signedIn));
  }
  const times = listVisits.map((v) => v.ms);
  const list = listVisits[listVisits.length - 1]!.transfers;
  describe(`requested list, cold, signed in: first row at ${times.map((t) => t.toFixed(0)).join(', ')} ms`, list);
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
    value: list.reduce((n, t) => n + t.bodyBytes, 0) / KIB,
    unit: 'KiB',
  });
  report({
    name: 'web: requested list cold visit, sequential round-trips (document, code and data)',
    value: roundTrips(list, (t) => isCode(t) || t.operation !== null),
    unit: 'round-trips',
    baseline: 7,
    baselineLabel: MEASURED_ON_MAIN,
  });
} finally {
  await browser.close();
  await stack.stop();
  await database.drop();
}
