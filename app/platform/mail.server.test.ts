import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertNoHeaderInjection, createMailer, type MailMessage, type Mailer } from "./mail.server.ts";

const FROM = "Ecurie Test <no-reply@example.test>";
const INJECTION = "E-mail header values may not contain line breaks";

const folders: string[] = [];
const mailers: Mailer[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-mail-"));
  folders.push(dir);
  return dir;
}

function outboxMailer(dataDir = tempDir()): Mailer {
  const mailer = createMailer({ from: FROM, dataDir });
  mailers.push(mailer);
  return mailer;
}

/** Every .eml file of the outbox, read as text. */
function outbox(mailer: Mailer): { name: string; content: string }[] {
  const dir = mailer.outboxDir!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => ({ name, content: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/** The header block of a message, as "name: value" lines (folded lines unfolded). */
function headerLines(eml: string): string[] {
  const head = eml.split(/\r?\n\r?\n/)[0] ?? "";
  return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

function bodyOf(eml: string): string {
  return eml.slice(eml.search(/\r?\n\r?\n/)).trim();
}

afterEach(() => {
  for (const mailer of mailers.splice(0)) mailer.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const message: MailMessage = {
  to: "fan@example.test",
  subject: "Your newsletter subscription",
  text: "Confirm here: https://ecurie.example/newsletter/confirm?token=abc123",
};

describe("createMailer in outbox mode", () => {
  it("is an outbox under DATA_DIR/mail", () => {
    const dataDir = tempDir();
    const mailer = outboxMailer(dataDir);
    expect(mailer.kind).toBe("outbox");
    expect(mailer.outboxDir).toBe(path.join(dataDir, "mail"));
  });

  it("writes each message as one .eml file with its headers and body", async () => {
    const mailer = outboxMailer();
    const { messageId } = await mailer.send({ ...message, replyTo: "team@example.test" });
    const files = outbox(mailer);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file!.name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const headers = headerLines(file!.content);
    expect(headers).toContain(`From: ${FROM}`);
    expect(headers).toContain("To: fan@example.test");
    expect(headers).toContain("Subject: Your newsletter subscription");
    expect(headers).toContain("Reply-To: team@example.test");
    expect(headers).toContain(`Message-ID: ${messageId}`);
    expect(bodyOf(file!.content)).toBe("Confirm here: https://ecurie.example/newsletter/confirm?token=abc123");
  });

  it("keeps the file private to the server's user", async () => {
    const mailer = outboxMailer();
    await mailer.send(message);
    const [file] = outbox(mailer);
    expect(fs.statSync(path.join(mailer.outboxDir!, file!.name)).mode & 0o777).toBe(0o600);
  });

  it("writes one file per message, even within one millisecond", async () => {
    const mailer = outboxMailer();
    await Promise.all([1, 2, 3].map((n) => mailer.send({ ...message, subject: `Message ${n}` })));
    const files = outbox(mailer);
    expect(files).toHaveLength(3);
    const subjects = files.map((file) => headerLines(file.content).find((line) => line.startsWith("Subject: "))).sort();
    expect(subjects).toEqual(["Subject: Message 1", "Subject: Message 2", "Subject: Message 3"]);
  });

  it("sends custom headers", async () => {
    const mailer = outboxMailer();
    await mailer.send({ ...message, headers: { "List-Unsubscribe": "<https://ecurie.example/unsubscribe>" } });
    expect(headerLines(outbox(mailer)[0]!.content)).toContain("List-Unsubscribe: <https://ecurie.example/unsubscribe>");
  });

  it("checks that the outbox is writable, creating it", async () => {
    const mailer = outboxMailer();
    await expect(mailer.check()).resolves.toBeUndefined();
    expect(fs.statSync(mailer.outboxDir!).isDirectory()).toBe(true);
    expect(outbox(mailer)).toEqual([]);
  });

  it.each<[string, Partial<MailMessage>]>([
    ["subject", { subject: "Hello\r\nBcc: victim@example.test" }],
    ["subject (bare LF)", { subject: "Hello\nBcc: victim@example.test" }],
    ["subject (bare CR)", { subject: "Hello\rBcc: victim@example.test" }],
    ["recipient", { to: "fan@example.test\r\nBcc: victim@example.test" }],
    ["reply-to", { replyTo: "fan@example.test\r\nBcc: victim@example.test" }],
    ["custom header", { headers: { "X-Visitor": "name\r\nBcc: victim@example.test" } }],
  ])("refuses a line break in the %s and writes nothing", async (_label, override) => {
    const mailer = outboxMailer();
    await expect(mailer.send({ ...message, ...override })).rejects.toThrow(INJECTION);
    expect(outbox(mailer)).toEqual([]);
  });

  it("allows line breaks in the body", async () => {
    const mailer = outboxMailer();
    await mailer.send({ ...message, text: "Line one\nBcc: not-a-header@example.test" });
    const [file] = outbox(mailer);
    expect(headerLines(file!.content).some((line) => /^bcc:/i.test(line))).toBe(false);
    expect(bodyOf(file!.content)).toBe("Line one\nBcc: not-a-header@example.test");
  });

  it("cannot be made to start a new header through a custom header name", async () => {
    const mailer = outboxMailer();
    await mailer.send({ ...message, headers: { "X-Evil\r\nBcc: victim@example.test": "value" } });
    const [file] = outbox(mailer);
    expect(headerLines(file!.content).some((line) => /^bcc:/i.test(line))).toBe(false);
  });
});

describe("assertNoHeaderInjection", () => {
  it("accepts single-line header values", () => {
    expect(() => assertNoHeaderInjection({ ...message, replyTo: "a@example.test", headers: { "X-A": "b" } })).not.toThrow();
    expect(() => assertNoHeaderInjection({ ...message, text: "multi\r\nline\nbody", html: "<p>a</p>\n<p>b</p>" })).not.toThrow();
  });

  it.each([
    { ...message, to: "a@example.test\n" },
    { ...message, subject: "\rSubject" },
    { ...message, replyTo: "a@example.test\r\nX: y" },
    { ...message, headers: { "X-A": "ok", "X-B": "b\nc" } },
  ])("refuses a line break in a header value (%#)", (bad) => {
    expect(() => assertNoHeaderInjection(bad)).toThrow(INJECTION);
  });
});

describe("createMailer in SMTP mode", () => {
  // The npm package smtp-server is not installed in this project, so no real
  // SMTP exchange is tested here; these only cover what needs no server.
  async function closedPort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  it("is an SMTP mailer without an outbox", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, dataDir: tempDir() });
    mailers.push(mailer);
    expect(mailer.kind).toBe("smtp");
    expect(mailer.outboxDir).toBeUndefined();
  });

  it("refuses header injection before connecting", async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, dataDir });
    mailers.push(mailer);
    await expect(mailer.send({ ...message, subject: "a\r\nBcc: victim@example.test" })).rejects.toThrow(INJECTION);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("fails its check when the server cannot be reached", async () => {
    const port = await closedPort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir: tempDir() });
    mailers.push(mailer);
    await expect(mailer.check()).rejects.toThrow(/ECONNREFUSED/);
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
