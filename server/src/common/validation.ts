import { ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { messages } from '../../../shared/messages';
import { yupFieldErrors } from '../../../shared/yup-field-errors';
import { ValidationError, type FieldErrors } from './errors';
import { cleanTextDeep } from './text';

/** Top-level domains a mail client or a reader takes for an address without a scheme ("phish.example"). */
const TLDS = new Set(
  (
    'com net org edu gov info biz xyz top site online shop store app dev link click club live vip win loan work icu buzz fun space ' +
    'website tech pro mobi email page example test au uk nz ru cn de fr io co me ly gl to tk ml ga cf gq us ca cc tv ws su pw'
  ).split(' '),
);

/** Host labels: letters, digits and hyphens (after the NFKC fold, so full-width forms count too). */
const LABEL = /^[a-z\d-]+$/;

/** True when `host` reads as an internet host: a known or punycode top-level domain, or an IPv4 address. */
function isHost(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const top = labels[labels.length - 1];
  if (TLDS.has(top) || top.startsWith('xn--')) return true;
  return labels.length === 4 && labels.every((label) => /^\d{1,3}$/.test(label));
}

/** True when one word (no spaces or brackets) is, or holds, a web or e-mail address. */
function isLinkWord(word: string): boolean {
  if (/[a-z\d]:\/\//.test(word)) return true; // any scheme: http://, https://, ftp://, hxxp://
  if (/^(?:mailto|javascript|data):/.test(word) || /^www\d{0,3}\./.test(word)) return true;
  const at = word.lastIndexOf('@');
  if (at > 0 && isHost(word.slice(at + 1))) return true; // e-mail address
  const slash = word.indexOf('/');
  const host = slash >= 0 ? word.slice(0, slash) : word;
  if (isHost(host)) return true;
  // A host with a path ("evil.zone/login") is a link whatever its top-level domain.
  return slash > 0 && host.includes('.') && host.split('.').every((label) => LABEL.test(label)) && /\.[a-z]{2,}$/.test(host);
}

/**
 * True when a text holds a web address, an e-mail address or a link-like host (issue #16 item 10):
 * such a text must not be written into an e-mail as a name. Compatibility forms (full-width dots
 * and letters) and invisible characters are folded first, so "phish．example" counts too. Linear
 * in the text's length (word by word, no backtracking patterns: the input is anyone's).
 * @param text any text (a name)
 */
export function containsLink(text: string | null | undefined): boolean {
  if (!text) return false;
  const folded = text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toLowerCase();
  return folded
    .split(/[\s,;()<>"'`[\]{}|\\!?*]+/)
    .map((word) => word.replace(/[.:]+$/, ''))
    .some((word) => word !== '' && isLinkWord(word));
}

/** Options of `validateInput`. */
export interface ValidateOptions {
  /**
   * Text fields that must not hold a link (field → label), e.g. names the association e-mails back
   * (issue #16 item 10); each offending field gets `messages.validation.noLink(label)`.
   */
  noLinks?: Record<string, string>;
}

/**
 * Validates and normalises input with a shared Yup schema (the same one the web form uses).
 * Text is cleaned first (`cleanText`: NFC, no lone surrogates, no control characters).
 * @param options.noLinks fields refused when they contain a web or e-mail address
 * @returns the cast values (cleaned, trimmed, empty optional text as null)
 * @throws ValidationError (BAD_USER_INPUT) naming every invalid field
 */
export async function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown, options: ValidateOptions = {}): Promise<InferType<S>> {
  const cleaned = cleanTextDeep(input);
  const fields: FieldErrors = {};
  const source = (cleaned ?? {}) as Record<string, unknown>;
  for (const [field, label] of Object.entries(options.noLinks ?? {})) {
    const value = source[field];
    if (typeof value === 'string' && containsLink(value)) fields[field] = messages.validation.noLink(label);
  }
  try {
    const values = (await schema.validate(cleaned, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    if (Object.keys(fields).length) throw new ValidationError(fields);
    return values;
  } catch (error) {
    if (error instanceof YupValidationError) throw new ValidationError({ ...fields, ...yupFieldErrors(error, (path) => path || 'input') });
    throw error;
  }
}
