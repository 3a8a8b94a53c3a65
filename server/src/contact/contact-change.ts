/** What happened to a contact message, as sent on `contactMessageChanged` (issue #33: the sidebar badge, live). */
export interface ContactMessageChangePayload {
  action: 'created' | 'updated' | 'deleted';
  id: string;
}
