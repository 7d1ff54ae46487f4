/**
 * The gateway's configuration fails fast like the api's (docs/configuration.md),
 * and parses TRUST_PROXY exactly as the api does (one parser: @certify/runtime).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@certify/runtime';
import { loadConfig } from '../src/config.js';

/** The api's loadConfig (a computed specifier keeps tsc from compiling the api under the gateway). */
const apiConfigPath: string = fileURLToPath(new URL('../../api/src/config.ts', import.meta.url));
const { loadConfig: loadApiConfig } = (await import(apiConfigPath)) as {
  loadConfig: (env: NodeJS.ProcessEnv) => { trustProxy: unknown };
};

function problemsOf(load: (env: NodeJS.ProcessEnv) => unknown, env: NodeJS.ProcessEnv): string {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('gateway loadConfig', () => {
  it('defaults: port 4000, the api on HOST:API_PORT, trust no proxy, log warnings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      certApiUrl: 'http://127.0.0.1:4001',
      trustProxy: false,
      logger: { level: 'warn' },
    });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it('CERT_API_URL defaults to the api next to it (API_PORT, HOST; a wildcard HOST → loopback)', () => {
    expect(loadConfig({ API_PORT: '4601' }).certApiUrl).toBe('http://127.0.0.1:4601');
    expect(loadConfig({ HOST: 'localhost', API_PORT: '4601' }).certApiUrl).toBe('http://localhost:4601');
    expect(loadConfig({ HOST: '0.0.0.0' }).certApiUrl).toBe('http://127.0.0.1:4001');
    expect(loadConfig({ HOST: '::' }).certApiUrl).toBe('http://[::1]:4001');
    expect(loadConfig({ CERT_API_URL: 'https://api.example.org/v1/', API_PORT: '1' }).certApiUrl).toBe(
      'https://api.example.org/v1',
    );
  });

  it('names each invalid variable, its value and what it expects', () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{ PORT: '99999' }, 'PORT="99999": expected a TCP port: a whole number from 0 to 65535 (0: any free port)'],
      [{ PORT: 'abc' }, 'PORT="abc": expected a TCP port'],
      [{ API_PORT: 'abc' }, 'API_PORT="abc": expected a TCP port'],
      [{ HOST: 'a host' }, 'HOST="a host": expected an IP address or a host name'],
      [{ CERT_API_URL: 'not a url' }, 'CERT_API_URL="not a url": expected an http:// or https:// URL'],
      [{ CERT_API_URL: 'ftp://api' }, 'CERT_API_URL="ftp://api": expected an http:// or https:// URL'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent'],
      [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY="yes": expected true, false, 1, 0, or a comma-separated list'],
    ];
    for (const [env, message] of cases) expect(problemsOf(loadConfig, env)).toContain(message);
    expect(problemsOf(loadConfig, { PORT: 'x', CERT_API_URL: 'y' }).split('\n')).toHaveLength(3);
  });

  it('TRUST_PROXY: parsed exactly as the api parses it (unset: off in both)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadApiConfig({}).trustProxy).toBe(false);
    for (const value of ['true', 'TRUE', '1', 'false', '0', ' 10.0.0.1 ,10.0.0.0/8', 'loopback', '::1,fd00::/8']) {
      const gateway = loadConfig({ TRUST_PROXY: value }).trustProxy;
      expect(gateway).toEqual(loadApiConfig({ TRUST_PROXY: value }).trustProxy);
      expect(gateway).not.toBeUndefined();
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1 ,10.0.0.0/8' }).trustProxy).toBe('10.0.0.1,10.0.0.0/8');
    for (const bad of ['yes', '10.0.0.300', 'proxy.example.org']) {
      expect(problemsOf(loadConfig, { TRUST_PROXY: bad })).toBe(problemsOf(loadApiConfig, { TRUST_PROXY: bad }));
    }
  });

  it('GATEWAY_SECRET: unset, or the api’s rule (≥ 32 characters, no spaces), its value hidden in messages', () => {
    expect(loadConfig({}).gatewaySecret).toBeUndefined();
    const secret = 'k3y-0f-th3-gat3way-AAAAAAAAAAAAAAAAAAAAAA';
    expect(loadConfig({ GATEWAY_SECRET: secret }).gatewaySecret).toBe(secret);
    expect(problemsOf(loadConfig, { GATEWAY_SECRET: 'too-short' })).toBe(
      'invalid configuration:\n  GATEWAY_SECRET=(hidden): expected at least 32 characters without spaces (e.g. the ' +
        'output of `openssl rand -base64 32`)',
    );
  });
});
