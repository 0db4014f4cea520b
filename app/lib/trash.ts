/** What can go to the trash, and for how long it can come back (client-safe). */
export const TRASH_RETENTION_DAYS = 30;

export const trashTypes = ["car", "article", "event", "merchandise", "album", "photo", "video", "edition"] as const;
export type TrashType = (typeof trashTypes)[number];
