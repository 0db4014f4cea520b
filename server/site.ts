import type { Logger } from "pino";
import { seedDemoContent } from "../app/db/seed/seed.server.ts";
import { publishDuePages } from "../app/features/pages/mutations.server.ts";
import { accountLocale, countAdmins } from "../app/features/accounts/queries.server.ts";
import { accountEmails } from "../app/features/accounts/emails.server.ts";
import { purgeOrphanMedia, purgeStaleVideoParts, videoPartsDir } from "../app/features/media/mutations.server.ts";
import { newsletterDeliveries } from "../app/features/newsletter/mutations.server.ts";
import { getSiteSettings } from "../app/features/settings/queries.server.ts";
import { purgeExpiredTrash } from "../app/features/trash/mutations.server.ts";
import { TRASHABLE_TYPES } from "../app/content/registry.server.ts";
import { anonymizeExpiredRequests } from "../app/features/privacy/mutations.server.ts";
import { orderDocumentMails, releaseExpiredHolds, sendPendingRefunds, storeMissingDocumentPdfs } from "../app/features/payments/mutations.server.ts";
import { createAdminUser } from "../app/platform/auth.server.ts";
import type { Env } from "../app/platform/env.server.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../app/platform/outbox-worker.server.ts";
import { startServices, type Services, type StartOptions } from "../app/platform/services.server.ts";

/**
 * Where the features meet the platform. The platform knows no feature: this
 * module hands it what the features provide — the account e-mails, the
 * newsletter's deliveries, the housekeeping jobs — and prepares a first start
 * (the first admin, the demo content). The web server and the command-line
 * scripts all start the site through here.
 */
export function startSiteServices(options: Omit<StartOptions, "authEmails">): Promise<Services> {
  return startServices({
    ...options,
    authEmails: (db) =>
      accountEmails(
        async () => (await getSiteSettings(db)).team_name,
        (email) => accountLocale(db, email),
      ),
  });
}

/** A first start: the ADMIN_EMAIL admin when there is none yet, and the demo content on an empty database (SEED_DEMO). */
export async function prepareInitialContent(services: Services): Promise<void> {
  const { env, log } = services;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && (await countAdmins(services.db)) === 0) {
    const admin = await createAdminUser(services.auth, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    log.info({ email: admin.email }, "created the first admin from ADMIN_EMAIL");
  }
  if (env.SEED_DEMO) {
    const started = performance.now();
    const { seeded } = await seedDemoContent({ db: services.db, storage: services.storage });
    if (seeded) log.info({ ms: Math.round(performance.now() - started) }, "demo content created");
  }
}

/** The jobs of the site's outbox worker: newsletter deliveries and the order e-mails' documents, then the hourly trash purge, unused-image cleanup and requests past the retention period. */
export function siteOutboxJobs(
  services: Pick<Services, "db" | "storage"> & Partial<Pick<Services, "payments">>,
  options: { log: Logger; publicUrl: string; now?: () => Date; videoPartsDir?: string },
): Pick<OutboxWorkerOptions, "composers" | "housekeeping"> {
  const { db, storage } = services;
  return {
    composers: [newsletterDeliveries({ db, publicUrl: options.publicUrl, log: options.log, now: options.now }), orderDocumentMails({ db, storage })],
    housekeeping: [
      { name: "expired trash purged", run: (now) => purgeExpiredTrash(db, TRASHABLE_TYPES, now) },
      // After the purge: what it took away may have been the last mention of an image.
      { name: "unused images deleted", run: (now) => purgeOrphanMedia(db, storage, options.log, now) },
      // A video upload cut short by a stop leaves its temporary file under DATA_DIR.
      ...(options.videoPartsDir ? [{ name: "unfinished video uploads removed", run: (now: Date) => purgeStaleVideoParts(options.videoPartsDir!, now) }] : []),
      // A page's draft scheduled for a time now past becomes its published page (visitors already read it: the read checks the time).
      { name: "scheduled pages published", run: (now) => publishDuePages(db, options.log, now) },
      // Visitors' requests older than the retention period (site settings) lose their name, address and words.
      { name: "expired requests anonymized", run: (now) => anonymizeExpiredRequests(db, options.log, now) },
      // Holds whose Stripe session ended without its webhook reaching us, and refunds Stripe did not answer yet.
      { name: "expired order holds released", run: (now) => releaseExpiredHolds(db, now) },
      ...(services.payments ? [{ name: "pending refunds sent", run: () => sendPendingRefunds(db, services.payments!, options.log) }] : []),
      // Invoices and credit notes whose PDF a stop between their commit and its writing left unwritten.
      { name: "document PDFs written", run: () => storeMissingDocumentPdfs({ db, storage }, options.log) },
    ],
  };
}

/** The outbox worker of a server process, with the site's jobs. */
export function createSiteOutboxWorker(services: Services, env: Env, log: Logger): OutboxWorker {
  return createOutboxWorker({
    db: services.db,
    mailer: services.mailer,
    log,
    publicUrl: env.PUBLIC_URL,
    ratePerMinute: env.MAIL_RATE_PER_MINUTE,
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    leaseMs: env.MAIL_LEASE_SECONDS * 1000,
    // Embedded PGlite: the locked data folder proves no other process is sending.
    reclaimOnStart: services.database.kind === "pglite",
    ...siteOutboxJobs(services, { log, publicUrl: env.PUBLIC_URL, videoPartsDir: videoPartsDir(env.DATA_DIR) }),
  });
}
