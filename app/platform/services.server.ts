import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "./env.server.ts";
import { createAuth, type Auth, type AuthEmails } from "./auth.server.ts";
import { createBackgroundTasks, type BackgroundTasks } from "./background.server.ts";
import { openDatabase, type Database, type DatabaseHandle } from "./db.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import { createMailer, type Mailer } from "./mail.server.ts";
import { authSecret } from "./secret.server.ts";
import { ssoOptionsOf } from "./sso.server.ts";
import { stripeProviderOf, type PaymentProvider } from "./stripe.server.ts";
import { createLocalStorage, createS3Storage, type Storage } from "./storage.server.ts";

/** Everything a request or a background job needs, created once per process. */
export interface Services {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
  /** Work a request starts and does not wait for (a visitor's reset request); stopping waits for it. */
  background: BackgroundTasks;
  /** Stripe Checkout when its keys are set; null keeps the shop on order requests. */
  payments: PaymentProvider | null;
}

export interface StartOptions {
  env: Env;
  log: Logger;
  /** Shown to a second process that finds the data folder locked. */
  purpose: string;
  /** The account e-mails, from the mail feature (platform knows no feature: server/ wires them). */
  authEmails(db: Database): AuthEmails;
}

/** Opens the database and applies migrations before anything else runs, then builds the other services. */
export async function startServices({ env, log, purpose, authEmails }: StartOptions): Promise<Services> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    purpose,
    poolSize: env.DATABASE_POOL_SIZE,
    onPoolError: (error) => log.error({ err: error }, "idle database connection failed"),
  });
  try {
    await migrateDatabase(database);
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir });
    const background = createBackgroundTasks(log);
    const services: Services = {
      env,
      log,
      database,
      db: database.db,
      storage: openStorage(env),
      mailer,
      auth: createAuth({
        db: database.db,
        baseURL: env.PUBLIC_URL,
        secret: authSecret(env.AUTH_SECRET, dataDir),
        mailer,
        log,
        emails: authEmails(database.db),
        background,
        sso: ssoOptionsOf(env),
      }),
      background,
      payments: stripeProviderOf(env),
    };
    return services;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The site's files: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openStorage(env: Env): Storage {
  return env.S3_BUCKET
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(path.join(path.resolve(env.DATA_DIR), "uploads"));
}

/** How long stopping waits for an account e-mail still being sent. */
const BACKGROUND_GRACE_MS = 10_000;

export async function stopServices(services: Services): Promise<void> {
  await services.background.settle(BACKGROUND_GRACE_MS);
  services.mailer.close();
  await services.database.close();
}
