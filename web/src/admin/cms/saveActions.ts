import { adminMessages } from '../../../../shared/admin-messages';

/** The status a save stores. */
export type SaveStatus = 'DRAFT' | 'PUBLISHED';

/** One save button of the content form: its label and the status it stores. */
export interface SaveAction {
  label: string;
  status: SaveStatus;
  primary: boolean;
}

/**
 * The content form's save buttons for an item's current status (issue #20): a published item
 * offers "Unpublish" and "Update" (which keeps it published), so fixing a typo never takes it off
 * the site; a draft or a new item keeps "Save as Draft" and "Publish".
 * @param current the item's status, or null for a new item (archived counts as not published)
 */
export function saveActions(current: string | null): SaveAction[] {
  return current === 'PUBLISHED'
    ? [
        { label: 'Unpublish', status: 'DRAFT', primary: false },
        { label: 'Update', status: 'PUBLISHED', primary: true },
      ]
    : [
        { label: 'Save as Draft', status: 'DRAFT', primary: false },
        { label: 'Publish', status: 'PUBLISHED', primary: true },
      ];
}

/**
 * The success toast of a save, naming the resulting status (issue #20), e.g. "Event updated
 * successfully! It is still published."
 * @param label the content type's label ("Event")
 * @param before the item's status before (null when created)
 */
export function savedMessage(label: string, before: string | null, after: SaveStatus): string {
  const done = before === null ? adminMessages.cms.created(label) : adminMessages.cms.updated(label);
  return `${done} ${adminMessages.cms.statusAfterSave(before === 'PUBLISHED' ? 'PUBLISHED' : before === null ? null : 'DRAFT', after)}`;
}
