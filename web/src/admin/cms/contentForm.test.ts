import { contentTypes } from '../../../../shared/content-fields';
import { initialFormValues, theirValues } from './contentForm';

describe('the content form after an edit conflict (issue #33)', () => {
  it('shows the stored values the conflict names as the controls do, the rest as the form opened', () => {
    const decl = contentTypes.RESOURCE;
    const base = initialFormValues(decl, null);
    const theirs = theirValues(decl, base, {
      expectedVersion: 1,
      currentVersion: 2,
      changedFields: ['title', 'resourceType', 'tags'],
      changes: {
        title: { before: 'Bylaws', after: 'Bylaws 2031' },
        resourceType: { before: 'document', after: 'video' },
        tags: { before: [], after: ['rules', 'agm'] },
      },
      lastChangedBy: 'Chair Person',
      lastChangedAt: '2031-05-01T00:00:00.000Z',
    });
    expect(theirs).toEqual({ ...base, title: 'Bylaws 2031', resourceType: 'VIDEO', tags: 'rules, agm' });
  });
});
