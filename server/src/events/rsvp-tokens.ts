import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../common/errors';
import { Rsvp } from './rsvp.entity';

/** A manage token: 32 random bytes (256 bits), base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * How a manage token is stored: its SHA-256, hex (a database leak reveals no working link).
 * @param token the token as it appears in the manage link
 */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Whether a value has the shape of a manage token (checked before any query).
 * @param token what the link carried
 */
export const isManageToken = (token: unknown): token is string => typeof token === 'string' && TOKEN_PATTERN.test(token);

/**
 * A fresh manage token for an RSVP, stored hashed; earlier tokens keep working (issue #17).
 * @returns the token, to put in the e-mailed link
 */
export async function issueManageToken(tx: EntityManager, rsvpId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(`INSERT INTO rsvp_tokens (token_hash, rsvp_id) VALUES ($1, $2)`, [tokenHash(token), rsvpId]);
  return token;
}

/**
 * The RSVP a manage token opens.
 * @throws NotFoundError for an unknown, malformed or stale token
 */
export async function rsvpOfToken(tx: EntityManager, token: string): Promise<Rsvp> {
  if (!isManageToken(token)) throw new NotFoundError('RSVP');
  const [row] = (await tx.query(`SELECT rsvp_id FROM rsvp_tokens WHERE token_hash = $1`, [tokenHash(token)])) as { rsvp_id: string }[];
  const rsvp = row ? await tx.getRepository(Rsvp).findOneBy({ id: row.rsvp_id }) : null;
  if (!rsvp) throw new NotFoundError('RSVP');
  return rsvp;
}
