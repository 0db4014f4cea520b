import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

/** The EnvError thrown by parseEnv(source); fails the test if nothing (or something else) is thrown. */
function envError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    const envError = error as EnvError;
    expect(envError.name).toBe("EnvError");
    // One line, naming the variable.
    expect(envError.message).not.toMatch(/[\r\n]/);
    return envError;
  }
  throw new Error(`parseEnv(${JSON.stringify(source)}) did not throw`);
}

describe("parseEnv defaults", () => {
  it("fills in every default from an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.NODE_ENV).toBe("production");
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.UPLOAD_MAX_MB).toBe(15);
    expect(env.VIDEO_UPLOAD_MAX_MB).toBe(100);
    expect(env.VIDEO_FILE_HOSTS).toEqual([]);
    expect(env.MAIL_FROM).toBe("Écurie Vitesse <no-reply@localhost>");
  });

  it("sends e-mail from the public address's domain when MAIL_FROM is not set", () => {
    expect(parseEnv({ PUBLIC_URL: "https://www.ecurie-vitesse.fr" }).MAIL_FROM).toBe("Écurie Vitesse <no-reply@ecurie-vitesse.fr>");
    expect(parseEnv({ PUBLIC_URL: "https://ecurie-vitesse.fr", MAIL_FROM: "" }).MAIL_FROM).toBe("Écurie Vitesse <no-reply@ecurie-vitesse.fr>");
    expect(parseEnv({ PUBLIC_URL: "https://ecurie-vitesse.fr", MAIL_FROM: "Team <contact@ecurie-vitesse.fr>" }).MAIL_FROM).toBe("Team <contact@ecurie-vitesse.fr>");
  });

  it("reads the video file hosts as https origins, and names a wrong one", () => {
    expect(parseEnv({ VIDEO_FILE_HOSTS: " https://cdn.example.com/videos/, https://Videos.Example.org ,https://cdn.example.com" }).VIDEO_FILE_HOSTS).toEqual([
      "https://cdn.example.com",
      "https://videos.example.org",
    ]);
    expect(envError({ VIDEO_FILE_HOSTS: "https://cdn.example.com, http://plain.example" }).message).toContain('"http://plain.example" is not an https:// host');
    expect(envError({ VIDEO_FILE_HOSTS: "cdn.example.com" }).message).toMatch(/^Invalid environment variable VIDEO_FILE_HOSTS:/);
  });

  it("reads the video upload limit, within 1 to 2000 MB", () => {
    expect(parseEnv({ VIDEO_UPLOAD_MAX_MB: "250" }).VIDEO_UPLOAD_MAX_MB).toBe(250);
    expect(() => parseEnv({ VIDEO_UPLOAD_MAX_MB: "0" })).toThrow(/VIDEO_UPLOAD_MAX_MB/);
  });

  it("derives PUBLIC_URL from PORT when it is not set", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({
      PORT: "",
      DATA_DIR: "",
      PUBLIC_URL: "",
      LOG_LEVEL: "",
      SEED_DEMO: "",
      TRUST_PROXY: "",
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      S3_BUCKET: "",
      SMTP_URL: "",
    });
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("ignores undefined values", () => {
    expect(parseEnv({ PORT: undefined }).PORT).toBe(3000);
  });
});

describe("parseEnv values", () => {
  it("removes trailing slashes from PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://ecurie.example/" }).PUBLIC_URL).toBe("https://ecurie.example");
    expect(parseEnv({ PUBLIC_URL: "https://ecurie.example/site//" }).PUBLIC_URL).toBe("https://ecurie.example/site");
    expect(parseEnv({ PUBLIC_URL: "http://localhost:5173" }).PUBLIC_URL).toBe("http://localhost:5173");
  });

  it.each([
    ["1", true],
    ["true", true],
    ["yes", true],
    ["0", false],
    ["false", false],
    ["no", false],
  ])("reads TRUST_PROXY=%s as %s", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it("reads SEED_DEMO=0 as false", () => {
    expect(parseEnv({ SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
  });

  it("accepts a complete, valid environment", () => {
    const env = parseEnv({
      NODE_ENV: "development",
      PORT: "4000",
      DATABASE_URL: "postgresql://user:pass@db.internal:5432/ecurie",
      PUBLIC_URL: "https://ecurie.example",
      AUTH_SECRET: "x".repeat(32),
      ADMIN_EMAIL: "admin@ecurie.example",
      ADMIN_PASSWORD: "correct horse battery",
      SMTP_URL: "smtps://user:pass@smtp.example:465",
      S3_BUCKET: "media",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      LOG_LEVEL: "debug",
    });
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 4000,
      DATABASE_URL: "postgresql://user:pass@db.internal:5432/ecurie",
      PUBLIC_URL: "https://ecurie.example",
      ADMIN_EMAIL: "admin@ecurie.example",
      LOG_LEVEL: "debug",
      S3_BUCKET: "media",
    });
    expect(parseEnv({ DATABASE_URL: "postgres://localhost/ecurie" }).DATABASE_URL).toBe("postgres://localhost/ecurie");
  });
});

