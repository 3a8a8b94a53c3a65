import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { messages } from '../../../shared/messages';
import { ValidationError } from '../common/errors';

/** Shortest staff password accepted (as for ADMIN_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 10;

/** bcrypt hashing and checking of staff passwords. */
export class Passwords {
  /** A hash compared against when there is no account, so an unknown email costs what a wrong password does. */
  private readonly fallbackHash: string;

  /** @param rounds bcrypt cost (BCRYPT_ROUNDS) */
  constructor(private readonly rounds: number) {
    this.fallbackHash = bcrypt.hashSync(randomBytes(12).toString('hex'), 4);
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
    const ok = await bcrypt.compare(password, hash ?? this.fallbackHash);
    return Boolean(hash) && ok;
  }

  /**
   * @param field the input field named in the error
   * @throws ValidationError (BAD_USER_INPUT) naming `field` when the password is shorter than MIN_PASSWORD_LENGTH
   */
  assertLongEnough(field: string, password: string): void {
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ [field]: messages.auth.passwordTooShort(MIN_PASSWORD_LENGTH) });
  }
}
