import { conflictRows, defaultChoices, resolveConflict } from './editConflict';

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description' },
  { name: 'location', label: 'Location' },
];

describe('edit conflicts (issue #33)', () => {
  const base = { title: 'Bench', description: 'Old', location: 'Park' };

  it('lists only the fields the other person changed, and keeps theirs where this person did not touch them', () => {
    const mine = { ...base, description: 'Mine' };
    const theirs = { ...base, title: 'Renamed' };
    const rows = conflictRows(FIELDS, base, mine, theirs);
    expect(rows).toEqual([{ name: 'title', label: 'Title', mine: 'Bench', theirs: 'Renamed', changedByMe: false }]);
    expect(resolveConflict(base, mine, theirs, rows, defaultChoices(rows))).toEqual({ title: 'Renamed', description: 'Mine', location: 'Park' });
  });

  it('lets this person keep theirs or their own value, field by field, where both changed it', () => {
    const mine = { ...base, title: 'My title', location: 'My place' };
    const theirs = { ...base, title: 'Their title', location: 'Their place' };
    const rows = conflictRows(FIELDS, base, mine, theirs);
    expect(defaultChoices(rows)).toEqual({ title: 'mine', location: 'mine' });
    expect(resolveConflict(base, mine, theirs, rows, { title: 'theirs', location: 'mine' })).toEqual({
      title: 'Their title',
      description: 'Old',
      location: 'My place',
    });
  });
});
