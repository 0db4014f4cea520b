import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { copyPreparedSite } from "../support/server-database.ts";

/**
 * The body gate of the real server, over HTTP: every public action and the
 * auth API refuse a malformed, oversized or unsupported body with a 4xx that
 * says why (never a 500), methods nobody handles get 405 with Allow, and the
 * admin and auth answers are never stored. Needs the production build.
 */
const ADMIN = { email: "gate@example.com", password: "Gated-Reims-1959-gate" };
const KiB = 1024;
const MiB = 1024 * KiB;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface SendOptions {
  headers?: Record<string, string>;
  /** Sent with Content-Length. */
  body?: Buffer | string;
  /** Sent chunked (no Content-Length), one write per chunk. */
  chunks?: Buffer[];
}

let server: RunningServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-gate-"));

/**
 * One request on its own connection. The answer is taken as soon as it comes:
 * a refusal may arrive (and the server close the connection) while the body
 * is still being written, and the write's error then does not matter.
 */
function send(method: string, target: string, { headers = {}, body, chunks }: SendOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${server.url}${target}`, { method, agent: false, headers: { Origin: server.url, ...headers } }, (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      response.on("error", reject);
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${target} got no answer`)));
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (chunks) {
      // Written as a client that reads while it sends: it stops once an answer has come.
      void (async () => {
        for (const chunk of chunks) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (request.destroyed || answered) return;
          if (!request.write(chunk)) await new Promise((resolve) => request.once("drain", resolve).once("close", resolve));
        }
        if (!request.destroyed && !answered) request.end();
      })();
    } else {
      // Every method's body framed by its length (Node would send a DELETE's or an OPTIONS' unframed).
      if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
        request.setHeader("Content-Length", Buffer.byteLength(body));
      }
      request.end(body);
    }
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };
const BOUNDARY = "----gate-test-boundary";
const MULTIPART = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body cut off in the middle of its first part: it can never parse. */
const BROKEN_MULTIPART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nvisitor@example.com`;

/** `size` bytes of a well-formed URL-encoded form. */
function bigForm(size: number): Buffer {
  return Buffer.from(`message=${"a".repeat(size - "message=".length)}`);
}
/** The same bytes, in 16 KiB chunks (sent with Transfer-Encoding: chunked). */
function chunked(body: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += 16 * KiB) pieces.push(body.subarray(offset, offset + 16 * KiB));
  return pieces;
}

/** A 4xx that says why: never a 5xx, never an empty answer. */
function expectRefused(answer: Answer, status: number | number[], reason: RegExp, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  expect(Array.isArray(status) ? status : [status], label).toContain(answer.status);
  expect(answer.text, label).toMatch(reason);
}

let session: Promise<string> | undefined;
/** The admin's session cookie, signed in once (sign-ins are throttled). */
function signInCookie(): Promise<string> {
  session ??= send("POST", "/admin/login", { headers: URLENCODED, body: form(ADMIN) }).then((answer) => {
    expect(answer.status).toBe(302);
    const cookies = answer.headers["set-cookie"] ?? [];
    return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
  });
  return session;
}

beforeAll(async () => {
  // The demo content gives a car page to post an enquiry to (the prepared site has it).
  await copyPreparedSite("pglite", dataDir);
  // A 1 MB video limit, so the video upload's refusals are quick to reach.
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_LIMIT_PER_IP: "100000", VIDEO_UPLOAD_MAX_MB: "1" });
});
afterAll(async () => {
  if (server?.process.exitCode === null) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the body gate, on every public action and the auth API", () => {
  let targets: string[];

  beforeAll(async () => {
    const collection = await (await fetch(`${server.url}/collection`)).text();
    const car = collection.match(/href="(\/collection\/[a-z0-9-]+)"/)?.[1];
    expect(car).toBeDefined();
    targets = [
      "/contact",
      "/?index", // the subscription block, on every page, posts here
      "/experiences",
      "/collection", // the enquiry dialog of the list
      car!, // the enquiry form of a car's page
      "/f1madness",
      "/pitshop/cart", // the order
      "/newsletter/confirm/not-a-real-token",
      "/newsletter/unsubscribe/not-a-real-token",
      "/admin/login",
      "/api/auth/sign-in/email",
    ];
  });

  it("refuses multipart without a boundary: 400", async () => {
    for (const target of targets) {
      const answer = await send("POST", target, { headers: { "Content-Type": "multipart/form-data" }, body: "email=visitor%40example.com" });
      expectRefused(answer, 400, /multipart\/form-data needs a boundary/, target);
    }
  });

  it("refuses a multipart body that cannot be parsed: 400", async () => {
    for (const target of targets) {
      const answer = await send("POST", target, { headers: MULTIPART, body: BROKEN_MULTIPART });
      expectRefused(answer, 400, /multipart\/form-data body could not be parsed/, target);
    }
  });

  it("refuses malformed JSON: 400 on the auth API, 415 on a page (its actions take forms, whatever the JSON holds)", async () => {
    for (const target of targets) {
      const answer = await send("POST", target, { headers: { "Content-Type": "application/json" }, body: '{"email": "visitor@example.com", ' });
      if (target.startsWith("/api/auth/")) expectRefused(answer, 400, /JSON could not be parsed/, target);
      else expectRefused(answer, 415, /Unsupported Content-Type application\/json/, target);
    }
  });

  it("refuses a body over the limit by its Content-Length, before reading it: 413, connection closed", async () => {
    for (const target of targets) {
      const answer = await send("POST", target, { headers: URLENCODED, body: bigForm(64 * KiB + 1) });
      expectRefused(answer, 413, /too large: this address accepts at most 64 KB/, target);
      expect(answer.headers.connection, target).toBe("close");
    }
  });

  it("refuses a chunked body once it passes the limit: 413", async () => {
    for (const target of targets) {
      const answer = await send("POST", target, { headers: URLENCODED, chunks: chunked(bigForm(200 * KiB)) });
      expectRefused(answer, 413, /too large: this address accepts at most 64 KB/, target);
    }
    // A chunked body within the limit is read as usual (the form is empty of real fields: the action's own 400).
    const within = await send("POST", "/contact", { headers: URLENCODED, chunks: chunked(bigForm(40 * KiB)) });
    expect(within.status).toBe(400);
    expect(within.text).toContain("<!DOCTYPE html>");
  });

  it("answers the auth API's refusals in better-auth's own JSON shape", async () => {
    const answer = await send("POST", "/api/auth/sign-in/email", { headers: { "Content-Type": "application/json" }, body: "{" });
    expect(answer.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(answer.text)).toEqual({ code: "BAD_REQUEST", message: "Malformed request body: the JSON could not be parsed." });
  });

  it("answers TRACE, PUT, PATCH, DELETE and CONNECT with 405 and the methods the address takes", async () => {
    const trace = await send("TRACE", "/");
    expectRefused(trace, 405, /TRACE is not supported here/, "TRACE /");
    expect(trace.headers.allow).toBe("GET, HEAD, POST, OPTIONS");

    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await send(method, "/contact", { headers: URLENCODED, body: form({ message: "hello" }) });
      expectRefused(answer, 405, new RegExp(`${method} is not supported here`), `${method} /contact`);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    }
    const auth = await send("DELETE", "/api/auth/get-session");
    expectRefused(auth, 405, /DELETE is not supported here/, "DELETE /api/auth/get-session");
    // Not even a file is served to another method than GET or HEAD.
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    expectRefused(await send("TRACE", asset), 405, /TRACE is not supported here/, `TRACE ${asset}`);

    // CONNECT never reaches the app's listener: it is answered on the socket.
    const raw = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"));
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
      socket.setTimeout(5_000, () => socket.destroy(new Error("CONNECT got no answer")));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(raw).toContain("Allow: GET, HEAD, POST, OPTIONS");
    expect(raw).toContain("CONNECT is not supported here.");
  });

  it("answers OPTIONS itself with the methods, and refuses it a body", async () => {
    const options = await send("OPTIONS", "/contact");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expectRefused(await send("OPTIONS", "/contact", { headers: URLENCODED, body: "a=1" }), 413, /must not carry a body/, "OPTIONS with a body");
  });

  it("refuses a type no action takes (415), and a compressed body (415)", async () => {
    expectRefused(await send("POST", "/?index", { headers: { "Content-Type": "text/plain" }, body: "hello" }), 415, /Unsupported Content-Type text\/plain/, "text/plain");
    expectRefused(await send("POST", "/contact", { body: "hello" }), 415, /needs a Content-Type/, "no Content-Type");
    expectRefused(
      await send("POST", "/contact", { headers: { ...URLENCODED, "Content-Encoding": "gzip" }, body: "xxxx" }),
      415,
      /must not be compressed/,
      "gzip",
    );
  });

  it("still takes an honest form: a contact message (URL-encoded or multipart), an empty post, a sign-in", async () => {
    const message = { name: "Jean Behra", email: "jean.behra@example.com", subject: "other", message: "Bonjour — une question sur la Maserati 250F ?" };
    const encoded = await send("POST", "/contact", { headers: URLENCODED, body: form(message) });
    expect(encoded.status).toBe(200);
    expect(encoded.text).toContain("Thank you! Your message has been sent.");

    const multipart = new FormData();
    for (const [name, value] of Object.entries(message)) multipart.append(name, value);
    const viaFetch = await fetch(`${server.url}/contact`, { method: "POST", headers: { Origin: server.url }, body: multipart });
    expect(viaFetch.status).toBe(200);
    expect(await viaFetch.text()).toContain("Thank you! Your message has been sent.");

    // No body, no type: an empty form, which the action answers itself (its field errors).
    const empty = await send("POST", "/contact");
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("<!DOCTYPE html>");

    const signIn = await send("POST", "/api/auth/sign-in/email", { headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(signIn.status).toBe(200);

    // The one-click unsubscribe of a mail provider (RFC 8058): any Origin, the token decides.
    const oneClick = await send("POST", "/newsletter/unsubscribe/not-a-real-token", {
      headers: { ...URLENCODED, Origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(404);
    // The same link of a French subscriber.
    const oneClickFr = await send("POST", "/fr/newsletter/desinscription/not-a-real-token", {
      headers: { ...URLENCODED, Origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClickFr.status).toBe(404);
  });
});

describe("a client that leaves half way through its body", () => {
  it("is let go without an answer or an error, and the server goes on", async () => {
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
            "Content-Length: 50000\r\n\r\nname=Jo",
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
      socket.on("error", reject);
    });
    await vi.waitFor(() => expect(server.output()).toContain('"msg":"request body not received"'), { timeout: 10_000, interval: 20 });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("the body gate behind the admin guard", () => {
  it("lets the guard answer an anonymous post first, without reading a malformed or oversized body", async () => {
    const malformed = await send("POST", "/admin/news/new", { headers: MULTIPART, body: BROKEN_MULTIPART });
    expect(malformed.status).toBe(401);
    const big = await send("POST", "/admin/news/new", { headers: URLENCODED, chunks: chunked(bigForm(MiB)) });
    expect(big.status).toBe(401);
    expect(big.headers.connection).toBe("close");
  });

  it("checks a signed-in admin's body when the action reads it: 400 malformed, 413 past 2 MB, and takes a whole newsletter edition", async () => {
    const cookie = await signInCookie();
    const headers = { cookie };
    const malformed = await send("POST", "/admin/news/new", { headers: { ...headers, ...MULTIPART }, body: BROKEN_MULTIPART });
    expectRefused(malformed, 400, /multipart\/form-data body could not be parsed/, "malformed admin form");
    expect(malformed.headers["cache-control"]).toBe("no-store");

    const dataRequest = await send("POST", "/admin/news/new.data", { headers: { ...headers, ...MULTIPART }, body: BROKEN_MULTIPART });
    expectRefused(dataRequest, 400, /could not be parsed/, "malformed admin .data post");

    const declared = await send("POST", "/admin/news/new", { headers: { ...headers, ...URLENCODED }, body: bigForm(2 * MiB + 1) });
    expectRefused(declared, 413, /at most 2 MB/, "admin form over 2 MB by Content-Length");
    const streamed = await send("POST", "/admin/news/new", { headers: { ...headers, ...URLENCODED }, chunks: chunked(bigForm(3 * MiB)) });
    expectRefused(streamed, 413, /at most 2 MB/, "chunked admin form over 2 MB");

    // A newsletter edition of 180,000 characters, every one a 2- or 3-byte one (1.35 MB encoded), is within the limit.
    const content = "à—".repeat(90_000);
    const body = form({ content });
    expect(body.length).toBeGreaterThan(1.25 * MiB);
    const preview = await send("POST", "/admin/newsletter/preview", { headers: { ...headers, ...URLENCODED, Accept: "application/json" }, body });
    expect(preview.status).toBe(200);
    expect(JSON.parse(preview.text).html).toContain("à—à—");
  });

  it("speaks JSON to the upload script: a body past the backstop is refused before reading, with words", async () => {
    const cookie = await signInCookie();
    const answer = await send("POST", "/admin/media/upload", {
      headers: { cookie, Accept: "application/json", ...MULTIPART, "Content-Length": String(31 * MiB) },
      body: Buffer.alloc(0),
    }).catch((error: Error) => error);
    // The server answers from the headers alone; the client never sends the 31 MB.
    expect(answer).not.toBeInstanceOf(Error);
    const { status, text, headers } = answer as Answer;
    expect(status).toBe(413);
    expect(headers["content-type"]).toContain("application/json");
    expect(JSON.parse(text)).toEqual({ error: "The request body is too large: this address accepts at most 30 MB." });
  });
});

describe("the video upload (VIDEO_UPLOAD_MAX_MB=1 here)", () => {
  /** The multipart head of a file part, then the file's first bytes as given. */
  const filePart = (name: string, start: Buffer) =>
    Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`), start]);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2")]);

  it("refuses a body past the gate's backstop (the limit and 1 MB) from its headers, in JSON", async () => {
    const cookie = await signInCookie();
    const answer = await send("POST", "/admin/media/upload-video", { headers: { cookie, Accept: "application/json", ...MULTIPART, "Content-Length": String(3 * MiB) }, body: Buffer.alloc(0) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: "The request body is too large: this address accepts at most 2 MB." });
  });

  it("refuses a film declared over the limit with its size, before reading it, and ends the connection", async () => {
    const cookie = await signInCookie();
    const answer = await send("POST", "/admin/media/upload-video", { headers: { cookie, Accept: "application/json", ...MULTIPART, "Content-Length": String(Math.round(1.5 * MiB)) }, body: Buffer.alloc(0) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: "This file is 1.5 MB; the limit is 1 MB." });
    expect(answer.headers.connection).toBe("close");
  });

  it("stops a chunked film as it passes the limit, and a text file named .mp4 from its first bytes", async () => {
    const cookie = await signInCookie();
    const headers = { cookie, Accept: "application/json", ...MULTIPART };
    const long = await send("POST", "/admin/media/upload-video", { headers, chunks: chunked(filePart("long.mp4", Buffer.concat([ftyp, Buffer.alloc(Math.round(1.5 * MiB), 7)]))) });
    expect(long.status, long.text).toBe(413);
    expect(JSON.parse(long.text)).toEqual({ error: "This file is larger than the limit of 1 MB." });

    const text = await send("POST", "/admin/media/upload-video", { headers, chunks: chunked(filePart("notes.mp4", Buffer.from("lap times\n".repeat(150_000)))) });
    expect(text.status).toBe(400);
    expect(JSON.parse(text.text)).toEqual({ error: "“notes.mp4” is not a video this site can play. Upload an MP4 (H.264) or WebM file." });
    expect(text.headers.connection).toBe("close");
    expect(fs.readdirSync(path.join(dataDir, "upload-parts"))).toEqual([]);
  });
});

