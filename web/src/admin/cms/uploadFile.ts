import { uploadLimits, type StoredUpload } from '../../../../shared/content-fields';

export type { StoredUpload } from '../../../../shared/content-fields';

/**
 * SPEC §5's checks before an upload starts, with the same messages as the server: images must be
 * JPEG, PNG, GIF or WebP and at most 5MB; other files at most 10MB.
 * @returns the message, or null when the file may be sent
 */
export function precheckUpload(kind: 'image' | 'file', file: File): string | null {
  if (kind === 'image') {
    if (!(uploadLimits.imageTypes as readonly string[]).includes(file.type)) return uploadLimits.invalidImage;
    if (file.size > uploadLimits.imageMaxBytes) return uploadLimits.imageTooLarge;
    return null;
  }
  return file.size > uploadLimits.fileMaxBytes ? uploadLimits.fileTooLarge : null;
}

/**
 * Sends a file to `POST /uploads?kind=image|file` (multipart field "file", Bearer token) with
 * XMLHttpRequest so progress can be shown.
 * @param onProgress called with 0–100 as bytes go out
 * @returns the stored upload; rejects with the server's message (SPEC §5 texts) or "Upload failed"
 */
export function uploadFile(kind: 'image' | 'file', file: File, token: string, onProgress: (percent: number) => void): Promise<StoredUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/uploads?kind=${kind}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<StoredUpload> & { error?: string }) | null;
      if (xhr.status === 201 && body?.url) {
        onProgress(100);
        resolve(body as StoredUpload);
      } else reject(new Error(body?.error || 'Upload failed'));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
