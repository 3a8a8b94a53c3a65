import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { IsNull } from 'typeorm';
import { Role } from '../src/auth/roles';
import { Session } from '../src/auth/session.entity';
import { User } from '../src/auth/user.entity';
import { createUserCommand, resetPasswordCommand, type CommandIo } from '../src/tools/user-commands';
import { staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { embeddedDirOf } from '../src/db/connect';
import { ownerFileOf, socketFileOf, type EmbeddedOwner } from '../src/db/embedded';
import { projectRoot } from '../src/config';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

/** Captures what a command prints; answers password prompts from a list (none: not a terminal). */
function captureIo(answers: string[] = []): CommandIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    askPassword: async () => answers.shift() ?? null,
  };
}

describeDb('operator commands user:create and user:reset-password', () => {
  let env: NodeJS.ProcessEnv;
  const ownerOf = () => JSON.parse(fs.readFileSync(ownerFileOf(embeddedDirOf(server.config)), 'utf8')) as EmbeddedOwner;
  // On disk (not in memory), so the commands share the running server's embedded database the way an operator's would.
  const server = useTestServer({ EMBEDDED_MEMORY: '0' });
  beforeAll(async () => {
    // Embedded: the commands find the server from DATA_DIR (its owner file names a Unix socket in an
    // owner-only folder, issue #16 item 3) and connect through it, here in-process and, in the last
    // test, as a process of their own.
    expect(server.config.databaseUrl !== null || socketFileOf(ownerOf().url) !== null).toBe(true);
    env = {
      DATA_DIR: server.config.dataDir,
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'silent',
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    };
  });
  const login = (email: string, password: string) => server.gql<{ login: { token: string } }>(LOGIN, { email, password });

  it('creates an account with the given password, which then signs in', async () => {
    const io = captureIo();
    const code = await createUserCommand(
      ['--email', 'New.Editor@Example.com', '--name', 'New Editor', '--role', 'EDITOR', '--password', 'a-given-password'],
      env,
      io,
    );
    expect({ code, errors: io.errors }).toEqual({ code: 0, errors: [] });
    expect(io.lines.join('\n')).not.toContain('a-given-password');
    const user = await server.services.db.getRepository(User).findOneByOrFail({ email: 'new.editor@example.com' });
    expect(user).toMatchObject({ name: 'New Editor', role: Role.EDITOR });
    expect((await login('new.editor@example.com', 'a-given-password')).errors).toBeUndefined();
  });

  it('generates a password and prints it once when none is given and nobody can be asked', async () => {
    const io = captureIo();
    expect(await createUserCommand(['--email', 'gen.admin@example.com', '--name', 'Gen Admin', '--role', 'admin'], env, io)).toBe(0);
    const printed = io.lines.find((l) => l.startsWith('Password (shown only now): '))!;
    const password = printed.split(': ')[1];
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login('gen.admin@example.com', password)).errors).toBeUndefined();
  });

  it('refuses a duplicate email, a short password and wrong usage, creating nothing', async () => {
    const before = await server.services.db.getRepository(User).count();
    const dup = captureIo();
    expect(
      await createUserCommand(['--email', 'NEW.EDITOR@example.com', '--name', 'X', '--role', 'EDITOR', '--password', 'long-enough-pw'], env, dup),
    ).toBe(1);
    expect(dup.errors[0]).toMatch(/already exists/);
    const short = captureIo(['short', 'short']);
    expect(await createUserCommand(['--email', 'short@example.com', '--name', 'X', '--role', 'EDITOR'], env, short)).toBe(1);
    expect(short.errors[0]).toMatch(/at least 10/);
    const usage = captureIo();
    expect(await createUserCommand(['--email', 'nope', '--role', 'OWNER'], env, usage)).toBe(2);
    expect(usage.errors[0]).toMatch(/--email[\s\S]*--name[\s\S]*--role[\s\S]*usage/);
    expect(await server.services.db.getRepository(User).count()).toBe(before);
  });

  it('reset-password sets the prompted password and ends every session and token of the account', async () => {
    const { user, token, password } = await staff(server.services, Role.EDITOR);
    const session = await server.services.auth.startSession(user, { ip: null, userAgent: null });
    const io = captureIo(['a-reset-password', 'a-reset-password']);
    expect(await resetPasswordCommand(['--email', user.email.toUpperCase()], env, io)).toBe(0);
    expect(io.lines.join('\n')).not.toContain('a-reset-password');
    expect((await server.gql<{ me: null }>('{ me { id } }', {}, token)).data!.me).toBeNull();
    expect((await server.gql<{ me: null }>('{ me { id } }', {}, session.token)).data!.me).toBeNull();
    expect(await server.services.db.getRepository(Session).countBy({ userId: user.id, revokedAt: IsNull() })).toBe(0);
    expect((await server.services.db.getRepository(Session).findOneByOrFail({ familyId: session.sessionId })).revokedAt).not.toBeNull();
    expect((await login(user.email, password)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login(user.email, 'a-reset-password')).errors).toBeUndefined();
  });

  it('reset-password answers 1 for an unknown email and for prompts that differ', async () => {
    const unknown = captureIo();
    expect(await resetPasswordCommand(['--email', 'nobody@example.com', '--password', 'long-enough-pw'], env, unknown)).toBe(1);
    expect(unknown.errors[0]).toMatch(/No staff account/);
    const differ = captureIo(['one-password-x', 'another-password']);
    expect(await resetPasswordCommand(['--email', 'new.editor@example.com'], env, differ)).toBe(1);
    expect(differ.errors[0]).toMatch(/do not match/);
  });

  it('runs as its own process beside the running server, finding its database from DATA_DIR or DATABASE_URL', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '-r',
        'ts-node/register',
        path.join('server', 'src', 'tools', 'user-create.ts'),
        '--email',
        'cli@example.com',
        '--name',
        'Cli',
        '--role',
        'EDITOR',
        '--password',
        'a-cli-password',
      ],
      {
        cwd: projectRoot(),
        env: {
          PATH: process.env.PATH,
          TS_NODE_SWC: 'true',
          TS_NODE_TRANSPILE_ONLY: 'true',
          DATA_DIR: server.config.dataDir,
          BCRYPT_ROUNDS: '4',
          ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
        },
      },
    );
    expect(stdout).toMatch(/Created editor cli@example.com/);
    expect((await login('cli@example.com', 'a-cli-password')).errors).toBeUndefined();
  }, 60_000);
});
