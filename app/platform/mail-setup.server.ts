import net from "node:net";

/**
 * Whether the site's e-mail can reach anyone, said where the operator looks:
 * the start-up log, the admin's dashboard and System page. Two set-ups fail
 * quietly otherwise: no SMTP_URL (every message becomes an .eml file in the
 * data folder, and nobody receives it), and a sender on a domain nobody can
 * authenticate (no SPF, DKIM or DMARC record can exist for `localhost`, an IP
 * or a reserved name, so providers refuse or spam-folder its messages).
 */

/** The team's name on every e-mail unless MAIL_FROM says otherwise. */
export const MAIL_FROM_NAME = "Écurie Vitesse";

/**
 * The sender when MAIL_FROM is not set: `no-reply@` the host of the site's
 * public address, without a leading `www.`, whose DNS the operator controls.
 * The bare domain rather than `www.`: that is where SPF, DKIM and DMARC
 * records are usually published.
 */
export function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, "");
  return `${MAIL_FROM_NAME} <no-reply@${host}>`;
}

/** The address of a sender written `Name <address>` or `address`; null when there is none. */
export function senderAddress(from: string): string | null {
  const bracketed = /<([^<>]*)>\s*$/.exec(from);
  const address = (bracketed ? bracketed[1]! : from).trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/** The domain of a sender, lower-cased; null when it holds no address. */
export function senderDomain(from: string): string | null {
  const address = senderAddress(from);
  return address ? address.slice(address.lastIndexOf("@") + 1).toLowerCase() : null;
}

/** Names reserved for tests, documentation or local networks (RFC 2606, 6761, 6762, 8375): nobody publishes mail records for them. */
const RESERVED_SUFFIXES = ["localhost", "local", "test", "example", "invalid", "internal", "lan", "home.arpa"];
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];

/**
 * A sender domain no mail provider will accept mail from: `localhost`, an
 * IP address, a single label (a container's name), or a name reserved for
 * tests, documentation or local networks.
 */
export function isUnauthenticatableDomain(domain: string): boolean {
  const name = domain.toLowerCase().replace(/\.$/, "");
  const literal = name.replace(/^\[(?:ipv6:)?/, "").replace(/\]$/, "");
  if (net.isIP(literal) !== 0) return true;
  if (!name.includes(".")) return true;
  if (RESERVED_DOMAINS.some((reserved) => name === reserved || name.endsWith(`.${reserved}`))) return true;
  return RESERVED_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

export interface MailSetup {
  /** False without SMTP_URL: every message is written as an .eml file under DATA_DIR/mail, and nobody receives it. */
  delivered: boolean;
  /** The sender of every message (MAIL_FROM, or its default). */
  from: string;
  /** While messages are delivered: the sender's domain when no provider will accept it, else null. */
  unusableSenderDomain: string | null;
}

/** The mail set-up of this process, from its transport and its sender. */
export function mailSetup({ transport, from }: { transport: "smtp" | "outbox"; from: string }): MailSetup {
  const delivered = transport === "smtp";
  const domain = senderDomain(from);
  return { delivered, from, unusableSenderDomain: delivered && (domain === null || isUnauthenticatableDomain(domain)) ? (domain ?? from) : null };
}

export interface StartupWarning {
  msg: string;
  fields: Record<string, string>;
}

/**
 * What the server warns about once at start-up: no SMTP_URL in production
 * (in development, files are what one wants), and a sender domain that
 * cannot be authenticated while e-mails do leave.
 */
export function mailStartupWarnings(env: { NODE_ENV: string; SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string }): StartupWarning[] {
  const setup = mailSetup({ transport: env.SMTP_URL ? "smtp" : "outbox", from: env.MAIL_FROM });
  const warnings: StartupWarning[] = [];
  if (!setup.delivered && env.NODE_ENV === "production") {
    warnings.push({
      msg: "SMTP_URL is not set: e-mails are NOT delivered, each one is written as an .eml file under DATA_DIR/mail instead",
      fields: { dataDir: env.DATA_DIR },
    });
  }
  if (setup.unusableSenderDomain) {
    warnings.push({
      msg: "MAIL_FROM's domain cannot be authenticated (SPF, DKIM, DMARC): mail providers will refuse or spam-folder these e-mails; set MAIL_FROM to an address of the site's own domain",
      fields: { mailFrom: setup.from, domain: setup.unusableSenderDomain },
    });
  }
  return warnings;
}
