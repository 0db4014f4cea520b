/** How long a deleted item can come back (client-safe: the trash's screen says it). */
export const TRASH_RETENTION_DAYS = 30;
