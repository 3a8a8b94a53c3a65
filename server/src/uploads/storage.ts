import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local store writes under DATA_DIR/uploads; an S3-compatible store
 * can implement the same two methods.
 */
export interface FileStorage {
  /** Stores bytes under a key ("2026/<uuid>/web.webp") and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a stored key; missing keys are not an error. */
  remove(key: string): Promise<void>;
}

/** Files on the local disk, served by the app at /uploads. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    return `/uploads/${key}`;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }
}
