import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { contentEn } from "../../app/lib/i18n/en/content.ts";
import { emailEn } from "../../app/lib/i18n/en/email.ts";
import { publicEn } from "../../app/lib/i18n/en/public.ts";
import { publicFr } from "../../app/lib/i18n/fr/public.ts";

/**
 * What a public page downloads holds none of the admin's or the e-mails'
 * messages, and no public catalogue either (a page's words come with its
 * layout's data, issue 16): read from the production build (npm run build
 * runs first), the JavaScript of the entry, the root and every public route
 * (with their imports) is searched for each key and message.
 */
const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

interface ManifestEntry {
  module: string;
  imports?: string[];
}

function readManifest(): { entry: ManifestEntry; routes: Record<string, ManifestEntry & { id: string }> } {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

function chunksOf(entries: ManifestEntry[]): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const entry of entries) {
    for (const url of [entry.module, ...(entry.imports ?? [])]) {
      if (!chunks.has(url)) chunks.set(url, fs.readFileSync(path.join(clientDir, url), "utf8"));
    }
  }
  return chunks;
}

/**
 * The texts of a catalogue found in any of the chunks: only sentences (24
 * characters or more, not inside any public message). A short label may
 * rightly be the same words elsewhere: the footer's "Track Experiences" link
 * and F1 Madness's service of that name. The keys catch the rest.
 */
function textsIn(chunks: Map<string, string>, texts: string[]): string[] {
  const code = [...chunks.values()].join("\n");
  const publicTexts = Object.values(publicEn) as string[];
  return texts.filter((text) => text.length >= 24 && !publicTexts.some((message) => message.includes(text)) && code.includes(text));
}

/** The keys of a catalogue found, as string literals (the minifier writes most in backticks), in any of the chunks. */
function keysIn(chunks: Map<string, string>, keys: string[]): string[] {
  const code = [...chunks.values()].join("\n");
  return keys.filter((key) => code.includes(`"${key}"`) || code.includes(`'${key}'`) || code.includes(`\`${key}\``));
}

describe("the public site's JavaScript", () => {
  const manifest = readManifest();
  const routes = Object.values(manifest.routes);
  const isEnglishPage = (id: string) => id.startsWith("routes/public/");
  const isFrenchPage = (id: string) => id.startsWith("fr/routes/public/") || id === "routes/public/layout.fr";
  const publicChunks = chunksOf([manifest.entry, ...routes.filter((route) => route.id === "root" || isEnglishPage(route.id) || isFrenchPage(route.id))]);
  // What an English page downloads: its layout and pages, never the French layout.
  const englishChunks = chunksOf([manifest.entry, ...routes.filter((route) => route.id === "root" || (isEnglishPage(route.id) && route.id !== "routes/public/layout.fr"))]);
  const frenchChunks = chunksOf([manifest.entry, ...routes.filter((route) => route.id === "root" || isFrenchPage(route.id))]);
  const adminChunks = chunksOf(routes.filter((route) => route.id.startsWith("routes/admin/")));

  it("reads real chunks: public pages name public keys, admin screens the admin's", () => {
    expect(publicChunks.size).toBeGreaterThan(5);
    expect(keysIn(publicChunks, ["nav.news", "footer.copyright"])).toEqual(["nav.news", "footer.copyright"]);
    expect(keysIn(adminChunks, ["admin.nav.dashboard", "admin.session.endedTitle"])).toEqual(["admin.nav.dashboard", "admin.session.endedTitle"]);
  });

  it("holds no admin message", () => {
    expect(keysIn(publicChunks, Object.keys(adminEn))).toEqual([]);
  });

  it("holds no e-mail message, on public pages or admin screens", () => {
    const emailKeys = Object.keys(emailEn);
    expect(keysIn(publicChunks, emailKeys)).toEqual([]);
    expect(keysIn(adminChunks, emailKeys)).toEqual([]);
  });

  it("holds none of the fixed pages' copy (driver, services, experiences, partners, F1 Madness): loaders resolve it", () => {
    expect(keysIn(publicChunks, Object.keys(contentEn))).toEqual([]);
    expect(textsIn(publicChunks, Object.values(contentEn))).toEqual([]);
  });

  it("holds no public message in either language: a page's words come with its layout's data", () => {
    const messages = [...Object.values(publicEn), ...Object.values(publicFr)].filter((text) => text.length >= 24);
    const found = (chunks: Map<string, string>, texts: string[]) => {
      const code = [...chunks.values()].join("\n");
      return texts.filter((text) => code.includes(JSON.stringify(text).slice(1, -1)));
    };
    expect(messages.length).toBeGreaterThan(200);
    expect(found(englishChunks, messages)).toEqual([]);
    expect(found(frenchChunks, messages)).toEqual([]);
    // The admin's screens still carry both languages' public messages (its catalogue includes them): the search finds them there.
    expect(found(adminChunks, messages).length).toBeGreaterThan(200);
  });

  it("gives every public key a place (none is admin-only by mistake)", () => {
    expect(Object.keys(publicEn).length).toBeGreaterThan(300);
  });
});
