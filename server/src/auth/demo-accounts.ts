import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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

/** The demo admin and editor of demo mode (DEMO), with passwords generated per installation. */
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
   * Makes sure a demo admin and a demo editor exist, with random passwords kept in
   * DATA_DIR/demo-accounts.json (no credentials live in the code).
   * @returns the demo accounts with their passwords
   */
  async ensure(): Promise<DemoAccountRecord[]> {
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
