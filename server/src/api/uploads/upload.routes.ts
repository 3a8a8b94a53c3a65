import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import multer from 'multer';
import { uploadLimits } from '../../../../shared/content-fields';
import { messages } from '../../../../shared/messages';
import { STAFF } from '../../auth/roles';
import { ErrorCode, ValidationError } from '../../common/errors';
import type { Services } from '../context';
import type { UploadService } from '../../uploads/upload.service';

/**
 * `POST /uploads?kind=image|file` (multipart, field "file"), staff only with a Bearer token.
 * Answers 201 with the stored upload, 400 `{ error, code: "BAD_USER_INPUT" }` with SPEC §5's
 * messages, 401/403 for anonymous or non-staff callers.
 */
export function uploadRoutes(services: Services, uploads: UploadService): Router {
  const router = Router();
  // One byte over the limit is enough to know a file is too large.
  const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: uploadLimits.fileMaxBytes + 1, files: 1 } }).single('file');
  router.post('/uploads', async (req, res) => {
    const user = await services.auth.authenticate(req.headers.authorization);
    if (!user) return void res.status(401).json({ error: messages.errors.unauthenticated, code: ErrorCode.UNAUTHENTICATED });
    if (!STAFF.includes(user.role)) return void res.status(403).json({ error: messages.errors.forbidden, code: ErrorCode.FORBIDDEN });
    parser(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') throw new ValidationError({ file: uploadLimits.fileTooLarge });
        if (error) throw new ValidationError({ file: error instanceof Error ? error.message : 'Upload failed' });
        if (!req.file) throw new ValidationError({ file: 'Choose a file to upload' });
        const kind = req.query.kind === 'image' ? 'image' : 'file';
        const stored = await uploads.store(kind, req.file.originalname, req.file.buffer, user.id);
        res.status(201).json(stored);
      } catch (failure) {
        if (failure instanceof ValidationError)
          res.status(400).json({ error: failure.fields.file ?? failure.message, code: ErrorCode.BAD_USER_INPUT, fields: failure.fields });
        else {
          const errorId = randomUUID();
          req.log.error({ err: failure, errorId }, 'upload failed');
          res.status(500).json({ error: 'Upload failed', code: ErrorCode.INTERNAL_SERVER_ERROR, errorId });
        }
      }
    });
  });
  return router;
}
