import type { AdminMessageKey } from "./i18n/admin.ts";
import type { PublicKey } from "./i18n/index.ts";

/**
 * A zod check's message as a catalogue key (`{ error: key }`), translated
 * where the field shows it: every schema's messages are keys, never words.
 */
export const msg = (key: PublicKey) => ({ error: key });

/** The same, for a message only admin screens show (a schema used by admin screens alone). */
export const adminMsg = (key: AdminMessageKey) => ({ error: key });
