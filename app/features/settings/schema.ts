import { z } from "zod";
import type { SocialLinks, SocialNetwork } from "../../db/schema/site.ts";
import { adminMsg, msg, requiredText, checkbox } from "../admin/schema.ts";

/**
 * The site's settings (Admin › Settings): the team's name, how to reach it,
 * where its notifications go, its social pages, the newsletter's opt-in and
 * how long requests are kept. Every page shows some of them. Client-safe.
 */

const noLineBreak = (value: string) => !/[\r\n]/.test(value);

const requiredEmail = z
  .string(msg("admin.field.required"))
  .trim()
  .min(1, msg("admin.field.required"))
  .max(254, msg("form.emailInvalid"))
  .pipe(z.email(msg("form.emailInvalid")));

/** Empty means "none" (null); otherwise a valid address. */
const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().max(254, msg("form.emailInvalid")).pipe(z.email(msg("form.emailInvalid"))).nullable().default(null),
);

/** Single-line text that may be empty (stored as ""). */
function lineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, msg("admin.field.tooLong"))
    .refine(noLineBreak, msg("siteSettings.field.oneLine"))
    .default("");
}

/**
 * The social networks the footer can link to (issue 14): a site setting each,
 * and an icon only for those the team has filled in. Client-safe.
 */
/** In the footer's order; SOCIAL_NETWORK_HOSTS's type makes sure none is forgotten. */
export const SOCIAL_NETWORKS = ["instagram", "facebook", "youtube", "x", "linkedin", "tiktok"] as const satisfies readonly SocialNetwork[];

/** The hosts each network's pages live on, and what an address looks like (the field's placeholder). Names and icons: components/social-icons.tsx. */
export const SOCIAL_NETWORK_HOSTS: Record<SocialNetwork, { hosts: readonly string[]; example: string }> = {
  instagram: { hosts: ["instagram.com"], example: "https://www.instagram.com/…" },
  facebook: { hosts: ["facebook.com", "fb.com"], example: "https://www.facebook.com/…" },
  youtube: { hosts: ["youtube.com", "youtu.be"], example: "https://www.youtube.com/@…" },
  x: { hosts: ["x.com", "twitter.com"], example: "https://x.com/…" },
  linkedin: { hosts: ["linkedin.com"], example: "https://www.linkedin.com/company/…" },
  tiktok: { hosts: ["tiktok.com"], example: "https://www.tiktok.com/@…" },
};

/** An https address on the network's own site (or its subdomains), beyond its home page. */
export function isNetworkPage(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const onNetwork = SOCIAL_NETWORK_HOSTS[network].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  return url.protocol === "https:" && onNetwork && url.username === "" && url.password === "" && url.pathname.length > 1;
}

/** One network's field of the settings form: empty means no icon; otherwise a page of that network. */
export function socialLinkField(network: SocialNetwork) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z
      .string()
      .trim()
      .max(500, adminMsg("siteSettings.field.socialInvalid"))
      .refine((value) => isNetworkPage(network, value), adminMsg("siteSettings.field.socialInvalid"))
      .nullable()
      .default(null),
  );
}

/** The stored links, only the networks that have one, in the footer's order. */
export function socialLinksOf(input: Record<SocialNetwork, string | null>): SocialLinks {
  return Object.fromEntries(SOCIAL_NETWORKS.flatMap((network) => (input[network] ? [[network, input[network]]] : [])));
}

/**
 * The site settings form. Names appear in e-mail headers (the team name is the
 * sender's words in every message), so they may not hold line breaks.
 */
export const siteSettingsSchema = z.object({
  teamName: requiredText(120).refine(noLineBreak, msg("siteSettings.field.oneLine")),
  contactEmail: requiredEmail,
  contactPhone: lineText(60),
  address: z.string().trim().max(500, msg("admin.field.tooLong")).default(""),
  /** The address on French pages and in French e-mails; empty means none yet (the English one is shown, marked). */
  addressFr: z.string().trim().max(500, msg("admin.field.tooLong")).default(""),
  notificationEmail: optionalEmail,
  doubleOptIn: checkbox,
  instagram: socialLinkField("instagram"),
  facebook: socialLinkField("facebook"),
  youtube: socialLinkField("youtube"),
  x: socialLinkField("x"),
  linkedin: socialLinkField("linkedin"),
  tiktok: socialLinkField("tiktok"),
  /** Visitors' requests older than this many months are anonymized automatically (features/privacy). */
  retentionMonths: z.coerce
    .number(adminMsg("siteSettings.field.retention"))
    .int(adminMsg("siteSettings.field.retention"))
    .min(1, adminMsg("siteSettings.field.retention"))
    .max(120, adminMsg("siteSettings.field.retention")),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
