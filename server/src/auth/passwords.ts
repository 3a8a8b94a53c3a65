import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { adminMessages } from '../../../shared/admin-messages';
import { ValidationError } from '../common/errors';

/** Shortest staff password accepted (as for ADMIN_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 10;

/** bcrypt hashing and checking of staff passwords. */
export class Passwords {
  /**
   * A hash compared against when there is no account, made at the configured cost so that an
   * unknown email costs the same bcrypt work as a wrong password (issue #16 item 6: at cost 4 an
   * unknown email answered in 14–116 ms, a staff email in 400–750 ms). Hashed off the main thread
   * at start; the first unknown email waits for it.
   */
  private readonly fallbackHash: Promise<string>;

  /** @param rounds bcrypt cost (BCRYPT_ROUNDS) */
  constructor(private readonly rounds: number) {
    this.fallbackHash = bcrypt.hash(randomBytes(16).toString('hex'), rounds);
  }

  /** @returns a bcrypt hash of the password at the configured cost */
  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.rounds);
  }

  /**
   * Checks a password against a stored hash; without one (unknown account) it still runs one
   * bcrypt comparison, against the fallback hash, and answers false.
   */
  async verify(password: string, hash: string | null | undefined): Promise<boolean> {
    const ok = await bcrypt.compare(password, hash ?? (await this.fallbackHash));
    return Boolean(hash) && ok;
  }

  /**
   * @param field the input field named in the error
   * @throws ValidationError (BAD_USER_INPUT) naming `field` when the password is shorter than MIN_PASSWORD_LENGTH
   */
  assertLongEnough(field: string, password: string): void {
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ [field]: adminMessages.auth.passwordTooShort(MIN_PASSWORD_LENGTH) });
  }
}
