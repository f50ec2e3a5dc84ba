import { fileURLToPath } from 'node:url';
import { accountEmail } from '@worktrail/contract';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { grantHostRole, revokeHostRole } from './modules/host/host-admins.ts';

// `npm run host:admin -- --email someone@example.com [--revoke]`: gives (or takes) the support console's host role.

const usage = 'Usage: npm run host:admin -- --email someone@example.com [--revoke]';

/** `--email x` or `--email=x`, and `--revoke`; anything else is a mistake worth stopping for. */
export function parseHostAdminArgs(argv: string[]): { email: string; revoke: boolean } | { error: string } {
  let email: string | undefined;
  let revoke = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--revoke') revoke = true;
    else if (arg === '--email') {
      email = argv[i + 1];
      i += 1;
    } else if (arg.startsWith('--email=')) email = arg.slice('--email='.length);
    else return { error: `Unknown argument: ${arg}\n${usage}` };
  }
  if (!email) return { error: `The e-mail address is missing.\n${usage}` };
  if (!accountEmail.safeParse(email.trim()).success) {
    return { error: `"${email}" is not a valid e-mail address.\n${usage}` };
  }
  return { email: email.trim(), revoke };
}

/**
 * The command's work, returning its exit code. `database` is given by tests; the command itself opens the
 * database the server would (DATABASE_URL, or the embedded one in DATA_DIR) and migrates it first.
 */
export async function hostAdmin({
  argv,
  env,
  database,
  print = console.log,
  now = () => new Date(),
}: {
  argv: string[];
  env: NodeJS.ProcessEnv;
  database?: Database;
  print?: (line: string) => void;
  now?: () => Date;
}): Promise<number> {
  const args = parseHostAdminArgs(argv);
  if ('error' in args) {
    print(args.error);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ env });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(error.message);
    return 1;
  }
  if (!config.databaseUrl) {
    print(`Using the embedded database in ${config.dataDir}: the server must be stopped while this command runs.`);
  }
  const opened = database ?? (await openDatabase(config));
  try {
    await opened.migrate();
    if (args.revoke) {
      const { accountFound, wasHost } = await revokeHostRole({ db: opened.db, email: args.email });
      print(
        !accountFound
          ? `No account has the address ${args.email}; nothing was changed.`
          : wasHost
            ? `${args.email} no longer has the host role. The account itself is kept.`
            : `${args.email} did not have the host role; nothing was changed.`,
      );
      return 0;
    }
    const outcome = await grantHostRole({ db: opened.db, email: args.email, publicUrl: config.publicUrl, now: now() });
    print(
      [
        outcome.accountCreated
          ? `Created the account ${args.email} (no password yet).`
          : `The account ${args.email} already exists; its password was not changed.`,
        outcome.alreadyHost
          ? `${args.email} already has the host role.`
          : `Granted the host role to ${args.email}: they can use the support console at ${config.publicUrl}/host.`,
        'A one-time link to set a password was queued by mail (it works for one hour, once):',
        `  ${outcome.link}`,
        config.smtpUrl
          ? 'The mail is sent by the running server.'
          : 'No SMTP_URL is set, so no mail will be delivered: give this link to the person yourself.',
      ].join('\n'),
    );
    return 0;
  } finally {
    if (!database) await opened.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await hostAdmin({ argv: process.argv.slice(2), env: process.env });
}
