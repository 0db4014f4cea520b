import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { E2E_DATA_DIR } from "../../../playwright.config.ts";

/** The e-mails the server wrote to its .eml outbox (no SMTP_URL in tests). */
export async function readOutbox(): Promise<ParsedMail[]> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
}

function recipients(mail: ParsedMail): string {
  const to = mail.to;
  return (Array.isArray(to) ? to : to ? [to] : []).map((address) => address.text).join(",");
}

/** Waits for the newest e-mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox()).filter((mail) => recipients(mail).includes(to) && subject.test(mail.subject ?? ""));
        found = mails.slice(after).at(-1);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function countMails(to: string, subject: RegExp): Promise<number> {
  return (await readOutbox()).filter((mail) => recipients(mail).includes(to) && subject.test(mail.subject ?? "")).length;
}

/** The first http(s) link of an e-mail's text part. */
export function firstLink(mail: ParsedMail): string {
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in e-mail "${mail.subject}"`);
  return link;
}

let drains = 0;

/**
 * Resolves once the outbox has written every e-mail queued before this call,
 * so that a count of e-mails taken afterwards is final ("no e-mail", "one
 * e-mail" proven without sleeping). It sends a contact message of its own and
 * waits for the acknowledgement to its sender: the site queues a message's
 * e-mails before it answers the post, and the outbox worker writes one row at
 * a time, the oldest due first (app/platform/outbox-worker.server.ts), so an
 * e-mail queued by an earlier, answered request is written before this one.
 */
export async function outboxDrained(request: APIRequestContext): Promise<void> {
  const sender = `outbox-drained-${Date.now()}-${process.pid}-${drains++}@example.com`;
  const posted = await request.post("/contact", { form: { name: "Outbox Check", email: sender, subject: "other", message: "Only a marker for the tests." } });
  expect(posted.status()).toBe(200);
  await waitForMail(sender, /./);
}
