import { adminMessages } from '../../../../shared/admin-messages';

describe('CMS trash toasts say what happened (issue #33: honest labels)', () => {
  it('says a deleted item was moved to trash, which can be undone, not that it is gone', () => {
    expect(adminMessages.cms.deleted('Project')).toBe('Project moved to trash');
    expect(adminMessages.cms.bulkDone('Projects', 'DELETE')).toBe('Projects moved to trash');
  });

  it('keeps SPEC §8 wording for the other bulk actions and for a permanent delete', () => {
    expect(adminMessages.cms.bulkDone('Projects', 'PUBLISH')).toBe('Projects published successfully!');
    expect(adminMessages.cms.purged('Project')).toBe('Project deleted permanently');
  });
});
