import type { ImportCheck, ImportErrorBody, ImportPreview, ImportRequest, ImportResult } from '../../../../shared/member-import';

/** A refused step: the HTTP status and the server's answer (its message, code, fields and, for a refused import, the check). */
export class ImportStepError extends Error {
  constructor(
    readonly status: number,
    readonly body: ImportErrorBody,
  ) {
    super(body.error);
  }
}

/** What each step answers. */
interface Answers {
  preview: ImportPreview;
  check: ImportCheck;
  run: ImportResult;
}

const PATHS: Record<keyof Answers, string> = { preview: '/member-import/preview', check: '/member-import/check', run: '/member-import' };

/**
 * Sends the file to one step of the member import (issue #34; server/src/api/member-import): a
 * multipart POST with the file and the choices as JSON, signed in with the staff token.
 * @returns the step's answer
 * @throws ImportStepError with the server's message; a network failure as "The file could not be sent…"
 */
export async function importStep<K extends keyof Answers>(step: K, file: File, request: ImportRequest | null, token: string): Promise<Answers[K]> {
  const form = new FormData();
  form.append('file', file);
  if (request) form.append('request', JSON.stringify(request));
  let response: Response;
  try {
    response = await fetch(PATHS[step], { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ImportStepError(0, { error: 'The file could not be sent. Check the connection and try again.', code: 'NETWORK' });
  }
  const body = (await response.json().catch(() => null)) as (Answers[K] & Partial<ImportErrorBody>) | null;
  if (!response.ok || !body)
    throw new ImportStepError(response.status, {
      error: body?.error ?? 'Something went wrong. Please try again.',
      code: body?.code ?? 'UNKNOWN',
      ...body,
    });
  return body;
}
