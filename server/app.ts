import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import type { Logger } from "pino";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import * as productionBuild from "virtual:react-router/server-build";
import { CLIENT_IP_HEADER } from "../app/platform/auth.server.ts";
import { clientIp, forwardedProtocol } from "../app/platform/client-ip.server.ts";
import { requestContext, servicesContext, type RequestInfo } from "../app/platform/context.ts";
import type { Env } from "../app/platform/env.server.ts";
import { projectRoot } from "../app/platform/project-root.server.ts";
import { securityHeaders, staticFileHeaders, withSecureCookies } from "../app/platform/security-headers.server.ts";
import { stopServices, type Services } from "../app/platform/services.server.ts";
import { isCacheableRequest, isCacheableResponse, isCacheableTarget, RenderCache } from "../app/platform/render-cache.server.ts";
import { addBrotli, prepareCachedPage, writeCachedPage, type CachedPage } from "../app/platform/cached-page.server.ts";
import {
  bodyRule,
  checkedOnDemand,
  counted,
  readChecked,
  refusalResponse,
  refuseFromHead,
  type BodyRule,
  type Refusal,
} from "../app/platform/request-body.server.ts";
import { readContentState } from "../app/platform/content-version.server.ts";
import { SCHEDULED_PUBLICATIONS } from "../app/content/registry.server.ts";
import { isForeignStateChange, ONE_CLICK_UNSUBSCRIBE } from "./cross-site.ts";
import { lingerOnUnreadBody, smallDeclaredBody } from "./unread-body.ts";
import { CSP_REPORT_PATH, receiveCspReport } from "./csp-report.ts";
import { prepareInitialContent, startSiteServices } from "./site.ts";
import { createTurnQueue } from "./turns.ts";

// The outbox worker, the backups and the scheduled drafts are started by server/main.ts from this bundle, so they share the app's modules.
export { createSiteOutboxWorker } from "./site.ts";
export { backupDir, backupSite, describeBackup } from "../app/platform/backup.server.ts";
export { claimBackupRun, startBackupSchedule } from "../app/platform/backup-schedule.server.ts";
export { startScheduledDrafts } from "../app/content/scheduled-drafts.server.ts";

/**
 * The application behind our Node server: services (database, storage, mail,
 * auth) and the request listener that wraps React Router with what the
 * product owns itself — client IP, request id and logs, security headers with
 * a per-response CSP nonce, compression and static assets.
 */
export interface App {
  services: Services;
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Requests being handled now; shutdown waits for them. */
  inFlight(): number;
  close(): Promise<void>;
}

