/**
 * HTTP helpers of the benchmarks (docs/benchmarks.md): signing in as a demo role,
 * JSON calls with a bearer token, and latency sampling.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@certify/api/demo';
import { percentile } from './report';

/** A demo role (the logins of README "Demo logins"). */
export type DemoRole = DemoAccount;

/** Signs in at the api (or any server speaking `/login`) as `role`; answers the bearer token. */
export async function login(apiUrl: string, role: DemoRole): Promise<string> {
  const res = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login as ${role}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A JSON call (POST with `body`, GET without); throws unless 2xx; answers the parsed body. */
export async function callJson<T = Record<string, unknown>>(
  url: string,
  token: string | null,
  body?: unknown,
  method?: string,
): Promise<T> {
  const res = await fetch(url, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status < 200 || res.status >= 300) throw new Error(`${method ?? 'call'} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Latencies (ms) of `n` sequential runs of `fn`, after `warmup` unrecorded ones; p50/p95/max. */
export async function sampleLatency(
  fn: () => Promise<unknown>,
  n: number,
  warmup = 3,
): Promise<{ p50: number; p95: number; max: number; samples: number[] }> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples), samples };
}
