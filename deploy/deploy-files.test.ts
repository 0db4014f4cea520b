import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { envSchema, parseEnv } from "../app/platform/env.server.ts";
import { isUnauthenticatableDomain, senderDomain } from "../app/platform/mail-setup.server.ts";

/**
 * The container and service files (issue 18) say what the README and the
 * code say: the same Node, the same start command and flags as `npm start`,
 * a non-root user, the data in a volume, a health check on /healthz, and only
 * settings the server knows, valid together. There is no Docker here: what
 * can be checked without building the image is checked.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const KNOWN = new Set([...Object.keys(envSchema.shape), "MALLOC_ARENA_MAX"]);

/** `npm start`'s process: the environment it sets and node's arguments. */
function startCommand(): { env: Record<string, string>; args: string[] } {
  const words = pkg.scripts.start!.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0]!)) {
    const [name, value] = words.shift()!.split("=");
    env[name!] = value!;
  }
  expect(words.slice(0, 2)).toEqual(["exec", "node"]);
  return { env, args: words.slice(2) };
}

/** A Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): Array<{ op: string; rest: string }> {
  return text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op!.toUpperCase(), rest: rest.join(" ") };
    });
}

describe("Dockerfile", () => {
  const all = instructions(read("Dockerfile"));
  const lastFrom = all.map((entry) => entry.op).lastIndexOf("FROM");
  const final = all.slice(lastFrom);
  /** A stage's environment, its ARG references resolved as a build without --build-arg does (their defaults, else empty). */
  const envOf = (entries: typeof all) => {
    const args = Object.fromEntries(entries.filter((entry) => entry.op === "ARG").map((entry) => [entry.rest.split("=")[0]!, entry.rest.split("=")[1] ?? ""]));
    const resolve = (value: string) => value.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => args[name] ?? "");
    return Object.fromEntries(entries.filter((entry) => entry.op === "ENV").flatMap((entry) => [...entry.rest.matchAll(/([A-Z_]+)=(\S+)/g)].map((match) => [match[1]!, resolve(match[2]!)])));
  };

  it("builds on the Node the project pins", () => {
    expect(all[0]).toEqual({ op: "ARG", rest: `NODE_VERSION=${pkg.dependencies.node}` });
    expect(all.filter((entry) => entry.op === "FROM").map((entry) => entry.rest.split(" ")[0])).toEqual(["node:${NODE_VERSION}-bookworm-slim", "node:${NODE_VERSION}-bookworm-slim"]);
  });

  it("runs npm start's command, with its flags and environment, as a non-root user", () => {
    const start = startCommand();
    const cmd = final.find((entry) => entry.op === "CMD")!;
    expect(JSON.parse(cmd.rest)).toEqual(["node", ...start.args]);
    expect(envOf(final)).toMatchObject(start.env);
    expect(final.find((entry) => entry.op === "USER")?.rest).toBe("node");
    expect(final.findIndex((entry) => entry.op === "USER")).toBeLessThan(final.findIndex((entry) => entry.op === "CMD"));
  });

  it("keeps its data in a volume at DATA_DIR, listens on PORT, and is checked on /healthz", () => {
    const env = envOf(final);
    expect(JSON.parse(final.find((entry) => entry.op === "VOLUME")!.rest)).toEqual([env.DATA_DIR]);
    expect(final.find((entry) => entry.op === "EXPOSE")?.rest).toBe(env.PORT);
    expect(final.find((entry) => entry.op === "HEALTHCHECK")?.rest).toContain("/healthz");
    for (const name of Object.keys(env)) expect(KNOWN, `ENV ${name}`).toContain(name);
    expect(() => parseEnv(env)).not.toThrow();
  });

  it("copies what the server and the operator's commands need, and only files that exist after the build", () => {
    const copied = final.filter((entry) => entry.op === "COPY").map((entry) => entry.rest.replace("--from=build ", "").split(" ")[0]!.replace("/app/", ""));
    for (const needed of ["build", "node_modules", "drizzle", "app", "server", "scripts", "package.json"]) expect(copied.join(" ")).toContain(needed);
    for (const source of copied.flatMap((entry) => entry.split(" "))) {
      if (["build", "node_modules"].includes(source)) continue;
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
    }
    // Nothing secret or bulky reaches the build context.
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["node_modules", "data", ".env", ".git", "build"]) expect(ignored).toContain(entry);
  });
});

