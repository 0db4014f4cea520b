import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The key that signs session cookies and tokens. AUTH_SECRET wins; without it
 * a random key is made once and kept in DATA_DIR/auth-secret (mode 600), so a
 * fresh machine works and sessions survive restarts. Several servers sharing
 * one PostgreSQL must share one AUTH_SECRET (README, "Deploying").
 */
export function authSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}
