import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { requestContext } from "./platform/context.ts";
import { isBodyRefused } from "./platform/request-body.server.ts";
import { NonceContext } from "./lib/nonce.ts";
import { deferPageScripts, lowerScriptPriority } from "./platform/script-priority.server.ts";

export const streamTimeout = 5_000;

/**
 * React Router's own report of a loader or action error, except a body the
 * server's gate refused while the action read it: the server answers that
 * request with the refusal (400/413), and logs it as such.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isBodyRefused(error)) return;
  // As React Router's default does: a route error response carries the error that caused it.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

/**
 * Renders the whole document before answering (onAllReady): every page's data
 * is in the first HTML response, and a complete document is what the render
 * cache and crawlers need. Scripts carry this response's CSP nonce. A public
 * page's scripts load after its largest paint (`deferPageScripts`); the
 * admin's, which its screens need at once, are only preloaded at low
 * priority. The document is collected whole for that, which costs nothing
 * since it is only sent once complete.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = loadContext.get(requestContext);
  const arrangeScripts = new URL(request.url).pathname.startsWith("/admin") ? lowerScriptPriority : deferPageScripts;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The document is sent whole (onAllReady): no Suspense boundary is outlined to be revealed later by a
        // script (React does so past ~12 kB of document), so every part of a page is in place in the HTML, for
        // visitors without JavaScript and for crawlers.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(arrangeScripts(Buffer.concat(chunks).toString("utf8")), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error({ err: error }, "render error");
        },
      },
    );
  });
}
