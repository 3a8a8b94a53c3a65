import type { RequestHandler } from 'express';
import { ErrorCode } from '../../common/errors';
import { containsNul } from '../../common/text';

/** A GraphQL-shaped error answer for requests refused before GraphQL runs. */
function refusal(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/** A `\u0000` (or `\u{0}`) escape inside a GraphQL string literal of the query text. */
const NUL_ESCAPE = /\\u(?:0000|\{0+\})/i;

/**
 * Refuses a GraphQL request whose variables or query literals hold a NUL character with 400
 * BAD_USER_INPUT: PostgreSQL cannot store NUL in text, and no form has a use for it. Forms' text
 * is cleaned of other control characters when validated (`cleanText`).
 */
export const refuseNulCharacters: RequestHandler = (req, res, next) => {
  const body = req.body as { query?: unknown; variables?: unknown } | undefined;
  if (body && (containsNul(body.variables) || (typeof body.query === 'string' && NUL_ESCAPE.test(body.query)))) {
    res.status(400).json(refusal('Text must not contain NUL characters', ErrorCode.BAD_USER_INPUT));
    return;
  }
  next();
};
