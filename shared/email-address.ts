/**
 * E-mail addresses as people type them, international ones included (RFC 6531 / RFC 6532: letters
 * of any script in the local part, e.g. "seán@example.ie", and internationalised domain names,
 * e.g. "kontakt@müller.de"), checked the same way by every form and by the server (issue #22).
 * Quoted local parts, comments and IP-literal domains are refused: no resident types those, and
 * mail servers treat them unevenly.
 */

/** The characters of a dot-atom part of the local part: RFC 5322 atext plus any letter, mark or digit (RFC 6532). */
const ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
/** One label of a domain name: letters, marks and digits of any script and inner hyphens (RFC 5890 U-labels, loosely). */
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Whether `value` is an e-mail address a mail server can deliver to (RFC 5321 limits: local part at
 * most 64 octets, domain at most 253; the whole at most 254 characters).
 * @param value the address, already trimmed
 */
export function isEmailAddress(value: string): boolean {
  if (!value || value.length > 254 || /\s/u.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at).normalize('NFC');
  const domain = value
    .slice(at + 1)
    .normalize('NFC')
    .replace(/\.$/, '');
  if (utf8Length(local) > 64 || domain.length > 253) return false;
  if (!local.split('.').every((atom) => ATOM.test(atom))) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => label.length <= 63 && LABEL.test(label))) return false;
  // A top-level domain is never all digits (that would be an IP address).
  return !/^\d+$/.test(labels[labels.length - 1]);
}
