import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { messages } from '../../../shared/messages';
import type { Config } from '../config';
import { UnauthenticatedError } from '../common/errors';
import { Role } from './roles';
import { User } from './user.entity';

/** Claims inside our access tokens. */
interface TokenClaims {
  sub: string;
  ver: number;
  role: Role;
}

/** A demo staff account listed on the login screen in demo mode only. */
export interface DemoAccountRecord {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Result of a successful sign-in. */
export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

/** Staff accounts, sign-in and JWTs (SPEC §6, done on the server instead of the browser). */
export class AuthService {
  /** A hash compared against when the email is unknown, so both failures take the same time. */
  private readonly dummyHash: string;
  /** Demo accounts listed on the login screen; empty outside demo mode. */
  demoAccounts: DemoAccountRecord[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly secret: string,
  ) {
    this.dummyHash = bcrypt.hashSync(randomBytes(12).toString('hex'), 4);
  }

  /**
   * Checks credentials and issues a token.
   * @throws UnauthenticatedError "Invalid email or password. Please try again." for an unknown email or a wrong password alike
   */
  async login(email: string, password: string): Promise<LoginResult> {
    const user = await this.findByEmail(email);
    const ok = await bcrypt.compare(password, user?.passwordHash ?? this.dummyHash);
    if (!user || !ok) throw new UnauthenticatedError(messages.login.invalid);
    return this.issue(user);
  }

  /** Signs an access token for a user; expiry from JWT_EXPIRES_IN. */
  issue(user: User): LoginResult {
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, role: user.role };
    const token = jwt.sign(claims, this.secret, { expiresIn: this.config.jwtExpiresIn as jwt.SignOptions['expiresIn'] });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000), user };
  }

  /**
   * Resolves the staff user behind an `Authorization` value ("Bearer …" or the bare token).
   * @returns the user, or null when absent, malformed, expired, revoked or the user is gone
   */
  async authenticate(authorization: string | null | undefined): Promise<User | null> {
    if (!authorization) return null;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.secret) as TokenClaims;
    } catch {
      return null;
    }
    const user = await this.db.getRepository(User).findOneBy({ id: claims.sub });
    if (!user || user.tokenVersion !== claims.ver) return null;
    return user;
  }

  /** Finds a staff user by email, ignoring case. */
  findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  /**
   * Creates a staff account with a bcrypt hash (cost from BCRYPT_ROUNDS, default 12).
   * @returns the stored user
   */
  async createUser(input: { name: string; email: string; password: string; role: Role }): Promise<User> {
    const repo = this.db.getRepository(User);
    const user = repo.create({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      role: input.role,
      passwordHash: await bcrypt.hash(input.password, this.config.bcryptRounds),
    });
    return repo.save(user);
  }

  /** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists yet. */
  async ensureFirstAdmin(): Promise<User | null> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return null;
    const admins = await this.db.getRepository(User).countBy({ role: Role.ADMIN });
    if (admins > 0) return null;
    return this.createUser({ name: 'Administrator', email: adminEmail, password: adminPassword, role: Role.ADMIN });
  }

  /**
   * Demo mode only: makes sure a demo admin and a demo editor exist, with random passwords kept
   * in DATA_DIR/demo-accounts.json (no credentials live in the code).
   * @returns the demo accounts with their passwords, for the login screen's demo box
   */
  async ensureDemoAccounts(): Promise<DemoAccountRecord[]> {
    const file = path.join(this.config.dataDir, 'demo-accounts.json');
    let accounts: DemoAccountRecord[] | null = null;
    if (fs.existsSync(file)) accounts = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoAccountRecord[];
    if (!accounts) {
      const password = () => `demo-${randomBytes(6).toString('hex')}`;
      accounts = [
        { name: 'Demo Admin', email: 'admin@demo.greenfieldresidents.org.au', password: password(), role: Role.ADMIN },
        { name: 'Demo Editor', email: 'editor@demo.greenfieldresidents.org.au', password: password(), role: Role.EDITOR },
      ];
      fs.mkdirSync(this.config.dataDir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(accounts, null, 2), { mode: 0o600 });
    }
    for (const account of accounts) {
      const existing = await this.findByEmail(account.email);
      if (!existing) await this.createUser(account);
      else if (!(await bcrypt.compare(account.password, existing.passwordHash))) {
        existing.passwordHash = await bcrypt.hash(account.password, this.config.bcryptRounds);
        await this.db.getRepository(User).save(existing);
      }
    }
    this.demoAccounts = accounts;
    return accounts;
  }
}

/**
 * The JWT signing secret: JWT_SECRET, or (outside production) one generated once and kept in
 * DATA_DIR/jwt-secret so tokens survive a restart.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
