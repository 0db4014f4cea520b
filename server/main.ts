import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "../app/platform/env.server.ts";
import { logger } from "../app/platform/logger.server.ts";
import { mailStartupWarnings } from "../app/platform/mail-setup.server.ts";
import { DataDirInUseError } from "../app/platform/data-dir-lock.server.ts";
import { bodyRule, refuseFromHead } from "../app/platform/request-body.server.ts";
import type * as siteModule from "./site.ts";
import type * as backupModule from "../app/platform/backup.server.ts";
import type * as backupScheduleModule from "../app/platform/backup-schedule.server.ts";
import type * as scheduledDraftsModule from "../app/content/scheduled-drafts.server.ts";
import { startControlSocket } from "./control.ts";
import { answerReadiness, answerStarting, isReadinessRequest, type Phase } from "./readiness.ts";
import type { App, CreateAppOptions } from "./app.ts";

/**
 * The process: validates the environment, opens the port (answering 503
 * "starting" and /readyz 503 while the database is migrated and the first
 * content prepared: server/readiness.ts), builds the app, then serves it,
 * starts the outbox worker and the backups, and shuts down gracefully on
 * SIGTERM/SIGINT: /readyz says "stopping", no new connection is accepted,
 * in-flight requests and the e-mail being sent finish, the database closes.
 */
const SHUTDOWN_GRACE_MS = 10_000;

// React and React Router pick their production builds from NODE_ENV, read when
// the app is imported below: default it before that happens.
process.env.NODE_ENV ||= "production";

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const log = logger();
const dev = env.NODE_ENV === "development";

type WorkerModule = Pick<typeof siteModule, "createSiteOutboxWorker"> &
  Pick<typeof backupModule, "backupDir" | "backupSite" | "describeBackup"> &
  Pick<typeof backupScheduleModule, "claimBackupRun" | "startBackupSchedule"> &
  Pick<typeof scheduledDraftsModule, "startScheduledDrafts">;

// Set once the site can serve; until then the process answers "starting".
let app: App | undefined = undefined;
let phase: Phase = "starting";

// The port opens before the app is built: until then every request is told the site is starting.
// An idle keep-alive connection is kept longer than a proxy or a client keeps it (Caddy: 60 s,
// deploy/Caddyfile): the other side closes first. The other way round, a request sent on a
// connection the server is closing at that moment is lost ("socket hang up", a 502 from the proxy).
const server = http.createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, (req, res) => {
  if (isReadinessRequest(req) && app) return void answerReadiness(res, phase, () => app!.services.database.ping(), (error) => log.warn({ err: error }, "readiness: the database did not answer"));
  if (!app) return void answerStarting(req, res);
  app.listener(req, res);
});
// CONNECT (a proxy's tunnel) never reaches the app's listener: Node hands it
// to this event, and without a handler drops the connection without a word.
// It is answered like any other method the site does not take.
server.on("connect", (_req, socket) => {
  const rule = bodyRule("/", { uploadMaxMb: env.UPLOAD_MAX_MB, videoUploadMaxMb: env.VIDEO_UPLOAD_MAX_MB });
  const refusal = refuseFromHead({ method: "CONNECT", contentType: undefined, contentLength: undefined, transferEncoding: undefined, contentEncoding: undefined }, rule)!;
  const body = Buffer.from(refusal.reason);
  socket.on("error", () => socket.destroy());
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${refusal.allow}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${refusal.reason}`,
  );
});
server.on("error", async (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to another one.` : `Server error: ${error.message}`);
  await app?.close().catch(() => {});
  process.exit(1);
});
const port = await new Promise<number>((resolve) =>
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    resolve(typeof address === "object" && address ? address.port : env.PORT);
  }),
);
log.info({ port }, "port open; starting (503 until the database is migrated and the content prepared)");

