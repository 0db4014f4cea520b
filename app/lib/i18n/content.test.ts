import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { DRIVER_JOB_TITLE, PAGE_DESCRIPTIONS } from "../../features/seo/content.ts";
import { translator } from "./all.server.ts";
import { contentEn } from "./en/content.ts";

/**
 * The content module (the pages' search descriptions) holds the keys of its
 * words; the words themselves live in the content catalogue, so French is a
 * second catalogue file and nothing else. (The pages' own words are the
 * team's documents: features/pages.) These tests read the modules'
 * source and refuse any text a visitor would read.
 */
const CONTENT_MODULES = ["app/features/seo/content.ts"];

/**
 * Properties whose string values are data, not words: identifiers and links,
 * and proper names that no language translates (brands, car models, the
 * period drivers of F1 Madness's cars).
 */
const DATA_PROPERTIES = new Set(["id", "key", "type", "subject", "duration", "level", "status", "livery", "icon", "to", "name", "drivers"]);

interface Literal {
  text: string;
  line: number;
  /** The property the literal is the value of, if any. */
  property?: string;
  /** Inside a type (a union of ids), an import path or an index: never shown. */
  structural: boolean;
}

function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.resolve(file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node, inType: boolean) => {
    const typeNode = inType || ts.isTypeNode(node);
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateLiteralToken(node) ? node.text : null;
    if (text !== null) {
      const parent = node.parent;
      const property = parent && ts.isPropertyAssignment(parent) && parent.initializer === node ? parent.name.getText(source) : undefined;
      const structural = typeNode || ts.isImportDeclaration(parent) || ts.isPropertyAssignment(parent) && parent.name === node || ts.isElementAccessExpression(parent);
      found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, property, structural });
    }
    ts.forEachChild(node, (child) => visit(child, typeNode));
  };
  visit(source, false);
  return found;
}

const isContentKey = (text: string) => text.startsWith("content.");

/** Text a person reads: a letter outside a key, a link or a file path (digits, "·", "–", "25+" are not words). */
function isWords(literal: Literal): boolean {
  if (literal.structural || isContentKey(literal.text)) return false;
  if (literal.property && DATA_PROPERTIES.has(literal.property)) return false;
  if (/^\/[\w\-/.]*$/.test(literal.text)) return false;
  return /\p{L}/u.test(literal.text);
}

describe("the content modules", () => {
  const literals = CONTENT_MODULES.map((file) => ({ file, literals: literalsOf(file) }));

  it("are read: the scan sees their keys and their data", () => {
    for (const { literals: found } of literals) expect(found.filter((literal) => isContentKey(literal.text)).length).toBeGreaterThan(15);
  });

  it("hold no words for a visitor: every text is a key of the content catalogue", () => {
    const words = literals.flatMap(({ file, literals: found }) => found.filter(isWords).map((literal) => `${file}:${literal.line} ${JSON.stringify(literal.text)}`));
    expect(words).toEqual([]);
  });

  it("name only keys the catalogue has, and the catalogue has no key they do not name", () => {
    const named = new Set(literals.flatMap(({ literals: found }) => found.map((literal) => literal.text).filter(isContentKey)));
    expect([...named].filter((key) => !Object.hasOwn(contentEn, key))).toEqual([]);
    expect(Object.keys(contentEn).filter((key) => !named.has(key))).toEqual([]);
  });

  it("would catch an English sentence, a capitalised title or a lowercase word", () => {
    const probe = (text: string, property?: string): Literal => ({ text, line: 1, property, structural: false });
    expect(isWords(probe("Three runs in the historic F1 car", "description"))).toBe(true);
    expect(isWords(probe("Track Experiences", "title"))).toBe(true);
    expect(isWords(probe("lubricants", "category"))).toBe(true);
    expect(isWords(probe(" – present"))).toBe(true);
    expect(isWords(probe("content.f1.title", "title"))).toBe(false);
    expect(isWords(probe("Vortex Performance", "name"))).toBe(false);
    expect(isWords(probe("1967–1992", "value"))).toBe(false);
    expect(isWords(probe("/collection", "to"))).toBe(false);
  });
});

describe("the content catalogue", () => {
  it("resolves every text the pages show: no key reaches a visitor", () => {
    const t = translator();
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect([Object.values(PAGE_DESCRIPTIONS).map((key) => t(key, { team: "Team", driver: "Driver" })), t(DRIVER_JOB_TITLE)]);
    expect(strings.length).toBeGreaterThan(15);
    expect(strings.filter(isContentKey)).toEqual([]);
  });

  it("has no empty message and no placeholder left unbalanced", () => {
    for (const [key, message] of Object.entries(contentEn)) {
      expect(key).toMatch(/^content\./);
      expect(message.trim(), key).not.toBe("");
      expect(message.split("{").length, key).toBe(message.split("}").length);
    }
  });
});
