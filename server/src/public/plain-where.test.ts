import { PlainWhere } from './plain-where';

describe('the WHERE clause of a plain public list (issue #24)', () => {
  it('joins conditions by AND, each in parentheses, values only as numbered parameters', () => {
    const where = new PlainWhere('item.is_deleted = false');
    where.add(`item.progress = ${where.param('ongoing')}`);
    expect(String(where)).toBe('(item.is_deleted = false) AND (item.progress = $1)');
    expect(where.params).toEqual(['ongoing']);
  });

  it('searches titles and descriptions by substring and the search vector by word prefixes', () => {
    const where = new PlainWhere('true');
    where.search('  Garden 50%  ');
    expect(String(where)).toBe("(true) AND (item.title ILIKE $1 OR item.description ILIKE $1 OR item.search_vector @@ to_tsquery('english', $2))");
    expect(where.params).toEqual(['%Garden 50\\%%', 'garden:* & 50:*']);
  });

  it('adds nothing for a blank search', () => {
    const where = new PlainWhere('true');
    where.search('   ');
    where.search(null);
    expect(String(where)).toBe('(true)');
    expect(where.params).toEqual([]);
  });
});
