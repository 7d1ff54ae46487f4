#!/usr/bin/env node
/**
 * `npm test`: every test, in order, stopping at the first failure:
 *   0. Biome: formatting and lint rules (`biome ci`); the GraphQL schema's lint (`npm run lint:schema`:
 *      ESLint with @graphql-eslint, eslint.config.mjs) and its breaking-change check against the last
 *      release (`npm run schema:check`: scripts/schemaCheck.ts, schema/CHANGELOG.md);
 *   0b. generated code is fresh: GraphQL types (`graphql-codegen --check`) and the REST contract
 *       (api/openapi.json from the api's route schemas, the gateway's REST types from it);
 *   1. type-check every workspace (a key renamed in an api schema fails the gateway here);
 *   2. api tests on in-memory PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set;
 *   3. gateway tests (against a real in-process api);
 *   4. web component tests;
 *   5. build, then the Playwright end-to-end tests in Debian Chromium against the real stack;
 *   6. the security suite (tests/security/) against a stack of its own;
 *   6b. the spec contract (tests/contract/): every row of both spec endpoint tables, called as a
 *       client written from the spec would, on a stack of its own;
 *   7. with TEST_DATABASE_URL, several instances on one PostgreSQL (tests/instances/: two apis and
 *      two gateways, built processes, on a new database of that server; issue 13).
 * `--skip-e2e` stops after step 4.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
const { TEST_DATABASE_URL, ...envWithoutPg } = baseEnv;

const steps = [
  ['lint and format (Biome)', 'npx', ['biome', 'ci', '.'], baseEnv],
  ['GraphQL schema lint (@graphql-eslint)', 'npm', ['run', '--silent', 'lint:schema'], baseEnv],
  ['GraphQL schema: no unlisted breaking change', 'npm', ['run', '--silent', 'schema:check'], baseEnv],
  ['GraphQL types are fresh', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], baseEnv],
  ['REST contract is fresh', 'npx', ['tsx', '-C', 'development', 'scripts/contract.mts', '--check'], baseEnv],
  ['type-check', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only'], baseEnv],
  ['api on PGlite', 'npx', ['vitest', 'run'], envWithoutPg, 'api'],
  ...(TEST_DATABASE_URL ? [['api on PostgreSQL', 'npx', ['vitest', 'run'], baseEnv, 'api']] : []),
  ['gateway', 'npx', ['vitest', 'run'], baseEnv, 'gateway'],
  ['web', 'npx', ['vitest', 'run'], baseEnv, 'web'],
  ...(process.argv.includes('--skip-e2e')
    ? []
    : [
        ['build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], baseEnv],
        ['end-to-end', 'npx', ['playwright', 'test'], envWithoutPg, 'tests'],
        ['security', 'npx', ['playwright', 'test', '-c', 'playwright.security.config.ts'], envWithoutPg, 'tests'],
        [
          'spec contract (tests/contract)',
          'npx',
          ['playwright', 'test', '-c', 'playwright.contract.config.ts'],
          envWithoutPg,
          'tests',
        ],
        ...(TEST_DATABASE_URL
          ? [
              [
                'several instances on PostgreSQL',
                'npx',
                ['playwright', 'test', '-c', 'playwright.instances.config.ts'],
                baseEnv,
                'tests',
              ],
            ]
          : []),
      ]),
];
if (!TEST_DATABASE_URL) console.log('(no TEST_DATABASE_URL: the PostgreSQL steps are skipped)');

const results = [];
for (const [name, cmd, args, env, dir] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: path.join(root, dir ?? ''), env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${res.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (res.status !== 0) {
    console.error(`\n${results.join('\n')}\n\nnpm test: "${name}" failed.`);
    process.exit(res.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nnpm test: all ${results.length} steps passed.`);
