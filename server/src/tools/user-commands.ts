import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AuthService, MIN_PASSWORD_LENGTH } from '../auth/auth.service';
import { Role } from '../auth/roles';
import { isUniqueViolation, ValidationError } from '../common/errors';
import { useOwnerOnlyModes } from '../common/owner-only-files';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';

/** Where a command writes and how it asks for a password (tests pass their own). */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for a password without echo; null when nobody can answer (not a terminal). */
  askPassword(question: string): Promise<string | null>;
}

/** A password shown once to the operator: 20 URL-safe random characters (120 bits). */
const generatePassword = (): string => randomBytes(15).toString('base64url');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exit codes: 0 done, 1 refused (unknown or duplicate email, bad value), 2 wrong usage. */
export type ExitCode = 0 | 1 | 2;

/**
 * Opens the database of the environment (DATABASE_URL, else the embedded one, shared with a running
 * server) and runs `work` with an AuthService that signs nothing (tools never issue tokens).
 */
async function withAuth<T>(env: NodeJS.ProcessEnv, work: (auth: AuthService) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  // Without a running server this process opens (and may create) DATA_DIR/pg: owner-only (issue #31 item 3).
  if (!config.databaseUrl) useOwnerOnlyModes();
  const database = await openDatabase(config, { shareRunning: true });
  try {
    return await work(new AuthService(database.db, config, 'tools-never-sign-tokens'));
  } finally {
    await database.close();
  }
}

/** The password from --password, else asked for (twice), else generated and printed once. */
async function passwordFor(given: string | undefined, io: CommandIo): Promise<{ password: string; generated: boolean } | string> {
  if (given !== undefined) return { password: given, generated: false };
  const first = await io.askPassword(`Password (at least ${MIN_PASSWORD_LENGTH} characters, empty to generate one): `);
  if (!first) return { password: generatePassword(), generated: true };
  const again = await io.askPassword('Repeat the password: ');
  if (again !== first) return 'The passwords do not match';
  return { password: first, generated: false };
}

/**
 * `npm run user:create -- --email … --name … --role ADMIN|EDITOR|TREASURER [--password …]`: creates a staff
 * account. Without --password it asks on a terminal, or generates one and prints it once.
 * @param argv the arguments after the script name
 * @param env environment read by loadConfig (DATABASE_URL, DATA_DIR, BCRYPT_ROUNDS)
 * @returns the exit code; messages go to `io`
 */
export async function createUserCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<ExitCode> {
  let values: { email?: string; name?: string; role?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
    }));
  } catch (error) {
    io.err(
      `${(error as Error).message}\nusage: npm run user:create -- --email <email> --name <name> --role ADMIN|EDITOR|TREASURER [--password <password>]`,
    );
    return 2;
  }
  const role = Object.values(Role).find((r) => r === values.role?.toLowerCase());
  const problems = [
    !values.email || !EMAIL.test(values.email.trim()) ? '--email must be an email address' : null,
    !values.name?.trim() ? '--name is required' : null,
    !role ? '--role must be ADMIN, EDITOR or TREASURER' : null,
  ].filter((p): p is string => p !== null);
  if (problems.length) {
    io.err(
      `${problems.join('\n')}\nusage: npm run user:create -- --email <email> --name <name> --role ADMIN|EDITOR|TREASURER [--password <password>]`,
    );
    return 2;
  }
  const chosen = await passwordFor(values.password, io);
  if (typeof chosen === 'string') {
    io.err(chosen);
    return 1;
  }
  if (chosen.password.length < MIN_PASSWORD_LENGTH) {
    io.err(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    return 1;
  }
  return withAuth(env, async (auth) => {
    try {
      const user = await auth.createUser({ email: values.email!, name: values.name!.trim(), role: role!, password: chosen.password });
      io.out(`Created ${user.role} ${user.email} (${user.id}).`);
      if (chosen.generated) io.out(`Password (shown only now): ${chosen.password}`);
      return 0;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      io.err(`A staff account with the email ${values.email!.trim().toLowerCase()} already exists`);
      return 1;
    }
  });
}

/**
 * `npm run user:reset-password -- --email … [--password …]`: sets a new password and ends every
 * session of the account. Without --password it asks on a terminal, or generates one and prints it once.
 * @returns the exit code; 1 when no account has the email
 */
export async function resetPasswordCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<ExitCode> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, password: { type: 'string' } } }));
  } catch (error) {
    io.err(`${(error as Error).message}\nusage: npm run user:reset-password -- --email <email> [--password <password>]`);
    return 2;
  }
  if (!values.email?.trim()) {
    io.err('--email is required\nusage: npm run user:reset-password -- --email <email> [--password <password>]');
    return 2;
  }
  const chosen = await passwordFor(values.password, io);
  if (typeof chosen === 'string') {
    io.err(chosen);
    return 1;
  }
  return withAuth(env, async (auth) => {
    try {
      const user = await auth.resetPassword(values.email!, chosen.password);
      if (!user) {
        io.err(`No staff account has the email ${values.email!.trim().toLowerCase()}`);
        return 1;
      }
      io.out(`Reset the password of ${user.email}; every session of the account has ended.`);
      if (chosen.generated) io.out(`Password (shown only now): ${chosen.password}`);
      return 0;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      io.err(Object.values(error.fields).join('\n'));
      return 1;
    }
  });
}

/** The terminal: stdout/stderr, and a password prompt that does not echo (null when stdin is not a terminal). */
export const terminalIo: CommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  async askPassword(question) {
    if (!process.stdin.isTTY) return null;
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput?: (text: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => undefined;
    try {
      return await rl.question('');
    } finally {
      process.stdout.write('\n');
      rl.close();
    }
  },
};

/** Runs a command as a process: exit code from the command, 1 with the message on an unexpected error. */
export function runCommand(command: (argv: string[], env: NodeJS.ProcessEnv, io: CommandIo) => Promise<ExitCode>): void {
  command(process.argv.slice(2), process.env, terminalIo).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