describe("Cache-Control: no-store on the admin and the auth API", () => {
  it("marks every admin and auth answer no-store, signed in or not; a public page keeps its caching", async () => {
    const anonymous = [
      ["GET", "/admin"], // the redirect to the sign-in
      ["GET", "/admin/subscribers/export.csv"],
      ["GET", "/admin/login"],
      ["GET", "/admin/news.data"], // the client's navigation data
      ["GET", "/api/auth/get-session"],
      ["POST", "/admin/news/new"], // the guard's 401
    ] as const;
    for (const [method, target] of anonymous) {
      const answer = await send(method, target, { headers: method === "POST" ? URLENCODED : {}, body: method === "POST" ? "a=1" : undefined });
      expect(answer.status, `${method} ${target}`).toBeLessThan(500);
      expect(answer.headers["cache-control"], `${method} ${target}`).toBe("no-store");
    }
    expect((await send("GET", "/admin")).headers.location).toMatch(/^\/admin\/login\?/);

    const cookie = await signInCookie();
    for (const target of ["/admin", "/admin/news", "/admin/news.data", "/admin/subscribers/export.csv", "/api/auth/get-session"]) {
      const answer = await send("GET", target, { headers: { cookie } });
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("no-store");
    }
    // A refusal there is not stored either.
    expect((await send("PUT", "/admin/news", { headers: { cookie } })).headers["cache-control"]).toBe("no-store");

    await fetch(`${server.url}/events`);
    const cached = await send("GET", "/events");
    expect(cached.headers["x-render-cache"]).toBe("hit");
    expect(cached.headers["cache-control"] ?? "").not.toContain("no-store");
  });
});

describe("the server's log", () => {
  it("shows every refusal as a refusal, not one error or stack trace", () => {
    const output = server.output();
    expect(output).toContain('"msg":"request body refused"');
    expect(output).not.toMatch(/"level":(50|60)|unhandled request error|SERVER_ERROR|\n\s+at /);
  });
});
