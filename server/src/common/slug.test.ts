import { slugify } from './slug';
import { progressOf } from '../content/project/project.entity';
import { pageRequest } from './pagination';

describe('slugify', () => {
  it.each([
    ['Jubilee Park Playground Renovation', 'jubilee-park-playground-renovation'],
    ['  Café & Crêpes — Night! ', 'cafe-and-crepes-night'],
    ['!!!', 'item'],
  ])('%p → %p', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('project progress (SPEC §4)', () => {
  it.each([
    [100, 'completed'],
    [99, 'in-progress'],
    [1, 'in-progress'],
    [0, 'planned'],
    [null, 'planned'],
  ])('completion %p is %p', (completion, progress) => expect(progressOf(completion)).toBe(progress));
});

describe('pageRequest (SPEC §9 paging)', () => {
  it('starts at page 1 with 10 rows by default', () => expect(pageRequest()).toEqual({ page: 1, limit: 10, offset: 0 }));
  it('computes the offset', () => expect(pageRequest(3, 25).offset).toBe(50));
  it('refuses page 0 and oversized limits, naming the field', () => {
    expect(() => pageRequest(0, 10)).toThrow(/page/);
    expect(() => pageRequest(1, 1000)).toThrow(/limit/);
  });
});
