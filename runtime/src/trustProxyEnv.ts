/**
 * `TRUST_PROXY` → Fastify's `trustProxy`, the ONE parser for both processes (docs/configuration.md):
 * unset → the process's default; `true`/`1` → trust every proxy; `false`/`0` →
 * none; otherwise a comma-separated list of addresses and CIDR ranges (or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`) whose `X-Forwarded-For` is believed.
 */
import { z } from 'zod';
import { blankToUndefined } from './envSchemas.js';

/** What Fastify's `trustProxy` option gets: all/none, or an address list (`'127.0.0.1,::1'`). */
export type TrustProxy = boolean | string;

const MESSAGE =
  'expected true, false, 1, 0, or a comma-separated list of IP addresses and CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)';

const proxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

/** The `TRUST_PROXY` schema with the process's default (api: its loopback gateway; gateway: off). */
export const trustProxyEnv = (fallback: TrustProxy) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .transform((value, ctx): TrustProxy => {
        const lower = value.toLowerCase();
        if (lower === 'true' || lower === '1') return true;
        if (lower === 'false' || lower === '0') return false;
        const entries = value.split(',').map((entry) => entry.trim());
        if (entries.every((entry) => proxyAddress.safeParse(entry).success)) return entries.join(',');
        ctx.issues.push({ code: 'custom', message: MESSAGE, input: value });
        return z.NEVER;
      })
      .default(fallback),
  );
