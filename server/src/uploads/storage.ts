import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Router } from 'express';

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

/** Keys the upload service writes: folders and file names of letters, digits, `.`, `_`, `-`; no `..`. */
const SAFE_KEY = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/;

/**
 * `GET /uploads/<key>` streamed from a (remote) storage, with the year-long immutable cache the
 * disk route has (upload keys hold a fresh UUID, so they never change). Mount at `/uploads`.
 * @returns 404 for unknown or malformed keys
 */
export function storageRoute(storage: FileStorage): Router {
  const router = Router();
  router.get(/.*/, async (req, res, next) => {
    const key = decodeURIComponent(req.path.slice(1));
    if (!SAFE_KEY.test(key)) {
      res.status(404).end();
      return;
    }
    try {
      const file = await storage.read(key);
      if (!file) {
        res.status(404).end();
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      if (file.length !== null) res.setHeader('Content-Length', String(file.length));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      file.body.on('error', next).pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
