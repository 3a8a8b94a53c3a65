const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people (SPEC §9): Bytes, KB, MB or GB (1024 steps) with up to two decimals,
 * e.g. 0 → "0 Bytes", 1536 → "1.5 KB", 5 242 880 → "5 MB".
 * @param bytes size in bytes; null or negative gives an empty string
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${parseFloat(value.toFixed(2))} ${UNITS[unit]}`;
}
