/**
 * The bench's reference: a plain Node HTTP server answering, for each page,
 * the very bytes the site answered for it (plain, or compressed when the
 * request accepts an encoding), with only the headers those bytes need. It
 * runs in its own process, pinned to its own core by the bench, so that the
 * load generator never shares a process or a core with it (issue 16).
 *
 *   node scripts/bench/reference-server.ts <pages.json>
 *
 * pages.json: { "<path and query>": { plain: base64, encoded?: { encoding, body: base64 } } }
 * Prints {"port": n} once listening.
 */
import fs from "node:fs";
import http from "node:http";

interface StoredPage {
  plain: string;
  encoded?: { encoding: string; body: string };
}

const stored = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Record<string, StoredPage>;
const pages = new Map(
  Object.entries(stored).map(([target, page]) => [
    target,
    { plain: Buffer.from(page.plain, "base64"), encoded: page.encoded && { encoding: page.encoded.encoding, body: Buffer.from(page.encoded.body, "base64") } },
  ]),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? "/");
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  if (page.encoded && req.headers["accept-encoding"]) {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": page.encoded.encoding, "Content-Length": page.encoded.body.length, Vary: "Accept-Encoding" });
    res.end(page.encoded.body);
  } else {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.plain.length, Vary: "Accept-Encoding" });
    res.end(page.plain);
  }
});
server.keepAliveTimeout = 5_000;
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
