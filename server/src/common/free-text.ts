import { limits } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { ValidationError } from './errors';

/** A free-text argument's value: a text, a list of texts (tags), or nothing. */
export type FreeTextValue = string | readonly string[] | null | undefined;

/**
 * The arguments of the API that take free text (search boxes and filter texts, issue #31 item 5),
 * each with the label its refusal names. The admission of costly anonymous queries reads the
 * search ones (`SEARCH_ARGUMENTS`).
 */
const LABELS: Readonly<Record<string, string>> = {
  search: 'Search',
  q: 'Search',
  tag: 'Tag',
  tags: 'Tags',
  category: 'Category',
  text: 'Text',
  action: 'Action',
  actorId: 'Actor',
  entityType: 'Entity type',
  entityId: 'Entity id',
  from: 'From',
  to: 'To',
};

/** The arguments of the public lists that search their rows by words (`search`, and the site search's `q`). */
export const SEARCH_ARGUMENTS: ReadonlySet<string> = new Set(['search', 'q']);

/**
 * Refuses any search or filter text longer than `limits.searchMaxLength` (200, the site search's
 * limit), before a statement is built: a long text costs the database however few rows it finds.
 * @param fields the texts by argument name, e.g. `{ search, tag }`; a list (tags) is checked item by item
 * @throws ValidationError (BAD_USER_INPUT) naming every field over the limit, e.g. `{ search: 'Search must be at most 200 characters' }`
 */
export function assertFreeTextLengths(fields: Readonly<Record<string, FreeTextValue>>): void {
  const max = limits.searchMaxLength;
  const refused: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const texts: readonly unknown[] = typeof value === 'string' ? [value] : (value ?? []);
    if (texts.some((text) => typeof text === 'string' && text.length > max))
      refused[field] = messages.validation.tooLong(LABELS[field] ?? field, max);
  }
  if (Object.keys(refused).length > 0) throw new ValidationError(refused);
}
