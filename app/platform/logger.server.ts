import { pino, type Logger } from "pino";

let root: Logger | undefined;

/**
 * The process logger: JSON lines on stdout. Request loggers are children
 * carrying a request id (see server/app.ts). Secrets are redacted by path so a
 * careless `log.info({ body })` cannot leak a password.
 */
export function logger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    redact: {
      paths: ["password", "*.password", "newPassword", "*.newPassword", "token", "*.token", "headers.cookie", "*.headers.cookie"],
      censor: "[redacted]",
    },
  });
  return root;
}
