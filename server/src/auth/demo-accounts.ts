import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Passwords } from './passwords';
import { Role } from './roles';
import type { StaffAccounts } from './staff-accounts';
import { User } from './user.entity';

/** A demo staff account listed on the login screen in demo mode only. */
export interface DemoAccountRecord {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** What the login screen may know about demo mode for one client. */
export interface DemoAccess {
  /** The server runs in demo mode. */
  enabled: boolean;
  /** The demo logins, for a client on the server's own computer only; else empty. */
  accounts: DemoAccountRecord[];
}

/** The demo staff: one of each role (issue #34 added the treasurer). */
const DEMO_STAFF: readonly Omit<DemoAccountRecord, 'password'>[] = [
  { name: 'Demo Admin', email: 'admin@demo.greenfieldresidents.org.au', role: Role.ADMIN },
  { name: 'Demo Editor', email: 'editor@demo.greenfieldresidents.org.au', role: Role.EDITOR },
  { name: 'Demo Treasurer', email: 'treasurer@demo.greenfieldresidents.org.au', role: Role.TREASURER },
];

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * True for an address of the computer itself: 127.0.0.0/8, ::1, and IPv4-mapped ::ffff:127.x.
 * @param ip the client IP as Express resolves it (behind TRUST_PROXY, from X-Forwarded-For)
 */
export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false;
  try {
    return loopback.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
  } catch {
    return false; // not an IP address at all
  }
}

/**
 * The demo admin, editor and treasurer of demo mode (DEMO), with passwords generated per installation. Their
 * passwords are shown only to the computer running the site (issue #16 item 11: `npm start` on a
 * public interface published the admin password to anyone).
 */
export class DemoAccounts {
  /** The accounts once `ensure` ran; empty outside demo mode. */
  list: DemoAccountRecord[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly passwords: Passwords,
    private readonly accounts: StaffAccounts,
  ) {}

  /**
   * Whether demo mode is on, and the demo logins when the client is on the server's own computer
   * (a loopback address); any other client gets none.
   * @param ip the client IP (the request context's `ip`, which honours TRUST_PROXY)
   */
  accessFor(ip: string | null | undefined): DemoAccess {
    const enabled = this.config.demo;
    return { enabled, accounts: enabled && isLoopback(ip) ? this.list : [] };
  }

  /**
   * Makes sure a demo admin, a demo editor and a demo treasurer exist, with random passwords kept in
   * DATA_DIR/demo-accounts.json (no credentials live in the code).
   * @returns the demo accounts with their passwords
   */
  async ensure(): Promise<DemoAccountRecord[]> {
    const file = path.join(this.config.dataDir, 'demo-accounts.json');
    let accounts: DemoAccountRecord[] | null = null;
    if (fs.existsSync(file)) accounts = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoAccountRecord[];
    // A file written before the treasurer role (issue #34) gets the demo treasurer added, its other passwords kept.
    const missing = DEMO_STAFF.filter((demo) => !accounts?.some((account) => account.email === demo.email));
    if (!accounts || missing.length) {
      const password = () => `demo-${randomBytes(6).toString('hex')}`;
      accounts = [...(accounts ?? []), ...missing.map((demo) => ({ ...demo, password: password() }))];
      fs.mkdirSync(this.config.dataDir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(accounts, null, 2), { mode: 0o600 });
    }
    for (const account of accounts) {
      const existing = await this.accounts.findByEmail(account.email);
      if (!existing) await this.accounts.create(account);
      else if (!(await this.passwords.verify(account.password, existing.passwordHash))) {
        existing.passwordHash = await this.passwords.hash(account.password);
        await this.db.getRepository(User).save(existing);
      }
    }
    this.list = accounts;
    return accounts;
  }
}
