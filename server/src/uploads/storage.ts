import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { Router, type RequestHandler, type Response } from 'express';
import { uploadLimits } from '../../../shared/content-fields';

/** A stored file opened for reading. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Size in bytes when known. */
  length: number | null;
}

/**
 * Where uploaded files live: DATA_DIR/uploads on this machine (LocalFileStorage), or an
 * S3-compatible bucket shared by every instance (S3FileStorage, when S3_BUCKET is set).
 */
export interface FileStorage {
  /** Stores bytes under a key ("2026/<uuid>/web.webp") and returns the public URL (`/uploads/<key>`). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a stored key; missing keys are not an error. */
  remove(key: string): Promise<void>;
  /** Opens a stored key for streaming, or null when it does not exist. */
  read(key: string): Promise<StoredFile | null>;
}

/** Files on the local disk, served by the app at /uploads. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = path.join(this.root, key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, body);
    return `/uploads/${key}`;
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(path.join(this.root, key), { force: true });
  }

  async read(key: string): Promise<StoredFile | null> {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) return null;
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: fs.createReadStream(file), contentType: 'application/octet-stream', length: stat.size };
  }
}

/**
 * The policy of every `/uploads` answer (issue #16 item 8): a sandboxed, unique origin with no
 * script, plugin or form, and no subresource. An uploaded page opened directly can then neither run
 * script on the site's origin nor load anything; the site's own `<img>` tags are not affected
 * (a response's CSP governs that response as a document, not the page embedding it). Inline style
 * stays allowed so that a browser's own image viewer keeps its layout.
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** Types a browser may show in place: raster images only (never SVG, XML, HTML, PDF or text). */
const INLINE_TYPES: readonly string[] = uploadLimits.imageTypes;

/**
 * The headers of every `/uploads` answer, found or not (issue #16 item 8): the sandbox CSP and
 * `nosniff`. Mount before the static files and the storage route.
 */
export const uploadAnswerHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', UPLOAD_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

/**
 * The end of the `/uploads` stack on local disk: any request no file answered is a plain 404 that
 * keeps `uploadAnswerHeaders`' policy (Express's own error page would replace it).
 */
export const uploadNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text').send('Not found');
};

/**
 * Decides how a stored file is shown (issue #16 item 8): JPEG, PNG, GIF and WebP in place; any
 * other type as a download (`Content-Disposition: attachment`) with its type and `nosniff`, so an
 * uploaded XHTML, SVG or HTML file never renders as a page on the site's origin.
 * @param contentType the type the file was stored under (sniffed from its bytes at upload)
 * @param downloadName when given, always a download under this name (the resource download route)
 */
export function setServedFileHeaders(res: ServerResponse, contentType: string, downloadName?: string): void {
  res.setHeader('Content-Security-Policy', UPLOAD_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const essence = contentType.split(';')[0].trim().toLowerCase();
  // Express quotes and encodes the name (RFC 6266); it also sets a type from the name, replaced below.
  if (downloadName !== undefined) (res as Response).attachment(downloadName);
  else if (!INLINE_TYPES.includes(essence)) res.setHeader('Content-Disposition', 'attachment');
  res.setHeader('Content-Type', contentType);
}

/**
 * express.static's options for DATA_DIR/uploads: a year-long immutable cache (upload keys hold a
 * fresh UUID, so they never change), and `setServedFileHeaders` with the type of the extension the
 * upload service chose from the sniffed type (the type express would give it).
 */
export const staticUploadOptions = {
  maxAge: '365d',
  immutable: true,
  setHeaders(res: ServerResponse, file: string): void {
    (res as Response).type(path.extname(file) || 'application/octet-stream');
    setServedFileHeaders(res, String(res.getHeader('Content-Type')));
  },
};

/** Keys the upload service writes: folders and file names of letters, digits, `.`, `_`, `-`; no `..`. */
const SAFE_KEY = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/;

/**
 * The storage key of an upload URL we issued (`/uploads/<key>`).
 * @returns the key, or null for any other URL or a malformed key
 */
export function keyOfUploadUrl(url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.slice('/uploads/'.length));
  } catch {
    return null;
  }
  return SAFE_KEY.test(key) ? key : null;
}

/**
 * `GET /uploads/<key>` streamed from a (remote) storage, with the year-long immutable cache the
 * disk route has (upload keys hold a fresh UUID, so they never change). Mount at `/uploads`.
 * @returns 404 for unknown or malformed keys
 */
export function storageRoute(storage: FileStorage): Router {
  const router = Router();
  router.get(/.*/, async (req, res, next) => {
    const key = keyOfUploadUrl(`/uploads${req.path}`);
    if (!key) {
      res.status(404).end();
      return;
    }
    try {
      const file = await storage.read(key);
      if (!file) {
        res.status(404).end();
        return;
      }
      setServedFileHeaders(res, file.contentType);
      if (file.length !== null) res.setHeader('Content-Length', String(file.length));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      file.body.on('error', next).pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
