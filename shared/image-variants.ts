/**
 * Responsive sources for an uploaded image (issue #7). The upload service (server/src/uploads)
 * stores `/uploads/{year}/{uuid}/original.{ext}` with `web.webp` (≤ 1600 px wide) and `thumb.webp`
 * (≤ 400 px wide) beside it; content keeps the web or original URL.
 */
const UPLOAD = /^(\/uploads\/\d{4}\/[0-9a-f-]{36})\/(?:original\.\w+|web\.webp|thumb\.webp)$/;

/** Widths the variants are resized to at most (px). */
export const variantWidths = { thumb: 400, web: 1600 } as const;

/**
 * @param url an image URL as stored on content
 * @returns `srcSet` (thumb 400w, web 1600w) for our uploads; undefined for other URLs (seed SVGs, external)
 */
export function uploadSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? UPLOAD.exec(url) : null;
  if (!match) return undefined;
  return `${match[1]}/thumb.webp ${variantWidths.thumb}w, ${match[1]}/web.webp ${variantWidths.web}w`;
}
