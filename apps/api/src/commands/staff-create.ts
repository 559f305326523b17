/**
 * `npm run staff:create -- --email <e-mail> --role <role> [--name <name>]`: creates a staff member who signs in with a
 * password and an authenticator app (issue 25): the first owner, typically. The password is read from standard input
 * (typed without echo at a terminal, or piped), never from the command line, where `ps` and shell history would keep
 * it. Prints the authenticator URI (`otpauth://totp/…`) and ten recovery codes, once.
 *
 * `npm run staff:create -- --service --email <e-mail> --role <role> [--name <name>]`: creates a service account for
 * the staff commands (order:status, quotation:status, comment:*) and prints its key once: set it as STAFF_API_KEY.
 *
 * It opens the database itself, migrating it first: an empty embedded database before the shop's first start, or
 * PostgreSQL (DATABASE_URL) while the shop runs. The embedded database belongs to one process: stop the shop first.
 *
 *   roles: owner, manager, fulfilment, support (a service account cannot be an owner)
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { EmailSchema, STAFF_ROLES, type StaffRole } from '@shop/shared';
import { pino } from 'pino';
import { loadDotEnv, parseEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { createStaffModule } from '../modules/staff/index.ts';

const USAGE =
  'Usage: npm run staff:create -- --email <e-mail> --role <owner|manager|fulfilment|support> [--name <name>]\n' +
  '       npm run staff:create -- --service --email <e-mail> --role <manager|fulfilment|support> [--name <name>]\n' +
  'The password is read from standard input.\n';

/** The password: typed without echo at a terminal (twice), or the first line of what is piped in. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
      // Echo nothing of what is typed: readline writes each key through _writeToOutput.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.includes(prompt)) process.stderr.write(prompt);
      };
      rl.question(prompt, (answer) => {
        rl.close();
        process.stderr.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const again = await ask('Password again: ');
  if (first !== again) throw new AppError(400, 'PASSWORDS_DIFFER', 'The two passwords differ.');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      service: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = EmailSchema.safeParse(values.email ?? '');
  const role = values.role as StaffRole;
  if (!email.success || !STAFF_ROLES.includes(role)) {
    process.stderr.write(
      `${email.success ? `Unknown role: ${values.role ?? '(none)'}\n` : 'A valid --email is needed.\n'}${USAGE}`,
    );
    return 2;
  }
  const name = (values.name ?? email.data.split('@')[0]!).trim().slice(0, 100);

  loadDotEnv();
  const env = parseEnv(process.env);
  const log = pino({ level: 'warn' });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    // Creating a member sends nothing: invitations, which do, are the back office's.
    const silent = { send: async () => {}, close: async () => {} };
    const { members } = createStaffModule({ db: database.db, env, notifier: silent, log, apiPrefix: '/api/v1' });
    if (values.service) {
      const { member, apiKey } = await members.createService({ email: email.data, name, role });
      process.stdout.write(
        `Created the service account ${member.email} (${member.role}, id ${member.id}).\n` +
          `Its key, shown this once: give it to the staff commands as\n\nSTAFF_API_KEY=${apiKey}\n`,
      );
      return 0;
    }
    const password = await readPassword();
    const created = await members.createPerson(null, { email: email.data, name, role, password });
    process.stdout.write(
      `Created ${created.member.name} <${created.member.email}> as ${created.member.role} (id ${created.member.id}).\n\n` +
        `Add this to an authenticator app (shown this once; a QR code of it works too):\n${created.otpauthUri}\n\n` +
        `Recovery codes, each good for one sign-in without the app (keep them somewhere safe):\n` +
        `${created.recoveryCodes.join('\n')}\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

const badArguments = (err: unknown) =>
  err instanceof TypeError && String((err as { code?: string }).code).startsWith('ERR_PARSE_ARGS');

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  // Unknown options are a usage error (2); a refusal the shop words (a taken e-mail, a short password) is said
  // plainly (1); anything else is a fault (1).
  if (badArguments(err)) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const detail =
    err instanceof AppError ? err.message : `staff:create failed: ${(err as Error).message ?? String(err)}`;
  process.stderr.write(`${detail}\n`);
  return 1;
});