describe("compose.yaml", () => {
  const compose = parseYaml(read("compose.yaml")) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[]; ports?: string[]; expose?: string[]; depends_on?: Record<string, { condition: string }>; entrypoint?: string[]; healthcheck?: unknown; build?: { context: string; args: Record<string, string> } }>;
    volumes: Record<string, unknown>;
  };
  const example = Object.fromEntries(
    read("deploy/compose.env.example")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  /** What docker compose makes of ${NAME:-default} and ${NAME:?message}, given these variables. */
  const interpolate = (value: string, variables: Record<string, string>) =>
    value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, fallback?: string) => variables[name] || (kind === "-" ? (fallback ?? "") : `<${name} unset>`));

  it("runs the site from this Dockerfile beside PostgreSQL and an S3-compatible store, each waited for", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["bucket", "minio", "postgres", "proxy", "site"]);
    const site = compose.services.site!;
    expect(site.build).toEqual({ context: ".", args: { GIT_COMMIT: "${GIT_COMMIT:-}" } });
    expect(read("Dockerfile")).toContain("ARG GIT_COMMIT");
    expect(site.depends_on).toEqual({ postgres: { condition: "service_healthy" }, bucket: { condition: "service_completed_successfully" } });
    expect(compose.services.postgres!.healthcheck).toBeDefined();
    expect(compose.services.minio!.healthcheck).toBeDefined();
  });

  it("gives the site only settings it knows, which it accepts together once the example's blanks are filled", () => {
    const environment = compose.services.site!.environment!;
    for (const name of Object.keys(environment)) expect(KNOWN, name).toContain(name);
    const filled = { ...example, AUTH_SECRET: "x".repeat(48), POSTGRES_PASSWORD: "pg-password", MINIO_PASSWORD: "minio-password" };
    const env = Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), filled)]));
    expect(Object.values(env).join(" ")).not.toContain("unset>");
    const parsed = parseEnv(env);
    expect(parsed.DATABASE_URL).toBe("postgresql://ecurie:pg-password@postgres:5432/ecurie");
    expect(parsed.S3_ENDPOINT).toBe("http://minio:9000");
    expect(parsed.BACKUP_SCHEDULE).toBe("03:30");
  });

  it("sends e-mail from the site's own domain unless MAIL_FROM says otherwise, never from localhost", () => {
    const environment = compose.services.site!.environment!;
    const filled = { ...example, PUBLIC_URL: "https://www.ecurie-vitesse.fr", AUTH_SECRET: "x".repeat(48), POSTGRES_PASSWORD: "p", MINIO_PASSWORD: "m" };
    const parsed = parseEnv(Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), filled)])));
    expect(parsed.MAIL_FROM).toBe("Écurie Vitesse <no-reply@ecurie-vitesse.fr>");
    expect(isUnauthenticatableDomain(senderDomain(parsed.MAIL_FROM)!)).toBe(false);
    const chosen = parseEnv(Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), { ...filled, MAIL_FROM: "Team <contact@ecurie-vitesse.fr>" })])));
    expect(chosen.MAIL_FROM).toBe("Team <contact@ecurie-vitesse.fr>");
  });

  it("points the site at the services' own names, database and bucket", () => {
    const environment = compose.services.site!.environment!;
    const postgres = compose.services.postgres!.environment!;
    const database = new URL(interpolate(environment.DATABASE_URL!, { POSTGRES_PASSWORD: "p" }));
    expect(database.hostname).toBe("postgres");
    expect(database.username).toBe(postgres.POSTGRES_USER);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
    expect(environment.DATABASE_URL).toContain("${POSTGRES_PASSWORD:?");
    expect(new URL(environment.S3_ENDPOINT!).hostname).toBe("minio");
    expect(environment.S3_ACCESS_KEY_ID).toBe(compose.services.minio!.environment!.MINIO_ROOT_USER);
    expect(compose.services.bucket!.entrypoint!.join(" ")).toContain(`mc mb --ignore-existing local/${environment.S3_BUCKET}`);
  });

  it("keeps every service's data in a named volume, the site's at the image's DATA_DIR", () => {
    const mounts = Object.fromEntries(Object.entries(compose.services).map(([name, service]) => [name, service.volumes ?? []]));
    expect(mounts.site).toEqual(["site-data:/data"]);
    expect(mounts.postgres).toEqual(["postgres-data:/var/lib/postgresql/data"]);
    expect(mounts.minio).toEqual(["minio-data:/data"]);
    expect(mounts.proxy).toEqual(["./deploy/Caddyfile:/etc/caddy/Caddyfile:ro", "caddy-data:/data"]);
    expect(Object.keys(compose.volumes).sort()).toEqual(["caddy-data", "minio-data", "postgres-data", "site-data"]);
    expect(read("Dockerfile")).toContain("DATA_DIR=/data");
  });

  it("lets visitors in through the TLS proxy only, which the site trusts", () => {
    const { site, proxy } = compose.services;
    // A published site port would let anyone write the X-Forwarded-For that TRUST_PROXY believes.
    expect(site!.ports).toBeUndefined();
    expect(site!.expose).toEqual(["3000"]);
    expect(proxy!.ports).toEqual(["80:80", "443:443", "443:443/udp"]);
    expect(proxy!.environment!.UPSTREAM).toBe("site:3000");
    expect(interpolate(site!.environment!.TRUST_PROXY!, example)).toBe("1");
    expect(read("deploy/Caddyfile")).toMatch(/^\{\$SITE_ADDRESS\} \{\n\treverse_proxy \{\$UPSTREAM:127\.0\.0\.1:3000\} \{\n/m);
    // The proxy drops an idle connection to the site before the site does (server/main.ts keeps one 65 s).
    const proxyIdle = Number(/keepalive (\d+)s/.exec(read("deploy/Caddyfile"))?.[1]);
    const siteIdle = Number(/keepAliveTimeout: (\d+)_000/.exec(read("server/main.ts"))?.[1]);
    expect(proxyIdle).toBeGreaterThan(0);
    expect(proxyIdle).toBeLessThan(siteIdle);
    // The proxy's certificate is for the address visitors use.
    expect(example.SITE_ADDRESS).toBe(new URL(example.PUBLIC_URL!).host);
  });

  it("asks in its example for every variable it requires", () => {
    const required = [...read("compose.yaml").matchAll(/\$\{([A-Z_]+):\?/g)].map((match) => match[1]!);
    for (const name of new Set(required)) expect(Object.keys(example), name).toContain(name);
  });
});

describe("the systemd unit", () => {
  const unit = read("deploy/ecurie-vitesse.service");
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]!);

  it("runs npm start's command with the project's own Node, as an unprivileged user", () => {
    const start = startCommand();
    const [exec] = values("ExecStart");
    expect(exec!.split(" ")).toEqual(["/srv/ecurie-vitesse/node_modules/.bin/node", ...start.args]);
    expect(values("WorkingDirectory")).toEqual(["/srv/ecurie-vitesse"]);
    expect(values("User")[0]).not.toBe("root");
    const env = Object.fromEntries(values("Environment").map((entry) => entry.split("=") as [string, string]));
    expect(env).toMatchObject(start.env);
    for (const name of Object.keys(env)) expect(KNOWN, name).toContain(name);
    expect(values("ReadWritePaths")).toEqual([env.DATA_DIR]);
    expect(values("KillSignal")).toEqual(["SIGTERM"]);
  });
});

