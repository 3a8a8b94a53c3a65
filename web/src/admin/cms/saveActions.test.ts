import { saveActions, savedMessage } from './saveActions';

describe('content form save buttons and toast (issue #20: "Save as Draft" on a live event unpublished it silently)', () => {
  it('offers Unpublish and Update on a published item, Save as Draft and Publish otherwise', () => {
    expect(saveActions('PUBLISHED').map((a) => [a.label, a.status])).toEqual([
      ['Unpublish', 'DRAFT'],
      ['Update', 'PUBLISHED'],
    ]);
    for (const current of [null, 'DRAFT', 'ARCHIVED'])
      expect(saveActions(current).map((a) => [a.label, a.status])).toEqual([
        ['Save as Draft', 'DRAFT'],
        ['Publish', 'PUBLISHED'],
      ]);
  });

  it('names the resulting status in the toast', () => {
    expect(savedMessage('Event', 'PUBLISHED', 'PUBLISHED')).toBe('Event updated successfully! It is still published.');
    expect(savedMessage('Event', 'PUBLISHED', 'DRAFT')).toBe('Event updated successfully! It is unpublished: now a draft, hidden from the site.');
    expect(savedMessage('Event', 'DRAFT', 'PUBLISHED')).toBe('Event updated successfully! It is now published on the site.');
    expect(savedMessage('Project', null, 'DRAFT')).toBe('Project created successfully! It is saved as a draft, not shown on the site.');
  });
});
