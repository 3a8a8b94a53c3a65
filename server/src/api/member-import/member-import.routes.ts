import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { can, type Capability } from '../../../../shared/capabilities';
import { messages } from '../../../../shared/messages';
import { IMPORT_MAX_BYTES, importMessages, type ImportErrorBody, type ImportRequest } from '../../../../shared/member-import';
import { staffRoleName } from '../../auth/roles';
import type { User } from '../../auth/user.entity';
import { ErrorCode, ValidationError } from '../../common/errors';
import type { Services } from '../context';

/** Who may import members: as every other member operation (the API's `@Authorized('manageMembers')`). */
export const MEMBER_IMPORT_CAPABILITY: Capability = 'manageMembers';

/** The paths of the three steps (issue #34 "Moving in"). */
export const MEMBER_IMPORT_PATHS = { preview: '/member-import/preview', check: '/member-import/check', run: '/member-import' } as const;

/** The request's choices: the multipart field `request`, JSON. @throws ValidationError naming `mapping` */
function requestOf(req: Request): ImportRequest {
  const body = req.body as { request?: unknown } | undefined;
  try {
    const parsed = JSON.parse(typeof body?.request === 'string' ? body.request : '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as ImportRequest;
  } catch {
    // answered below
  }
  throw new ValidationError({ mapping: importMessages.mappingLength });
}

/**
 * The member import over HTTP (issue #34 "Moving in"), admins only (`manageMembers`) with a Bearer
 * token, each a multipart POST with the file in field "file" (at most 10 MB) and the choices as JSON
 * in field "request" (shared/member-import.ts `ImportRequest`):
 * - `POST /member-import/preview` → 200 `ImportPreview` (headings, first rows, suggested mapping);
 * - `POST /member-import/check` → 200 `ImportCheck` (the dry run: problems by row, duplicates);
 * - `POST /member-import` → 200 `ImportResult`, or 400 with `check` when any row has a problem
 *   (nothing written).
 * Errors: 400 `{ error, code: "BAD_USER_INPUT", fields }` (file, mapping), 401 anonymous or a
 * member, 403 an editor. Not GraphQL: `/graphql` takes JSON bodies of at most 1 MB, and a file of
 * up to 10 MB sent as base64 inside one would need that limit raised for every operation; the
 * stateless steps each send the file again, so no server keeps an upload between them.
 */
export function memberImportRoutes(services: Services): Router {
  const router = Router();
  // One byte over the limit is enough to know a file is too large.
  const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 2 } }).single('file');

  /** Authenticates, reads the multipart body and answers with what `handle` returns (or the error). */
  const step =
    (handle: (user: User, file: Express.Multer.File, request: ImportRequest, res: Response) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      const user = await services.auth.authenticate(req.headers.authorization);
      if (!user) return void res.status(401).json({ error: messages.errors.unauthenticated, code: ErrorCode.UNAUTHENTICATED });
      if (!can(staffRoleName(user.role), MEMBER_IMPORT_CAPABILITY))
        return void res.status(403).json({ error: messages.errors.forbidden, code: ErrorCode.FORBIDDEN });
      parser(req, res, async (error: unknown) => {
        try {
          if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
            throw new ValidationError({ file: importMessages.fileTooLarge });
          if (error) throw new ValidationError({ file: importMessages.unreadable });
          if (!req.file) throw new ValidationError({ file: importMessages.noFile });
          await handle(user, req.file, requestOf(req), res);
        } catch (failure) {
          if (failure instanceof ValidationError) {
            const body: ImportErrorBody = {
              error: Object.values(failure.fields)[0] ?? failure.message,
              code: ErrorCode.BAD_USER_INPUT,
              fields: failure.fields,
            };
            res.status(400).json(body);
          } else {
            const errorId = randomUUID();
            req.log.error({ err: failure, errorId }, 'member import failed');
            res
              .status(500)
              .json({ error: 'The import failed. Nothing was imported; please try again.', code: ErrorCode.INTERNAL_SERVER_ERROR, errorId });
          }
        }
      });
    };

  router.post(
    MEMBER_IMPORT_PATHS.preview,
    step(async (_user, file, _request, res) => {
      res.json(await services.memberImport.preview(file.originalname, file.buffer));
    }),
  );
  router.post(
    MEMBER_IMPORT_PATHS.check,
    step(async (_user, file, request, res) => {
      res.json(await services.memberImport.check(file.buffer, request));
    }),
  );
  router.post(
    MEMBER_IMPORT_PATHS.run,
    step(async (user, file, request, res) => {
      const outcome = await services.memberImport.run({ id: user.id, name: user.name }, file.originalname, file.buffer, request);
      if (!outcome.imported) {
        const body: ImportErrorBody = {
          error: importMessages.refused(outcome.check.problemCount),
          code: ErrorCode.BAD_USER_INPUT,
          check: outcome.check,
        };
        return void res.status(400).json(body);
      }
      // The home page counts active members.
      services.publicCache.invalidate();
      res.json(outcome.result);
    }),
  );
  return router;
}
