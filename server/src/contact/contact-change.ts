/** What happened to a contact message, as sent on `contactMessageChanged` (issue #33: the sidebar badge, live). */
export interface ContactMessageChangePayload {
  action: 'created' | 'updated' | 'deleted';
  id: string;
}

declare module '../realtime/pubsub' {
  interface Topics {
    /** A contact message arrived, was handled or deleted (issue #33: the sidebar's Messages badge, live). */
    CONTACT_MESSAGE_CHANGED: [ContactMessageChangePayload];
  }
}
