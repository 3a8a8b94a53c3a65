/** A message from the /contact form. */
export interface ContactMessageInput {
  /** Name (required). */
  name: string;
  /** Email (required). */
  email: string;
  /** Message (required). */
  message: string;
  /** Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored. */
  website?: string | null;
}

/** Staff's changes to a contact message: handled or not, and a note. */
export interface UpdateContactMessageInput {
  /** The message. */
  id: string;
  /** True: handled; false: not handled; absent: unchanged. */
  handled?: boolean | null;
  /** The note (up to 2000 characters; empty clears it); absent: unchanged. */
  note?: string | null;
}
