/**
 * A module loaded the first time it is used, not at start (issue #24 "Memory on a small server"):
 * for libraries only some installations or some requests need — ioredis without REDIS_URL, the S3
 * client without S3_BUCKET, sharp until the first picture — each 10–20 MB resident once loaded.
 * @param load a `require(...)` of the module (CommonJS output: it runs on the first call)
 * @returns a function answering the module, loading it once
 */
export function lazyModule<T>(load: () => T): () => T {
  let loaded: { module: T } | null = null;
  return () => (loaded ??= { module: load() }).module;
}
