import { pino, type DestinationStream, type Logger } from "pino";
import { redactUrl } from "./log-redaction.server.ts";

let root: Logger | undefined;

/**
 * The process logger: JSON lines on stdout. Request loggers are children
 * carrying a request id (see server/app.ts).
 */
export function logger(): Logger {
  root ??= createLogger();
  return root;
}

/**
 * A logger with the process's rules, on stdout or the given stream. Secrets
 * are redacted by path so a careless `log.info({ body })` cannot leak a
 * password, and every `url` field loses the tokens in its path and query
 * (log-redaction.server.ts).
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    // Replacing the serializers drops pino's default one for errors: it is named again.
    serializers: { err: pino.stdSerializers.err, url: redactUrl },
    redact: {
      paths: ["password", "*.password", "newPassword", "*.newPassword", "token", "*.token", "headers.cookie", "*.headers.cookie"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