export interface CreateAppOptions {
  env: Env;
  log: Logger;
  /** Development: Vite serves assets and the build is reloaded on change. */
  dev?: { getBuild: () => Promise<ServerBuild>; middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function createApp({ env, log, dev }: CreateAppOptions): Promise<App> {
  const services = await startSiteServices({ env, log, purpose: "web server" });
  await prepareInitialContent(services).catch(async (error: unknown) => {
    await stopServices(services);
    throw error;
  });
  const mode = dev ? "development" : "production";
  const handleRequest = createRequestHandler(
    dev ? dev.getBuild : (productionBuild as unknown as ServerBuild),
    mode,
  );
  const https = env.PUBLIC_URL.startsWith("https:");
  const compress = compression({ threshold: 1024 });

  const clientDir = path.resolve(projectRoot(), process.env.BUILD_DIR ?? "build", "client");
  const fileHeaders = Object.entries(staticFileHeaders({ https }));
  const staticFiles = dev
    ? undefined
    : sirv(clientDir, {
        etag: true,
        // The build's .br and .gz files (scripts/precompress.ts), for browsers that accept them.
        brotli: true,
        gzip: true,
        setHeaders(res, pathname) {
          for (const [name, value] of fileHeaders) res.setHeader(name, value);
          // Hashed file names never change content: cache them for a year.
          res.setHeader(
            "Cache-Control",
            pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          );
          // sirv lists the files once and pipes them without an error handler:
          // a file gone since (a deploy replacing build/ in place) must end
          // this response, not the process.
          res.once("pipe", (source: NodeJS.ReadableStream) =>
            source.once("error", (error) => {
              log.warn({ err: error, url: pathname }, "static file could not be read");
              res.destroy();
            }),
          );
        },
      });

  // On PostgreSQL other processes may write: a cached page answers only after a content-version read that began after the request arrived.
  const renderCache = new RenderCache({ readState: () => readContentState(services.db, SCHEDULED_PUBLICATIONS), strict: services.database.kind !== "pglite" });
  let active = 0;
  // Uncached requests start one per turn of the event loop, first come first served (turns.ts).
  const turns = createTurnQueue();
  const allowedOrigins = new Set([new URL(env.PUBLIC_URL).origin]);

  /** The request's id: the proxy's when it is trusted and well-formed, else a new one. */
  function requestId(req: IncomingMessage): string {
    const incomingId = req.headers["x-request-id"];
    return env.TRUST_PROXY && typeof incomingId === "string" && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
  }

  /**
   * A cache hit's answer. Its line in the log is at debug level: a line per
   * hit would cost more than the answer itself (pino's JSON and a write per
   * line: about 15 µs of CPU against 18 µs for the whole hit, issue 16). The
   * hits are counted instead, and said once a minute at info level; a proxy or
   * CDN in front keeps a full access log where one is wanted.
   */
  function answerFromCache(req: IncomingMessage, res: ServerResponse, page: CachedPage, id: string, started: number) {
    writeCachedPage(req, res, page, ["X-Request-Id", id, "X-Render-Cache", "hit"]);
    cacheCounts.hits++;
    if (log.isLevelEnabled("debug")) {
      log.debug({ reqId: id, method: req.method, url: req.url, status: res.statusCode, ms: Math.round(performance.now() - started), ip: clientIp(req, env.TRUST_PROXY) }, "request");
    }
  }
  const cacheCounts = { hits: 0, misses: 0 };
  const cacheReport = setInterval(() => {
    if (cacheCounts.hits + cacheCounts.misses === 0) return;
    log.info({ ...cacheCounts, ...renderCache.size() }, "render cache, last minute");
    cacheCounts.hits = 0;
    cacheCounts.misses = 0;
  }, 60_000);
  cacheReport.unref();

  async function handle(req: IncomingMessage, res: ServerResponse, arrival: number) {
    const method = req.method ?? "GET";
    const ip = clientIp(req, env.TRUST_PROXY);
    const id = requestId(req);
    const nonce = crypto.randomBytes(16).toString("base64");
    const requestLog = log.child({ reqId: id });
    const started = performance.now();
    res.setHeader("X-Request-Id", id);
    // An admin's preview of a page's draft is shown framed by the admin's preview screen (same site only).
    const framedBySelf = /[?&]preview=draft(&|$)/.test(req.url ?? "");
    for (const [name, value] of Object.entries(securityHeaders(nonce, { dev: Boolean(dev), https, framedBySelf, mediaHosts: env.VIDEO_FILE_HOSTS }))) res.setHeader(name, value);
    res.on("finish", () => {
      requestLog.info(
        { method, url: req.url, status: res.statusCode, ms: Math.round(performance.now() - started), ip },
        "request",
      );
    });
    // Nothing of the admin or the auth API is kept by a browser or a proxy:
    // pages, .data, files, redirects and refusals alike (see withCacheControl).
    const noStore = isPrivateTarget(req.url ?? "/");
    if (noStore) res.setHeader("Cache-Control", "no-store");

    /** The answer to a refused method or body, and a line in the log saying why. */
    const refused = (refusal: Refusal, { kind }: BodyRule) => {
      requestLog.info({ method, url: req.url, status: refusal.status, reason: refusal.reason }, "request body refused");
      return refusalResponse(refusal, { kind, accept: req.headers.accept });
    };

    /** An answer sent before the body is read: Node discards a small declared body; a large or chunked one is drained a while, then ends the connection. */
    const answerUnread = async (response: Response) => {
      if (!req.complete && !smallDeclaredBody(req)) {
        await lingerOnUnreadBody(req);
        res.setHeader("Connection", "close");
      }
      return sendResponse(res, response);
    };

    // PostgreSQL's text cannot hold U+0000: an address carrying one (?q=%00) is refused before a loader reads it.
    if (req.url?.includes("%00")) {
      return answerUnread(new Response("Bad request: the address holds a NUL character.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } }));
    }

    // State-changing requests from another site are refused outright (CSRF), for
    // every route: forms, admin actions and the auth API alike.
    if (isForeignStateChange(req, allowedOrigins)) {
      requestLog.warn({ origin: req.headers.origin, method, url: req.url }, "foreign origin refused");
      return answerUnread(new Response("Cross-site request refused.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } }));
    }

    // Every method but GET and HEAD passes the body gate: its address's
    // methods, media types and size, all checked before a byte is read.
    let rule: BodyRule | undefined;
    if (method !== "GET" && method !== "HEAD") {
      rule = bodyRule(req.url ?? "/", { uploadMaxMb: env.UPLOAD_MAX_MB, videoUploadMaxMb: env.VIDEO_UPLOAD_MAX_MB });
      const refusal = refuseFromHead(
        {
          method,
          contentType: req.headers["content-type"],
          contentLength: req.headers["content-length"],
          transferEncoding: req.headers["transfer-encoding"],
          contentEncoding: req.headers["content-encoding"],
        },
        rule,
      );
      if (refusal) return answerUnread(refused(refusal, rule));
      if (method === "OPTIONS") return answerUnread(new Response(null, { status: 204, headers: { Allow: rule.allow.join(", ") } }));
    }

    // Nobody but this server may tell better-auth who the client is.
    delete req.headers[CLIENT_IP_HEADER];
    req.headers[CLIENT_IP_HEADER] = ip;

    // RFC 8058: a mail provider's one-click POST may carry its own Origin (or
    // "null"), which React Router's own action check would refuse. The URL's
    // secret token is the authority there, so the Origin is irrelevant.
    if (method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(req.url ?? "")) delete req.headers.origin;
    // Behind a proxy that ends TLS, the request is the visitor's https one (forwardedProtocol).
    let request = createRequest(req, res, { protocol: forwardedProtocol(req, env.TRUST_PROXY) });
    const info: RequestInfo = { id, clientIp: ip, nonce, log: requestLog };
    const render = async () => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, info);
      try {
        const response = await handleRequest(request, context);
        return https ? withSecureCookies(response) : response;
      } catch (error) {
        requestLog.error({ err: error }, "unhandled request error");
        return new Response("Internal Server Error", { status: 500, headers: { "Content-Type": "text/plain" } });
      }
    };

    if (rule) {
      // A body found too large or malformed while the app read it: the app
      // then failed (its formData() threw), and the refusal is the answer.
      const whileRead: { refusal?: Refusal } = {};
      const onRefused = (refusal: Refusal) => void (whileRead.refusal ??= refusal);
      const contentType = req.headers["content-type"] ?? "";
      const headers = new Headers(request.headers);
      // A post with no body and no type is an empty form to an action (formData() would throw on it).
      if (!contentType && rule.kind !== "auth-api") headers.set("Content-Type", "application/x-www-form-urlencoded");
      let body: Uint8Array | ReadableStream<Uint8Array> | null = request.body;
      if (rule.reading === "before") {
        let checked: Awaited<ReturnType<typeof readChecked>>;
        try {
          checked = await readChecked(request.body, contentType, rule.limit);
        } catch (error) {
          // The client went away before its body was in: nobody is left to answer.
          requestLog.info({ method, url: req.url, reason: error instanceof Error ? error.message : String(error) }, "request body not received");
          res.destroy();
          return;
        }
        if (!(checked instanceof Uint8Array)) {
          // Refused part way (too large): the rest stays unread, so the connection ends with this answer.
          if (!req.complete) {
            await lingerOnUnreadBody(req, request.body);
            res.setHeader("Connection", "close");
          }
          return sendResponse(res, refused(checked, rule));
        }
        body = checked;
      } else if (request.body) {
        body = rule.reading === "on-demand" ? checkedOnDemand(request.body, contentType, rule.limit, onRefused) : counted(request.body, rule.limit, onRefused);
      }
      request = new Request(request.url, { method, headers, body, signal: request.signal, duplex: "half" } as RequestInit);

      let response = await render();
      if (whileRead.refusal) {
        await response.body?.cancel().catch(() => {});
        response = refused(whileRead.refusal, rule);
      }
      // Answered before the body was read (the admin guard's 401, a 400): the
      // unread rest would sit in front of the next request on this
      // keep-alive connection and stall it, so the connection ends here.
      if (!req.complete) {
        await lingerOnUnreadBody(req, request.body);
        res.setHeader("Connection", "close");
      }
      // A write in this process shows at this process's very next request;
      // other processes see the new content version within a second.
      renderCache.forgetState();
      return sendResponse(res, noStore ? withCacheControl(response, "no-store") : response);
    }
    if (noStore) return sendResponse(res, withCacheControl(await render(), "no-store"));
    if (dev) return sendResponse(res, await render());
    if (!isCacheableRequest(request)) {
      const response = await render();
      // A page rendered for one visitor (a session): a CDN keeping the anonymous pages must not keep this one.
      const personal = !isCacheableTarget("GET", req.url, req.headers.cookie) && !response.headers.has("Cache-Control");
      return sendResponse(res, personal ? withCacheControl(response, "private, no-cache") : response);
    }

    // Anonymous public pages: rendered once per content version, then answered as prepared bytes.
    const generation = await renderCache.generation(arrival);
    const key = `${generation.key} ${req.url}`;
    const hit = renderCache.get(key);
    if (hit) return answerFromCache(req, res, hit, id, started);
    const response = await render();
    if (info.degraded || !isCacheableResponse(response)) return sendResponse(res, response);
    const body = await response.text();
    const page = prepareCachedPage(
      { status: response.status, headers: response.headers, body },
      { nonce, dev: false, https, framedBySelf, mediaHosts: env.VIDEO_FILE_HOSTS, expiresAt: generation.expiresAt },
    );
    if (!page) return sendResponse(res, new Response(body, { status: response.status, headers: response.headers }));
    renderCache.set(key, page);
    addBrotli(page)
      .then(() => renderCache.grew(key, page, page.br!.body.length))
      .catch((error: unknown) => requestLog.warn({ err: error, url: req.url }, "brotli variant not made"));
    // The log line is the "finish" listener's, set above.
    cacheCounts.misses++;
    writeCachedPage(req, res, page, ["X-Request-Id", id, "X-Render-Cache", "miss"]);
  }

  function listener(req: IncomingMessage, res: ServerResponse) {
    if (req.method === "POST" && req.url === CSP_REPORT_PATH) return receiveCspReport(req, res, log);
    const arrival = renderCache.arrival();
    // A cache hit is answered here, before anything else is done with the request
    // (written at once: nothing in flight for shutdown to wait for).
    if (!dev && isCacheableTarget(req.method, req.url, req.headers.cookie)) {
      const generation = renderCache.generationNow();
      const page = generation && renderCache.get(`${generation.key} ${req.url}`);
      if (page) return answerFromCache(req, res, page, requestId(req), performance.now());
    }
    active++;
    res.once("close", () => active--);
    res.setHeader("X-Content-Type-Options", "nosniff");
    const next = () =>
      turns
        .turn()
        // A client that left while waiting needs no answer.
        .then(() => (res.destroyed ? undefined : handle(req, res, arrival)))
        .catch((error: unknown) => {
          log.error({ err: error }, "response failed");
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        });
    compress(req as never, res as never, () => {
      if (dev) return dev.middleware(req, res, next);
      // Files answer GET and HEAD only: any other method goes through the body gate.
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      return staticFiles!(req, res, next);
    });
  }

  return {
    services,
    listener,
    inFlight: () => active,
    close: () => {
      clearInterval(cacheReport);
      return stopServices(services);
    },
  };
}

/** The admin (pages, their .data, files) and better-auth's API: never stored by a browser or a proxy. */
const PRIVATE_TARGET = /^\/(?:admin(?:[/.?]|$)|api\/auth(?:[/?]|$))/;

function isPrivateTarget(target: string): boolean {
  return (target.startsWith("/admin") || target.startsWith("/api/auth")) && PRIVATE_TARGET.test(target);
}

/** The response with this Cache-Control, whatever the route said. */
function withCacheControl(response: Response, value: string): Response {
  try {
    response.headers.set("Cache-Control", value);
    return response;
  } catch {
    // A response with immutable headers (Response.redirect, a fetch()ed one): copied.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}


