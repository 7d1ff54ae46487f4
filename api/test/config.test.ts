/**
 * The api's configuration fails fast: every invalid variable is named with its value and what it
 * expects (docs/configuration.md).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@certify/runtime';
import { defaultRenderThreads, loadConfig } from '../src/config.js';

/** The ConfigError message `loadConfig(env)` throws. */
function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('api loadConfig', () => {
  it('has defaults for everything, and blank values count as unset', () => {
    for (const env of [{}, { API_PORT: '', HOST: ' ', TOKEN_TTL_HOURS: '', LOG_LEVEL: '', TRUST_PROXY: '' }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({
        port: 4001,
        host: '127.0.0.1',
        databaseUrl: undefined,
        smtp: null,
        mailFrom: 'Certify <no-reply@certify.test>',
        tokenTtlHours: 12,
        publicUrl: 'http://localhost:4000',
        trustProxy: false,
        gatewaySecret: undefined,
        throttle: {
          windowSeconds: 900,
          accountAddressLimit: 5,
          addressLimit: 50,
          accountLimit: 10,
          backoffMaxSeconds: 300,
        },
        logLevel: 'warn',
      });
    }
  });

  it('DATA_DIR moves the embedded database (resolved from the working directory); unset, it is <repo>/data/pglite', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/certify-data' }).dataDir).toBe('/tmp/certify-data');
    expect(loadConfig({ DATA_DIR: 'rel/db' }).dataDir).toBe(path.resolve('rel/db'));
    expect(loadConfig({}).dataDir).toMatch(/[/\\]data[/\\]pglite$/);
  });

  it('reads valid values', () => {
    const config = loadConfig({
      API_PORT: ' 4601 ',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
      SMTP_HOST: 'smtp.example.org',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASS: ' pass word ',
      SMTP_FROM: 'RTO <certs@example.org>',
      TOKEN_TTL_HOURS: '24',
      PUBLIC_URL: 'https://certify.example.org/',
      LOG_LEVEL: 'INFO',
    });
    expect(config).toMatchObject({
      port: 4601,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://postgres@127.0.0.1:5432/test',
      smtp: { host: 'smtp.example.org', port: 465, user: 'mailer', pass: ' pass word ' },
      mailFrom: 'RTO <certs@example.org>',
      tokenTtlHours: 24,
      publicUrl: 'https://certify.example.org',
      logLevel: 'info',
    });
    expect(loadConfig({ API_PORT: '0' }).port).toBe(0);
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });

  it('DATABASE_URL: unset, memory://, postgres:// or postgresql://, nothing else', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/certify' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/certify',
    );
    for (const bad of ['postgress://u:secret@db/certify', 'mysql://db/certify', './data/db', 'memory']) {
      expect(problemsOf({ DATABASE_URL: bad })).toContain(
        'expected unset (embedded database in ./data/), memory://, or a postgres:// or postgresql:// URL',
      );
    }
    // the password of a mistyped URL never reaches the message
    expect(problemsOf({ DATABASE_URL: 'postgress://u:secret@db/certify' })).toBe(
      'invalid configuration:\n  DATABASE_URL="postgress://u:***@db/certify": expected unset (embedded database in' +
        ' ./data/), memory://, or a postgres:// or postgresql:// URL',
    );
  });

  // docs/operations.md "Running several instances": demo data only on the embedded database or on request.
  it('SEED_DEMO: by default only the embedded database outside production; 1 on PostgreSQL; never in production', () => {
    const pgUrl = 'postgres://u@db:5432/certify';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'memory://' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pgUrl }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pgUrl, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, seedDemo: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: pgUrl, SEED_DEMO: '1' })).toBe(
      'invalid configuration:\n  SEED_DEMO="1": must be off when NODE_ENV=production (the demo accounts share a ' +
        'published password)',
    );
    expect(problemsOf({ SEED_DEMO: 'maybe' })).toContain('SEED_DEMO="maybe": expected 1 or 0 (true or false)');
  });

  it('names each invalid variable, its value and what it expects', () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{ API_PORT: 'abc' }, 'API_PORT="abc": expected a TCP port: a whole number from 0 to 65535 (0: any free port)'],
      [{ API_PORT: '99999' }, 'API_PORT="99999": expected a TCP port: a whole number from 0 to 65535'],
      [{ API_PORT: '-1' }, 'API_PORT="-1": expected a TCP port'],
      [{ HOST: 'not a host' }, 'HOST="not a host": expected an IP address or a host name'],
      [{ TOKEN_TTL_HOURS: '-1' }, 'TOKEN_TTL_HOURS="-1": expected a whole number of hours from 1 to 8760'],
      [{ TOKEN_TTL_HOURS: '0' }, 'TOKEN_TTL_HOURS="0": expected a whole number of hours from 1 to 8760'],
      [{ TOKEN_TTL_HOURS: '1.5' }, 'TOKEN_TTL_HOURS="1.5": expected a whole number of hours'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent'],
      [{ SMTP_PORT: 'x' }, 'SMTP_PORT="x": expected a TCP port: a whole number from 1 to 65535'],
      [{ SMTP_PORT: '0' }, 'SMTP_PORT="0": expected a TCP port: a whole number from 1 to 65535'],
      [{ PUBLIC_APP_URL: 'localhost:4000' }, 'PUBLIC_APP_URL="localhost:4000": expected an http:// or https:// URL'],
      [{ PUBLIC_URL: 'ftp://certify.example.org' }, 'PUBLIC_URL="ftp://certify.example.org": expected an http://'],
      [{ PORT: 'web' }, 'PORT="web": expected a TCP port: a whole number from 0 to 65535'],
      [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY="yes": expected true, false, 1, 0, or a comma-separated list'],
    ];
    for (const [env, message] of cases) expect(problemsOf(env)).toContain(message);
  });

  it('PUBLIC_URL: the links in e-mails; PUBLIC_APP_URL is its older name; default http://localhost:$PORT', () => {
    const url = (env: NodeJS.ProcessEnv) => loadConfig(env).publicUrl;
    expect(url({})).toBe('http://localhost:4000');
    expect(url({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(url({ PORT: '0' })).toBe('http://localhost:4000');
    expect(url({ PUBLIC_URL: ' https://certify.example.org/app// ' })).toBe('https://certify.example.org/app');
    expect(url({ PUBLIC_APP_URL: 'https://old.example.org/' })).toBe('https://old.example.org');
    expect(url({ PUBLIC_URL: 'https://new.example.org', PUBLIC_APP_URL: 'https://old.example.org' })).toBe(
      'https://new.example.org',
    );
    expect(url({ PUBLIC_URL: '', PORT: '4100' })).toBe('http://localhost:4100');
  });

  it('PRINT_WORKERS: the render threads of print jobs (docs/architecture.md "Bulk work off the request path"), one per core by default, 1–64', () => {
    expect(loadConfig({}).printWorkers).toBe(defaultRenderThreads());
    expect(loadConfig({ PRINT_WORKERS: '3' }).printWorkers).toBe(3);
    expect(problemsOf({ PRINT_WORKERS: '0' })).toContain(
      'PRINT_WORKERS="0": expected a number of threads from 1 to 64',
    );
    expect(problemsOf({ PRINT_WORKERS: 'many' })).toContain('PRINT_WORKERS="many": expected a number of threads');
  });

  it('lists every invalid variable at once, one per line', () => {
    expect(problemsOf({ API_PORT: 'abc', LOG_LEVEL: 'loud', TOKEN_TTL_HOURS: '-1' }).split('\n')).toEqual([
      'invalid configuration:',
      '  API_PORT="abc": expected a TCP port: a whole number from 0 to 65535 (0: any free port)',
      '  LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent',
      '  TOKEN_TTL_HOURS="-1": expected a whole number of hours from 1 to 8760',
    ]);
  });

  it('TRUST_PROXY: unset → no proxy (not even loopback); true/1; false/0; a list of addresses and CIDR ranges', () => {
    const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('TRUE')).toBe(true);
    expect(trust('1')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust(' 10.0.0.1 , 192.168.0.0/16,fd00::/8 ')).toBe('10.0.0.1,192.168.0.0/16,fd00::/8');
    expect(trust('loopback,10.1.2.3')).toBe('loopback,10.1.2.3');
    for (const bad of ['yes', '10.0.0.1,,', '10.0.0.300', 'proxy.example.org']) {
      expect(problemsOf({ TRUST_PROXY: bad })).toContain(`TRUST_PROXY=${JSON.stringify(bad)}: expected true`);
    }
  });

  it('GATEWAY_SECRET: unset, or at least 32 characters without spaces; its value never appears in messages', () => {
    const secret = 'k3y-0f-th3-gat3way-AAAAAAAAAAAAAAAAAAAAAA';
    expect(loadConfig({ GATEWAY_SECRET: '' }).gatewaySecret).toBeUndefined();
    expect(loadConfig({ GATEWAY_SECRET: ` ${secret} ` }).gatewaySecret).toBe(secret);
    for (const bad of ['short', 'has spaces in the middle of a long enough secret']) {
      const message = problemsOf({ GATEWAY_SECRET: bad });
      expect(message).toContain('GATEWAY_SECRET=(hidden): expected at least 32 characters without spaces');
      expect(message).not.toContain(bad);
    }
  });

  it('THROTTLE_*: whole numbers in range', () => {
    const config = loadConfig({
      THROTTLE_WINDOW_SECONDS: '5',
      THROTTLE_ACCOUNT_ADDRESS_LIMIT: '3',
      THROTTLE_ADDRESS_LIMIT: '500',
      THROTTLE_ACCOUNT_LIMIT: '20',
      THROTTLE_BACKOFF_MAX_SECONDS: '60',
    });
    expect(config.throttle).toEqual({
      windowSeconds: 5,
      accountAddressLimit: 3,
      addressLimit: 500,
      accountLimit: 20,
      backoffMaxSeconds: 60,
    });
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{ THROTTLE_WINDOW_SECONDS: '0' }, 'THROTTLE_WINDOW_SECONDS="0": expected a whole number of seconds from 1'],
      [{ THROTTLE_ACCOUNT_ADDRESS_LIMIT: 'five' }, 'THROTTLE_ACCOUNT_ADDRESS_LIMIT="five": expected a number of'],
      [{ THROTTLE_ADDRESS_LIMIT: '-3' }, 'THROTTLE_ADDRESS_LIMIT="-3": expected a number of attempts from 1'],
      [{ THROTTLE_ACCOUNT_LIMIT: '1001' }, 'THROTTLE_ACCOUNT_LIMIT="1001": expected a number of attempts from 1 to'],
      [{ THROTTLE_BACKOFF_MAX_SECONDS: '1.5' }, 'THROTTLE_BACKOFF_MAX_SECONDS="1.5": expected a whole number of'],
    ];
    for (const [env, message] of cases) expect(problemsOf(env)).toContain(message);
  });
});
