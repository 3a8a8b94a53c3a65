import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Passwords } from './passwords';
import { Role } from './roles';
import { User } from './user.entity';

/** What a new staff account needs. */
export interface NewStaffAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Staff accounts: looked up by email, created with a bcrypt hash, the first admin from the environment. */
export class StaffAccounts {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly passwords: Passwords,
  ) {}

  /** Finds a staff user by email, ignoring case. */
  findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  /**
   * Creates a staff account with a bcrypt hash (cost from BCRYPT_ROUNDS, default 12).
   * @returns the stored user
   */
  async create(input: NewStaffAccount): Promise<User> {
    const repo = this.db.getRepository(User);
    const user = repo.create({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      role: input.role,
      passwordHash: await this.passwords.hash(input.password),
    });
    return repo.save(user);
  }

  /** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists yet. */
  async ensureFirstAdmin(): Promise<User | null> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return null;
    const admins = await this.db.getRepository(User).countBy({ role: Role.ADMIN });
    if (admins > 0) return null;
    return this.create({ name: 'Administrator', email: adminEmail, password: adminPassword, role: Role.ADMIN });
  }
}
