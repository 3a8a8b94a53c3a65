import { CombinedGraphQLErrors } from '@apollo/client/errors';
import * as ErrorCode from '../../../../shared/error-codes';
import * as ConflictReason from '../../../../shared/conflict-reasons';

/** What a stale-version CONFLICT carries (issue #33; server: StaleVersionError, docs/api.md). */
export interface StaleVersion {
  /** The version the form started from. */
  expectedVersion: number;
  /** The record's version now: the next save sends it. */
  currentVersion: number;
  /** Fields the other person changed, by their API names. */
  changedFields: string[];
  /** Each changed field before and after, as stored. */
  changes: Record<string, { before: unknown; after: unknown }>;
  /** Who saved last, and when (ISO 8601); null when the log does not say. */
  lastChangedBy: string | null;
  lastChangedAt: string | null;
}

/**
 * The details of a save refused because someone else saved the record first (`extensions.code`
 * CONFLICT with `reason` STALE_VERSION); null for any other error, including the other CONFLICTs
 * (an item in the trash, the last admin).
 */
export function staleVersion(error: unknown): StaleVersion | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code !== ErrorCode.CONFLICT || extensions.reason !== ConflictReason.STALE_VERSION) return null;
  return {
    expectedVersion: Number(extensions.expectedVersion),
    currentVersion: Number(extensions.currentVersion),
    changedFields: Array.isArray(extensions.changedFields) ? extensions.changedFields.map(String) : [],
    changes: (extensions.changes as StaleVersion['changes'] | undefined) ?? {},
    lastChangedBy: typeof extensions.lastChangedBy === 'string' ? extensions.lastChangedBy : null,
    lastChangedAt: typeof extensions.lastChangedAt === 'string' ? extensions.lastChangedAt : null,
  };
}

/** Form values: one control's value per field name. */
export type Values = Record<string, unknown>;

/** Whose value a conflicting field keeps. */
export type Choice = 'mine' | 'theirs';

/** A field the other person changed, with both values as the form shows them. */
export interface ConflictRow {
  name: string;
  label: string;
  mine: unknown;
  theirs: unknown;
  /** Whether this person changed it too (then both edits touch it and they choose; default theirs otherwise). */
  changedByMe: boolean;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The fields the other person changed since the form opened (`theirs` differs from `base`), with
 * this person's value beside theirs, in the form's field order.
 * @param fields the form's fields and labels, in order
 * @param base the values the form opened with
 * @param mine the form's values now
 * @param theirs the record's values now, as form values
 */
export function conflictRows(fields: { name: string; label: string }[], base: Values, mine: Values, theirs: Values): ConflictRow[] {
  return fields
    .filter((f) => !same(theirs[f.name], base[f.name]))
    .map((f) => ({ name: f.name, label: f.label, mine: mine[f.name], theirs: theirs[f.name], changedByMe: !same(mine[f.name], base[f.name]) }));
}

/** The first choice of each row: this person's value where they changed the field too, else theirs (nothing of theirs is lost by default). */
export const defaultChoices = (rows: ConflictRow[]): Record<string, Choice> =>
  Object.fromEntries(rows.map((row) => [row.name, row.changedByMe && !same(row.mine, row.theirs) ? 'mine' : 'theirs']));

/**
 * The form's values after resolving: the record as it is now, with every field this person changed
 * and the other did not, and, for each field both changed, the chosen value.
 */
export function resolveConflict(base: Values, mine: Values, theirs: Values, rows: ConflictRow[], choices: Record<string, Choice>): Values {
  const resolved: Values = { ...theirs };
  for (const name of Object.keys(mine)) if (!same(mine[name], base[name])) resolved[name] = mine[name];
  for (const row of rows) resolved[row.name] = choices[row.name] === 'mine' ? row.mine : row.theirs;
  return resolved;
}
