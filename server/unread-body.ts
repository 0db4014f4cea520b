import type { IncomingMessage } from "node:http";

/**
 * A request answered before its body is read (a refusal, the admin guard's
 * 401, the 503 of a process still starting) must not have its connection
 * closed on bytes still coming: the kernel would reset it, and the client
 * could lose the answer that says why. These two helpers say when Node can
 * drop the rest itself and keep the connection, and read and drop it when not.
 */

/** A body Node may read and discard after an early answer without holding the connection long: declared, and no larger than a visitor's form. */
const DISCARDABLE_BYTES = 64 * 1024;

/** How much of an unread body is read and dropped, at most, before an early answer (see lingerOnUnreadBody). */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 5_000;

/**
 * Before answering a request whose body is left unread (a refusal, the admin
 * guard's 401), read and drop the rest of it, up to LINGER_BYTES or LINGER_MS
 * (a "lingering close", as nginx and Apache do). A client still sending when
 * the connection closed would otherwise get a reset and never see the answer
 * that says why (an upload over the limit, a session that ended). Beyond the
 * bounds the connection closes anyway: nobody can keep the server reading.
 */
export async function lingerOnUnreadBody(req: IncomingMessage, body?: ReadableStream<Uint8Array> | null): Promise<void> {
  if (req.complete || req.destroyed) return;
  // A body declared beyond the bound would be cut off anyway: no point reading the first part of it.
  if (Number(req.headers["content-length"] ?? 0) > LINGER_BYTES) return;
  // The app's view of the body stops buffering what is dropped here.
  await body?.cancel().catch(() => {});
  return new Promise((resolve) => {
    let bytes = 0;
    const timer = setTimeout(done, LINGER_MS);
    function onData(chunk: Buffer) {
      bytes += chunk.length;
      if (bytes > LINGER_BYTES) done();
      // A reader that still listens may pause the stream when its queue fills: keep it flowing.
      else req.resume();
    }
    function done() {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", done);
      req.off("close", done);
      resolve();
    }
    req.on("data", onData);
    req.once("end", done);
    req.once("close", done);
    req.resume();
  });
}
export function smallDeclaredBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] === undefined && (length === undefined || Number(length) <= DISCARDABLE_BYTES);
}
