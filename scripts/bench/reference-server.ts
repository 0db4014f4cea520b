/**
 * The bench's reference: a plain Node HTTP server answering, for each page,
 * the very response the site answered for it — its headers (but those Node
 * writes itself: Date, Connection, Keep-Alive) and its body, plain, or
 * compressed when the request accepts an encoding. The same bytes on the
 * wire, so the ratio measures what the site's server does per request and
 * nothing else. It runs in its own process, pinned to its own core by the
 * bench, so that the load generator never shares a process or a core with it
 * (issue 16).
 *
 *   node scripts/bench/reference-server.ts <pages.json>
 *
 * pages.json: { "<path and query>": { plain: { headers, body }, encoded: { headers, body } } }
 * (headers as [name, value, …], body in base64). Prints {"port": n} once listening.
 */
import fs from "node:fs";
import http from "node:http";

interface StoredAnswer {
  headers: string[];
  body: string;
}

const stored = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Record<string, Record<"plain" | "encoded", StoredAnswer>>;
const answer = ({ headers, body }: StoredAnswer) => ({ headers, body: Buffer.from(body, "base64") });
const pages = new Map(Object.entries(stored).map(([target, page]) => [target, { plain: answer(page.plain), encoded: answer(page.encoded) }]));

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? "/");
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const chosen = req.headers["accept-encoding"] ? page.encoded : page.plain;
  res.writeHead(200, chosen.headers);
  res.end(chosen.body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
