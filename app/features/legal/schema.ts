import { z } from "zod";
import { legalPageKeys } from "../../db/enums.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import type { PublicKey } from "../../lib/i18n/index.ts";
import { msg } from "../admin/schema.ts";

/**
 * The legal pages the team edits (client-safe): their keys, public pages,
 * titles and the editor's form. Placeholders — `[[Numéro RCS]]` — mark what
 * only the team can fill in; the page shows them highlighted and the
 * dashboard counts them until none is left.
 */
export type LegalPageKey = (typeof legalPageKeys)[number];
export const LEGAL_PAGE_KEYS = legalPageKeys;

export const LEGAL_PAGES: Record<LegalPageKey, { path: string; title: PublicKey; adminTitle: AdminMessageKey }> = {
  "legal-notice": { path: "/legal-notice", title: "footer.legal", adminTitle: "adminLegal.page.legal-notice" },
  privacy: { path: "/privacy", title: "footer.privacy", adminTitle: "adminLegal.page.privacy" },
  terms: { path: "/terms", title: "footer.terms", adminTitle: "adminLegal.page.terms" },
  cookies: { path: "/cookies", title: "footer.cookies", adminTitle: "adminLegal.page.cookies" },
};

export function isLegalPageKey(value: string | undefined): value is LegalPageKey {
  return (LEGAL_PAGE_KEYS as readonly string[]).includes(value ?? "");
}

/** Long enough for any privacy policy, short enough to bound a post. */
export const LEGAL_BODY_MAX = 100_000;

/** A placeholder: two square brackets around up to 80 characters, on one line (the same rule as platform/rich-text.server.ts). */
const PLACEHOLDER = /\[\[([^[\]\r\n]{1,80})\]\]/g;

/** The placeholders still in a text, in order ("Numéro RCS", "Hébergeur"…). */
export function placeholdersIn(text: string | null | undefined): string[] {
  return [...(text ?? "").matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The editor: the English page is required, the French one may wait (French visitors read the English meanwhile). */
export const legalPageFormSchema = z.object({
  body: z.string(msg("admin.field.required")).trim().min(1, msg("admin.field.required")).max(LEGAL_BODY_MAX, msg("admin.field.tooLong")),
  body_fr: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string().trim().max(LEGAL_BODY_MAX, msg("admin.field.tooLong")).nullable().default(null),
  ),
});
export type LegalPageForm = z.infer<typeof legalPageFormSchema>;
