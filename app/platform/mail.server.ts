import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";

/**
 * Outgoing e-mail. With SMTP_URL, messages leave through that server. Without
 * it, each message is written as an .eml file under DATA_DIR/mail, so nothing
 * is silently dropped in development and tests read links from there.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** The outbox folder when kind is "outbox". */
  readonly outboxDir?: string;
  /** `signal` aborts a send that takes too long: the SMTP connection is closed, nothing is left running. */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<{ messageId: string }>;
  /** SMTP: connects and authenticates. Outbox: the folder is writable. */
  check(): Promise<void>;
  close(): void;
}

const HEADER_INJECTION = /[\r\n]/;

/** A header value typed by a visitor can never start a new header. */
export function assertNoHeaderInjection(message: MailMessage): void {
  const single = [message.to, message.subject, message.replyTo ?? "", ...Object.values(message.headers ?? {})];
  if (single.some((value) => HEADER_INJECTION.test(value))) {
    throw new Error("E-mail header values may not contain line breaks");
  }
}

/** nodemailer takes an attachment's bytes as a Buffer. */
function withBufferAttachments({ attachments, ...message }: MailMessage) {
  return { ...message, attachments: (attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) })) };
}

export function createMailer(options: { smtpUrl?: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    // nodemailer waits up to 10 minutes on a silent socket by default: far past
    // the outbox's lease, after which another worker would send the row again.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 } as SMTPTransport.Options);
    return {
      kind: "smtp",
      async send(message, sendOptions) {
        assertNoHeaderInjection(message);
        const info = await transport.sendMail({ from: options.from, ...withBufferAttachments(message), ...(sendOptions?.signal ? { signal: sendOptions.signal } : {}) });
        return { messageId: info.messageId };
      },
      async check() {
        await transport.verify();
      },
      close() {
        transport.close();
      },
    };
  }

  const outboxDir = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    outboxDir,
    async send(message) {
      assertNoHeaderInjection(message);
      const info = await transport.sendMail({ from: options.from, ...withBufferAttachments(message) });
      await fs.promises.mkdir(outboxDir, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      await fs.promises.writeFile(path.join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
      return { messageId: info.messageId };
    },
    async check() {
      await fs.promises.mkdir(outboxDir, { recursive: true });
      await fs.promises.access(outboxDir, fs.constants.W_OK);
    },
    close() {
      transport.close();
    },
  };
}
