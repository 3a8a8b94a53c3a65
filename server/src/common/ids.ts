const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID string; ids that are not UUIDs cannot exist, so callers answer NOT_FOUND. */
export const isUuid = (value: string): boolean => UUID.test(value);
