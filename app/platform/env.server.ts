import { z } from "zod";
import { defaultMailFrom, senderAddress } from "./mail-setup.server.ts";

/**
 * Every environment variable the product reads, validated once at start-up.
 * A bad value stops the process with one line naming the variable
 * (see `loadEnv`); nothing else in the code reads `process.env` directly.
 */
const booleanFlag = z
  .enum(["0", "1", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(128).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    /** The sender of every e-mail; unset, it is derived from PUBLIC_URL (see parseEnv). */
    MAIL_FROM: z
      .string()
      .refine((value) => senderAddress(value) !== null, "must be an e-mail address, or a name and one: Écurie Vitesse <no-reply@example.com>")
      .optional(),
    /** The outbox worker's ceiling, in messages per minute across this process (providers cap senders). */
    MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /** How often the outbox worker looks for due messages when idle. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /**
     * How long a process keeps a message it took from the outbox: on PostgreSQL, where another
     * live process may be sending, a message left by a crashed process waits this long to resume.
     */
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    /** After this many failed attempts a message is marked failed and left alone. */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** Public forms that send e-mail, per hour: valid submissions from one client IP, and e-mails to one typed address. */
    FORM_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
    FORM_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /** Largest image an admin may upload, in megabytes. */
    UPLOAD_MAX_MB: z.coerce.number().min(1).max(200).default(15),
    /**
     * Largest video (MP4 or WebM: the home hero's film, a gallery video) an admin may upload,
     * in megabytes. Streamed to a file under DATA_DIR, then to the storage: never held in memory.
     */
    VIDEO_UPLOAD_MAX_MB: z.coerce.number().min(1).max(2000).default(100),
    /**
     * The https hosts whose .mp4/.webm files a gallery video may play from, besides the site's own
     * uploads ("https://cdn.example.com, https://videos.example.org"). They are the page's only
     * other media sources (CSP media-src); a file elsewhere is refused in the admin.
     */
    VIDEO_FILE_HOSTS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const part of value.split(",").map((entry) => entry.trim()).filter(Boolean)) {
          const url = URL.parse(part);
          if (!url || url.protocol !== "https:" || url.origin === "null") ctx.addIssue({ code: "custom", message: `"${part}" is not an https:// host` });
          else origins.push(url.origin);
        }
        return [...new Set(origins)];
      }),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    /** The commit the code was built from, for the admin's system page and the backups' manifests (a checkout's own .git is read otherwise). */
    GIT_COMMIT: z
      .string()
      .regex(/^[0-9a-f]{7,40}$/, "must be a git commit hash")
      .optional(),
    /** Where `npm run backup`, the daily schedule and the admin's system page write archives (default DATA_DIR/backups). */
    BACKUP_DIR: z.string().min(1).optional(),
    /** A daily backup inside the server at this time, UTC ("03:30"); unset: none. */
    BACKUP_SCHEDULE: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day, HH:MM (UTC)")
      .optional(),
    /** How many archives the daily schedule keeps in BACKUP_DIR (the oldest go first). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /**
     * Single sign-on through an OpenID provider (Google Workspace, Microsoft Entra, Okta, Keycloak…):
     * off unless the issuer, client id and secret are all set. The issuer's discovery document gives
     * the rest; the provider's redirect URI is PUBLIC_URL + /api/auth/callback/sso.
     */
    OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "must be the provider's https:// issuer URL" }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The provider's name on the sign-in button: "Sign in with {OIDC_NAME}" ("Google Workspace"); unset, "Single sign-on". */
    OIDC_NAME: z.string().min(1).max(60).optional(),
    /** Addresses whose domain is not in this list are refused ("ecurie-vitesse.fr, example.org"); empty: any domain. */
    OIDC_ALLOWED_DOMAINS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const domains = value.split(",").map((entry) => entry.trim().toLowerCase().replace(/^@/, "")).filter(Boolean);
        for (const domain of domains) if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) ctx.addIssue({ code: "custom", message: `"${domain}" is not a domain` });
        return [...new Set(domains)];
      }),
    /**
     * Whether an admin with two-factor on is asked for the site's code after single sign-on:
     * "auto" unless the provider says it checked a second factor itself (the id token's amr),
     * "always", or "never" (for a provider that enforces one but does not say so, like Google's).
     */
    OIDC_TOTP: z.enum(["auto", "always", "never"]).default("auto"),
    /**
     * Payments through Stripe Checkout: on when the secret key and the webhook's signing secret
     * are both set (the webhook is PUBLIC_URL + /api/webhooks/stripe); off, the shop takes order
     * requests. STRIPE_API_BASE points the client at another server (a fake of Stripe's API, in tests).
     */
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)").optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    TRUST_PROXY: booleanFlag.default(false),
    SEED_DEMO: booleanFlag.default(true),
    /** Lets the end-to-end suite fail chosen data views through a cookie. Never set it in production. */
    TEST_FAULT_INJECTION: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined)) {
      const missing = (["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const).find((key) => env[key] === undefined)!;
      ctx.addIssue({ code: "custom", path: [missing], message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together" });
    }
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together" });
    }
    if (env.S3_BUCKET) {
      for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when S3_BUCKET is set" });
      }
    }
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; MAIL_FROM: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment (process.env by default); throws EnvError with a one-line message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty or blank variable means "unset": operators often write `FOO=` in unit files.
  const cleaned = Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = cleaned[name];
    // Quoted as JSON so a value with a line break cannot make the message span lines; secrets never shown.
    const shown =
      value === undefined || /SECRET|PASSWORD|DATABASE_URL|SMTP_URL/.test(name) ? "" : ` (got ${JSON.stringify(value.slice(0, 80))})`;
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  // A sender on the site's own domain, the one whose DNS the operator can give SPF, DKIM and DMARC records.
  return { ...env, PUBLIC_URL: publicUrl, MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(publicUrl) };
}

let current: Env | undefined;

/** The validated environment of this process, parsed on first use. */
export function env(): Env {
  current ??= parseEnv();
  return current;
}
