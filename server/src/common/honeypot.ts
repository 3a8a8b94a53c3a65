/** Name of the honeypot field in every public write input: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'website';

/**
 * True when the honeypot field holds anything but whitespace: the sender is a bot, so the write is
 * answered as a success and nothing is stored (no row, no e-mail).
 * @param value the `website` field as sent (undefined/null when the form left it out)
 */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
