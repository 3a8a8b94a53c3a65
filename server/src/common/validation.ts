import { ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ValidationError, type FieldErrors } from './errors';
import { cleanTextDeep } from './text';

/** Turns a Yup validation failure into `{ field: message }` (first message per field). */
export function fieldErrorsOf(error: YupValidationError): FieldErrors {
  const fields: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const key = inner.path || 'input';
    fields[key] ??= inner.message;
  }
  return fields;
}

/**
 * Validates and normalises input with a shared Yup schema (the same one the web form uses).
 * Text is cleaned first (`cleanText`: NFC, no lone surrogates, no control characters).
 * @returns the cast values (cleaned, trimmed, empty optional text as null)
 * @throws ValidationError (BAD_USER_INPUT) naming every invalid field
 */
export async function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(cleanTextDeep(input), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof YupValidationError) throw new ValidationError(fieldErrorsOf(error));
    throw error;
  }
}
