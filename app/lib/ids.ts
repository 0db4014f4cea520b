/** A UUID as the database stores ids: checked before a query, so a malformed id is "not found", never a database error. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A short, human reference for a stored request or order: the first block of its id ("1A2B3C4D"). */
export function requestReference(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