describe("the README's deploy section", () => {
  it("uses these files", () => {
    const readme = read("README.md");
    expect(readme).toContain("docker compose up -d");
    expect(readme).toContain("deploy/compose.env.example");
    expect(readme).toContain("deploy/ecurie-vitesse.service");
    expect(readme).toContain("npm run backup");
    expect(readme).toContain("npm run restore -- ");
    expect(readme).toContain("npm run db:move-to-postgres");
  });

  it("tells the operator which DNS records MAIL_FROM's domain needs for its e-mail to arrive", () => {
    const readme = read("README.md");
    const deploy = readme.slice(readme.indexOf("\n## Deploy\n"), readme.indexOf("\n## Running on a real PostgreSQL\n"));
    const section = deploy.slice(deploy.indexOf("\n### Sending e-mail\n"));
    expect(section.length, "a Sending e-mail part in Deploy").toBeGreaterThan(500);
    expect(section).toContain("`SMTP_URL`");
    expect(section).toMatch(/\*\*SPF\*\*[^]*"v=spf1 include:[^"]*"/);
    expect(section).toMatch(/\*\*DKIM\*\*[^]*\._domainkey\.example\.com/);
    expect(section).toMatch(/\*\*DMARC\*\*[^]*_dmarc\.example\.com[^]*"v=DMARC1; p=none; rua=mailto:[^"]+"/);
    expect(section).toMatch(/`MAIL_FROM` must be an address of the domain you authenticated/);
    // The configuration table points there, and says what the sender defaults to.
    const row = readme.split("\n").find((line) => line.startsWith("| `MAIL_FROM` |"))!;
    expect(row).not.toContain("localhost");
    expect(row).toContain("Sending e-mail");
  });
});