async function shutdown(signal: string) {
  if (phase === "stopping") return;
  const serving = app;
  phase = "stopping";
  if (!serving) {
    // Still starting: nothing is served yet, and the database's own start-up is cut short with the process.
    log.info({ signal }, "stopped during start-up");
    process.exit(0);
  }
  log.info({ signal, inFlight: serving.inFlight() }, "shutting down");
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  while (serving.inFlight() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  server.closeAllConnections();
  try {
    schedule?.stop();
    scheduledDrafts.stop();
    await control?.close();
    await outbox.stop();
    await serving.close();
    log.info("stopped");
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

// The worker comes from the app's own module graph when the build exports it,
// so requests and the worker share one set of platform modules.
let workerModule: WorkerModule;
let built: App;
try {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const loaded = (await vite.ssrLoadModule("./server/app.ts")) as { createApp: (o: CreateAppOptions) => Promise<App> } & WorkerModule;
    workerModule = loaded;
    built = await loaded.createApp({
      env,
      log,
      dev: {
        getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
        middleware: vite.middlewares,
      },
    });
  } else {
    // Built (what `npm start` runs), this file is build/server/main.js beside the app's
    // index.js; run as source, the app is in the build folder.
    const serverBuild = import.meta.filename.endsWith(".ts") ? path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "server") : import.meta.dirname;
    const loaded = (await import(pathToFileURL(path.join(serverBuild, "index.js")).href)) as { createApp: (o: CreateAppOptions) => Promise<App> } & WorkerModule;
    workerModule = loaded;
    built = await loaded.createApp({ env, log });
  }
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  log.fatal({ err: error }, "start-up failed");
  process.exit(1);
}
const services = built.services;

const outbox = workerModule.createSiteOutboxWorker(services, env, log.child({ component: "outbox" }));
// The embedded database belongs to this process: `npm run backup` asks it for the archive through this socket.
const control =
  services.database.kind === "pglite"
    ? await startControlSocket(
        env.DATA_DIR,
        {
          async backup() {
            const result = await workerModule.backupSite(services);
            log.info({ file: result.file, bytes: result.bytes, ms: result.ms }, "backup written (asked through the control socket)");
            return { file: result.file, bytes: result.bytes, ms: result.ms, summary: workerModule.describeBackup(result) };
          },
        },
        log.child({ component: "control" }),
      ).catch((error: unknown) => {
        log.warn({ err: error }, "control socket not started (npm run backup needs the server stopped)");
        return null;
      })
    : null;

// The daily backup (BACKUP_SCHEDULE), taken by one process of the site.
const backupLog = log.child({ component: "backup" });
const schedule = env.BACKUP_SCHEDULE
  ? workerModule.startBackupSchedule({
      at: env.BACKUP_SCHEDULE,
      keep: env.BACKUP_KEEP,
      dir: workerModule.backupDir(env),
      claim: workerModule.claimBackupRun(services.db, services.database.kind),
      async run() {
        const result = await workerModule.backupSite(services);
        backupLog.info({ file: result.file, bytes: result.bytes, ms: result.ms }, "daily backup written");
      },
      onError: (error) => backupLog.error({ err: error }, "daily backup failed"),
    })
  : undefined;
if (schedule) backupLog.info({ at: `${env.BACKUP_SCHEDULE} UTC`, keep: env.BACKUP_KEEP, next: schedule.next().toISOString() }, "daily backup scheduled");

// From here on the site serves.
app = built;
phase = "serving";
// Once, here: e-mail that silently goes nowhere (no SMTP_URL) or to spam (a sender nobody can authenticate) is otherwise noticed only when someone misses one.
for (const warning of mailStartupWarnings(env)) log.warn(warning.fields, warning.msg);
log.info({ port, database: services.database.kind, storage: services.storage.kind, mail: services.mailer.kind }, "listening");
outbox.start();
// Drafts of live items scheduled by the team become the items at their time (any process may; each is claimed once).
const scheduledDrafts = workerModule.startScheduledDrafts(services, log.child({ component: "scheduled-drafts" }));
console.log(`\n  Écurie Vitesse is running on http://localhost:${port}  (public address: ${env.PUBLIC_URL})`);
console.log(`  Admin sign-in: ${env.PUBLIC_URL}/admin/login`);
console.log(
  env.ADMIN_EMAIL
    ? `  Sign in as ${env.ADMIN_EMAIL} with the password from ADMIN_PASSWORD.\n`
    : `  No admin yet? Create one:  npm run admin:create -- --email you@example.com --password '<12+ characters>'\n` +
        `  (stop the server first when using the embedded database), or start with ADMIN_EMAIL and ADMIN_PASSWORD set.\n`,
);