describe("parseEnv errors", () => {
  it("refuses a PORT that is not a number", () => {
    expect(envError({ PORT: "abc" }).message).toBe(
      'Invalid environment variable PORT: Invalid input: expected number, received NaN (got "abc")',
    );
  });

  it("refuses a PORT out of range", () => {
    expect(envError({ PORT: "70000" }).message).toBe(
      'Invalid environment variable PORT: Too big: expected number to be <=65535 (got "70000")',
    );
  });

  it("refuses a DATABASE_URL that is not PostgreSQL, without echoing it", () => {
    const { message } = envError({ DATABASE_URL: "mysql://root:hunter2@db/ecurie" });
    expect(message).toBe("Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("mysql://");
  });

  it.each(["ftp://ecurie.example", "not a url", "/relative/path"])("refuses PUBLIC_URL=%s", (value) => {
    expect(envError({ PUBLIC_URL: value }).message).toBe(
      `Invalid environment variable PUBLIC_URL: must be an absolute http(s) URL (got "${value}")`,
    );
  });

  it("refuses an unknown LOG_LEVEL", () => {
    const { message } = envError({ LOG_LEVEL: "verbose" });
    expect(message).toMatch(/^Invalid environment variable LOG_LEVEL: /);
    expect(message).toContain('(got "verbose")');
  });

  it("refuses an unknown boolean flag value", () => {
    expect(envError({ TRUST_PROXY: "maybe" }).message).toMatch(/^Invalid environment variable TRUST_PROXY: .*\(got "maybe"\)$/);
  });

  it("refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the reverse", () => {
    expect(envError({ ADMIN_EMAIL: "admin@ecurie.example" }).message).toBe(
      "Invalid environment variable ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    );
    const { message } = envError({ ADMIN_PASSWORD: "a-long-enough-password" });
    expect(message).toBe("Invalid environment variable ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
    expect(message).not.toContain("a-long-enough-password");
  });

  it("refuses a too-short ADMIN_PASSWORD without echoing it", () => {
    const { message } = envError({ ADMIN_EMAIL: "admin@ecurie.example", ADMIN_PASSWORD: "short-pw1" });
    expect(message).toBe("Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters");
    expect(message).not.toContain("short-pw1");
  });

  it("refuses an ADMIN_EMAIL that is not an address", () => {
    expect(envError({ ADMIN_EMAIL: "admin", ADMIN_PASSWORD: "a-long-enough-password" }).message).toBe(
      'Invalid environment variable ADMIN_EMAIL: must be an e-mail address (got "admin")',
    );
  });

  it("refuses S3_BUCKET without its keys", () => {
    expect(envError({ S3_BUCKET: "media" }).message).toBe(
      "Invalid environment variable S3_ACCESS_KEY_ID: is required when S3_BUCKET is set",
    );
    expect(envError({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" }).message).toBe(
      "Invalid environment variable S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set",
    );
  });

  it("turns single sign-on on only with its issuer, client id and secret together", () => {
    expect(envError({ OIDC_ISSUER: "https://accounts.example.com" }).message).toBe(
      "Invalid environment variable OIDC_CLIENT_ID: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    );
    expect(envError({ OIDC_CLIENT_ID: "site", OIDC_CLIENT_SECRET: "s3cr3t-value" }).message).toBe(
      "Invalid environment variable OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    );
    const env = parseEnv({ OIDC_ISSUER: "https://accounts.example.com", OIDC_CLIENT_ID: "site", OIDC_CLIENT_SECRET: "s3cr3t-value", OIDC_ALLOWED_DOMAINS: " @Ecurie-Vitesse.fr, example.org ,," });
    expect(env.OIDC_ALLOWED_DOMAINS).toEqual(["ecurie-vitesse.fr", "example.org"]);
    expect(env.OIDC_TOTP).toBe("auto");
    expect(envError({ OIDC_ALLOWED_DOMAINS: "ecurie vitesse" }).message).toBe('Invalid environment variable OIDC_ALLOWED_DOMAINS: "ecurie vitesse" is not a domain (got "ecurie vitesse")');
    expect(envError({ OIDC_TOTP: "sometimes" }).message).toContain("Invalid environment variable OIDC_TOTP");
  });

  it("never echoes OIDC_CLIENT_SECRET", () => {
    expect(envError({ OIDC_ISSUER: "https://accounts.example.com", OIDC_CLIENT_SECRET: "s3cr3t-value" }).message).not.toContain("s3cr3t");
  });

  it("never echoes SMTP_URL", () => {
    const { message } = envError({ SMTP_URL: "http://mailer:p4ssw0rd@smtp.example" });
    expect(message).toBe("Invalid environment variable SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(message).not.toContain("p4ssw0rd");
  });

  it("never echoes AUTH_SECRET", () => {
    const { message } = envError({ AUTH_SECRET: "too-short-secret-value" });
    expect(message).toBe("Invalid environment variable AUTH_SECRET: must be at least 32 characters");
    expect(message).not.toContain("too-short-secret-value");
  });

  it("refuses a MAIL_FROM without an address", () => {
    expect(envError({ MAIL_FROM: "Écurie Vitesse" }).message).toMatch(/^Invalid environment variable MAIL_FROM: must be an e-mail address/);
  });

  it("keeps the message on one line even when the bad value holds a line break", () => {
    const { message } = envError({ LOG_LEVEL: "info\nFAKE LOG LINE" });
    expect(message).toMatch(/^Invalid environment variable LOG_LEVEL: /);
  });
});
