/**
 * Validates the environment against a zod object schema, failing with ONE error that names every
 * bad variable, its value (secrets hidden, URL passwords masked) and what it expects.
 */
import type { z } from 'zod';

/** Invalid environment: `problems` has one line per variable (`API_PORT="abc": expected …`). */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose values never appear in messages. */
const SECRET_NAME = /PASS|SECRET|KEY|CREDENTIAL/i;

/** How a value appears in a message: quoted, secrets hidden, `user:password@` masked. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined) return '(unset)';
  if (SECRET_NAME.test(name)) return '(hidden)';
  return JSON.stringify(value.replace(/(\/\/[^/@:]*:)[^/@]*@/, '$1***@'));
}

/** Parses `env` with `schema`; throws ConfigError listing every invalid variable. */
export function parseEnv<T extends z.ZodObject>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    return `${name}=${shown(name, env[name])}: ${issue.message}`;
  });
  throw new ConfigError([...new Set(problems)]);
}
