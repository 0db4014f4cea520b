import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "./env.server.ts";
import { createAdminUser, createAuth, type Auth } from "./auth.server.ts";
import { openDatabase, type Database, type DatabaseHandle } from "./db.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import { createMailer, type Mailer } from "./mail.server.ts";
import { authSecret } from "./secret.server.ts";
import { createLocalStorage, createS3Storage, type Storage } from "./storage.server.ts";
import { seedDemoContent } from "../db/seed/seed.server.ts";
import { countAdmins } from "../features/admin/queries.server.ts";

/** Everything a request or a background job needs, created once per process. */
export interface Services {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
}

export interface StartOptions {
  env: Env;
  log: Logger;
  /** Shown to a second process that finds the data folder locked. */
  purpose: string;
  /** Server start-up also creates the ADMIN_EMAIL admin and the demo content. */
  prepareContent?: boolean;
}

/** Opens the database and applies migrations before anything else runs, then builds the other services. */
export async function startServices({ env, log, purpose, prepareContent = false }: StartOptions): Promise<Services> {
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
    const services: Services = {
      env,
      log,
      database,
      db: database.db,
      storage: env.S3_BUCKET
        ? createS3Storage({
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          })
        : createLocalStorage(path.join(dataDir, "uploads")),
      mailer,
      auth: createAuth({ db: database.db, baseURL: env.PUBLIC_URL, secret: authSecret(env.AUTH_SECRET, dataDir), mailer, log }),
    };
    if (prepareContent) await prepareInitialContent(services);
    return services;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function prepareInitialContent(services: Services): Promise<void> {
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

export async function stopServices(services: Services): Promise<void> {
  services.mailer.close();
  await services.database.close();
}
