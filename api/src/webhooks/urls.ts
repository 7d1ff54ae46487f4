/**
 * Where a webhook may be sent (docs/integrators.md "Webhooks"; OWASP SSRF prevention): an `https://` URL of at
 * most 2,000 characters, without a user name or password, whose host is a public address. Every
 * address the host name resolves to must be public (`unicast` for ipaddr.js): loopback, private
 * (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata service,
 * fe80::/10), carrier-grade NAT, multicast, reserved, unspecified and the IPv6 forms that embed an
 * IPv4 address (NAT64, 6to4, Teredo) are refused. The rule is checked when an endpoint is saved
 * (the host is resolved then) and again at every delivery, on the very address the connection
 * uses (`pinnedLookup`), so a DNS answer that changes later (DNS rebinding) cannot reach inside.
 *
 * `WEBHOOK_ALLOW_INSECURE_LOOPBACK=1` (config.ts; never with NODE_ENV=production) also accepts
 * loopback addresses, over `http://` too (`http://127.0.0.1:<port>`): tests and local development.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The longest endpoint URL. */
export const WEBHOOK_URL_MAX = 2000;

/** How long resolving an endpoint's host may take when it is saved. */
const RESOLVE_TIMEOUT_MS = 5000;

/** What the URL rules allow besides public HTTPS. */
export interface UrlPolicy {
  /** Loopback addresses, over http:// or https:// (tests, local development). */
  allowInsecureLoopback: boolean;
}

/** A URL or address the rules refuse; `message` says why, in words an integrator can act on. */
export class WebhookUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}

/** How an address is classed: `public` (may be called), `loopback`, or another range (refused). */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const range = ipaddr.process(address).range(); // IPv4-mapped IPv6 is judged as its IPv4 address
  return range === 'unicast' ? 'public' : range;
}

/** Whether a delivery may connect to `address` under `policy`. */
export function isAllowedAddress(address: string, policy: UrlPolicy): boolean {
  const range = addressRange(address);
  return range === 'public' || (range === 'loopback' && policy.allowInsecureLoopback);
}

/** The refusal of `address` (of `host`). */
const refusedAddress = (host: string, address: string) =>
  new WebhookUrlError(
    host === address
      ? `The address ${address} is not public (${addressRange(address)}): webhooks go to public HTTPS endpoints only`
      : `${host} resolves to ${address}, which is not public (${addressRange(address)}): webhooks go to public HTTPS endpoints only`,
  );

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks the form of an endpoint URL (no DNS): parses it, requires `https:` (or `http:` to a
 * loopback address under the switch), no credentials, an IP literal that is public. Answers the
 * parsed URL; throws WebhookUrlError.
 */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  if (raw.length > WEBHOOK_URL_MAX) throw new WebhookUrlError(`The URL must be at most ${WEBHOOK_URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('Enter a valid https:// URL');
  }
  const host = hostOf(url);
  const literal = isIP(host) !== 0;
  const loopbackHost = literal ? addressRange(host) === 'loopback' : /^localhost\.?$/i.test(host);
  if (url.protocol !== 'https:') {
    const insecureAllowed = url.protocol === 'http:' && policy.allowInsecureLoopback && loopbackHost;
    if (!insecureAllowed) throw new WebhookUrlError('The URL must start with https://');
  }
  if (url.username || url.password) throw new WebhookUrlError('The URL must not contain a user name or password');
  if (literal && !isAllowedAddress(host, policy)) throw refusedAddress(host, host);
  return url;
}

/** Resolves `host` to every address (at most RESOLVE_TIMEOUT_MS). */
async function resolveAll(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), RESOLVE_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([dnsLookupAsync(host, { all: true, verbatim: true }), timeout]);
    return found.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole check of an endpoint URL when it is saved: `parseWebhookUrl`, then every address its
 * host name resolves to must be allowed. A host that does not resolve is refused (a typo shows at
 * once). Answers the normalised URL; throws WebhookUrlError.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<string> {
  const url = parseWebhookUrl(raw, policy);
  const host = hostOf(url);
  if (isIP(host) === 0) {
    let addresses: string[];
    try {
      addresses = await resolveAll(host);
    } catch {
      throw new WebhookUrlError(`The host name ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new WebhookUrlError(`The host name ${host} could not be resolved`);
    const bad = addresses.find((a) => !isAllowedAddress(a, policy));
    if (bad) throw refusedAddress(host, bad);
  }
  return url.toString();
}

/**
 * A `lookup` for `http.request` that resolves the host and refuses the connection when any of its
 * addresses is not allowed: the check runs on the addresses the socket then connects to, at every
 * delivery (DNS rebinding cannot slip between check and use).
 */
export function pinnedLookup(policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => !isAllowedAddress(a.address, policy));
      if (bad || addresses.length === 0) {
        return callback(refusedAddress(hostname, bad?.address ?? hostname) as NodeJS.ErrnoException, '', 0);
      }
      if ((options as LookupOptions).all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
