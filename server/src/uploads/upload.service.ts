import { randomUUID } from 'node:crypto';
import { lazyModule } from '../common/lazy-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first picture (lazy-module.ts)
const sharpModule = lazyModule(() => require('sharp') as typeof import('sharp'));
import type { DataSource, EntityManager } from 'typeorm';
import { resourceTypeOf, uploadLimits, type StoredUpload } from '../../../shared/content-fields';
import { ValidationError } from '../common/errors';
import { keyOfUploadUrl, type FileStorage, type StoredFile } from './storage';

/** Detects a MIME type from the bytes (file-type), falling back to text/plain for readable text. */
async function sniff(bytes: Buffer): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type/core');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  const sample = bytes.subarray(0, 4096);
  if (sample.length > 0 && !sample.includes(0) && Buffer.from(sample.toString('utf8'), 'utf8').equals(sample)) return 'text/plain';
  return null;
}

/** The extension we store a type under. */
const extensionOf = (mime: string): string =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf', 'text/plain': 'txt' })[mime] ??
  mime
    .split('/')[1]
    ?.replace(/[^a-z0-9]/g, '')
    .slice(0, 10) ??
  'bin';

/**
 * Checks and stores uploads (issue 5): the type comes from the bytes, not the name; images must be
 * JPEG, PNG, GIF or WebP ≤ 5 MB and get web-sized and thumbnail versions (sharp); other files ≤ 10 MB.
 */
export class UploadService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /**
   * @param kind "image" for image fields, "file" for any file
   * @throws ValidationError with SPEC §5's messages ("Please select a valid image file (JPEG, PNG, GIF, WebP)", "Image size must be less than 5MB", "File size must be less than 10MB")
   */
  async store(kind: 'image' | 'file', originalName: string, bytes: Buffer, userId: string | null): Promise<StoredUpload> {
    const mime = await sniff(bytes);
    const isImage = mime !== null && (uploadLimits.imageTypes as readonly string[]).includes(mime);
    if (kind === 'image' && !isImage) throw new ValidationError({ file: uploadLimits.invalidImage });
    if (isImage && bytes.length > uploadLimits.imageMaxBytes) throw new ValidationError({ file: uploadLimits.imageTooLarge });
    if (bytes.length > uploadLimits.fileMaxBytes) throw new ValidationError({ file: uploadLimits.fileTooLarge });
    if (!mime) throw new ValidationError({ file: 'This file type is not supported' });

    const id = randomUUID();
    const folder = `${new Date().getUTCFullYear()}/${id}`;
    const url = await this.storage.put(`${folder}/original.${extensionOf(mime)}`, bytes, mime);
    let webUrl: string | null = null;
    let thumbnailUrl: string | null = null;
    if (isImage) {
      try {
        const animated = mime === 'image/gif';
        const web = await sharpModule()(bytes, { animated })
          .rotate()
          .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        const thumb = await sharpModule()(bytes)
          .rotate()
          .resize({ width: 400, height: 400, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer();
        webUrl = await this.storage.put(`${folder}/web.webp`, web, 'image/webp');
        thumbnailUrl = await this.storage.put(`${folder}/thumb.webp`, thumb, 'image/webp');
      } catch {
        await this.storage.remove(`${folder}/original.${extensionOf(mime)}`);
        throw new ValidationError({ file: uploadLimits.invalidImage });
      }
    }
    const fileName = originalName.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'file';
    await this.db.query(
      `INSERT INTO uploads (id, url, web_url, thumbnail_url, original_name, size, mime_type, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, url, webUrl, thumbnailUrl, fileName, bytes.length, mime, userId],
    );
    return { id, url, webUrl, thumbnailUrl, fileName, fileSize: bytes.length, fileType: mime, resourceType: resourceTypeOf(mime) };
  }

  /**
   * Opens a stored upload by its URL for streaming (the resource download route, when the file is
   * not on this machine's disk).
   * @param url an `/uploads/<key>` URL
   * @returns the open file, or null for another URL, a malformed key or a missing file
   */
  async open(url: string): Promise<StoredFile | null> {
    const key = keyOfUploadUrl(url);
    return key ? this.storage.read(key) : null;
  }

  /**
   * The upload behind a URL we issued (original or web version), or null.
   * @param manager the caller's transaction, if any (PGlite deadlocks on a second connection mid-transaction)
   */
  async byUrl(
    url: string | null | undefined,
    manager: EntityManager = this.db.manager,
  ): Promise<{ url: string; webUrl: string | null; thumbnailUrl: string | null; fileName: string; fileSize: number; fileType: string } | null> {
    if (!url) return null;
    const [row] = (await manager.query(
      `SELECT url, web_url AS "webUrl", thumbnail_url AS "thumbnailUrl", original_name AS "fileName", size AS "fileSize", mime_type AS "fileType"
         FROM uploads WHERE url = $1 OR web_url = $1`,
      [url],
    )) as { url: string; webUrl: string | null; thumbnailUrl: string | null; fileName: string; fileSize: number; fileType: string }[];
    return row ?? null;
  }
}
