/**
 * `npm run admin:create -w api -- --email you@example.org [--first-name Jane] [--last-name Citizen]
 * [--mobile 0400000000]`: creates an administrator in the configured database (`DATABASE_URL`, else
 * the embedded one in data/: stop the api first), making the modules and roles first when the
 * database has none — how a production database, which gets no demo data, gets its first account
 * (docs/operations.md "Running several instances"; docs/operations.md "Running several instances").
 *
 * The password (the rule of Add User: 8+ characters with a lowercase and an uppercase letter, a
 * digit and one of @$!%*?&) comes from `ADMIN_PASSWORD`, else is typed twice at a terminal (not
 * shown), else is the first line of standard input (`… < password.txt`). It is hashed with
 * argon2id like every password and never printed. Exit code 0 when created, 1 with the reason
 * otherwise (a bad field, the e-mail taken, the database unreachable), 2 on a bad argument.
 */
import { parseArgs } from 'node:util';
import { read } from 'read';
import { createAdministrator } from './createAdministrator.js';
import { runOperatorCommand } from './operatorCommand.js';

const USAGE =
  'usage: npm run admin:create -w api -- --email <address> [--first-name <name>] [--last-name <name>] ' +
  '[--mobile <number>]\n  password: ADMIN_PASSWORD, else typed at the terminal, else the first line of standard input';

/** The new administrator's password: `ADMIN_PASSWORD`, typed twice at a terminal, or piped. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) {
    const first = await read({ prompt: 'Password: ', silent: true, replace: '*' });
    const again = await read({ prompt: 'Password again: ', silent: true, replace: '*' });
    if (first !== again) throw new Error('the two passwords differ; nothing was created');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/** The command's options; exits 2 naming a bad argument. */
function commandLine() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Certify' },
        'last-name': { type: 'string', default: 'Administrator' },
        mobile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    console.error(`admin:create: ${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const args = commandLine();
if (args.help || !args.email) {
  console.error(args.help ? USAGE : `admin:create: --email is required\n${USAGE}`);
  process.exit(args.help ? 0 : 2);
}

await runOperatorCommand('admin:create', async (deps) => {
  const password = await readPassword();
  const id = await createAdministrator(deps, {
    email: args.email,
    first_name: args['first-name'],
    last_name: args['last-name'],
    mobile_number: args.mobile,
    password,
  });
  console.log(
    `admin:create: created administrator ${args.email} (user #${id}); sign in with that e-mail and password.`,
  );
});
