import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for the mail tests: it accepts what the
 * product sends and keeps every message parsed (headers included), so a test
 * checks what really arrived. `rejectRecipients` answers 550 to those
 * addresses at RCPT TO; `onMessage` runs once a message's data is in, before
 * the server accepts it: a test can kill the sender there, and answer "drop"
 * to refuse that message (451) as a server does whose client went away.
 */
export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Messages accepted for one address. */
  countFor(address: string): number;
  close(): Promise<void>;
}

export async function startSmtpSink(
  options: { rejectRecipients?: ReadonlySet<string>; onMessage?: (count: number) => void | "drop" | Promise<void | "drop"> } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.has(address.address.toLowerCase())) {
        const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void (async () => {
          received++;
          if ((await options.onMessage?.(received)) === "drop") {
            const error = new Error("Connection lost, message not accepted") as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const parsed = await simpleParser(raw);
          messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), parsed, raw });
          callback();
        })().catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countFor: (address) => messages.filter((message) => message.to.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One header of a raw message as it arrived, unfolded; undefined when absent. */
export function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const lines = head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
  const prefix = `${name.toLowerCase()}:`;
  return lines.find((line) => line.toLowerCase().startsWith(prefix))?.slice(prefix.length).trim();
}
