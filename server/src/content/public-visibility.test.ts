import 'reflect-metadata';
import { fromVisibleRows } from './public-visibility';

describe('fromVisibleRows', () => {
  it("selects from the type's table only what its declaration lets visitors see (SPEC §4)", () => {
    expect(fromVisibleRows('NEWS')).toBe("FROM news WHERE news.status IN ('published') AND NOT news.is_deleted");
  });

  it('joins further FROM items before the rule, so more conditions can follow with AND', () => {
    expect(fromVisibleRows('GALLERY', 'q')).toBe(
      "FROM gallery_items, q WHERE gallery_items.status IN ('published') AND NOT gallery_items.is_deleted",
    );
  });
});
