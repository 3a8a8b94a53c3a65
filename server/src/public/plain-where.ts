import { likePattern } from '../common/like-pattern';
import { prefixQuery, SEARCH_CONFIG } from '../common/text-search';

/**
 * The WHERE clause and positional parameters of a plain list query (issue #24): conditions are
 * joined by AND, each in parentheses, values only ever as `$n` parameters.
 */
export class PlainWhere {
  readonly params: unknown[] = [];
  private readonly conditions: string[];

  constructor(first: string) {
    this.conditions = [first];
  }

  /** Adds a value as the next parameter and returns its placeholder, e.g. `$2`. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition (ANDed with the others). */
  add(condition: string): void {
    this.conditions.push(condition);
  }

  /**
   * A list page's search (SPEC §5 List search, issue #22): every word as a prefix in any order over
   * the item's `search_vector` (common/text-search.ts, as /search), or the whole text
   * case-insensitively inside the title or description (so part of a word still finds it).
   */
  search(text: string | null | undefined): void {
    const search = text?.trim();
    if (!search) return;
    const like = this.param(likePattern(search));
    const words = prefixQuery(search);
    const fullText = words ? ` OR item.search_vector @@ to_tsquery('${SEARCH_CONFIG}', ${this.param(words)})` : '';
    this.add(`item.title ILIKE ${like} OR item.description ILIKE ${like}${fullText}`);
  }

  /** The conditions joined by AND, each in parentheses. */
  toString(): string {
    return this.conditions.map((c) => `(${c})`).join(' AND ');
  }
}
