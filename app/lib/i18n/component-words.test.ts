import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 13: a component that holds words a visitor or an admin reads, typed in
 * the code instead of taken from a catalogue, is English on French pages. This
 * check reads every component (`.tsx` under app/) and refuses:
 * - JSX text with a letter in it (`<p>Saved</p>`);
 * - a string with a letter given as a JSX child (`{"Saved"}`, `` {`Saved ${n}`} ``);
 * - a string with a letter given to a JSX attribute a person reads or hears
 *   (alt, title, aria-label, placeholder, and our components' word props).
 * What is data (class names, ids, URLs, types) is never in those places.
 */
const VISIBLE_ATTRIBUTES = new Set([
  "alt",
  "title",
  "placeholder",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "label",
  "description",
  "hint",
  "lead",
  "eyebrow",
  "heading",
  "message",
  "emptyMessage",
  "confirmLabel",
  "cancelLabel",
]);

interface Words {
  file: string;
  line: number;
  text: string;
}

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

// A path shown as it is ("/news/" before a slug) is an address, not words.
const isWords = (text: string) => /\p{L}/u.test(text) && !/^\/[\w\-/.]*$/.test(text.trim());

function stringOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
  return null;
}

function wordsIn(file: string, source = fs.readFileSync(file, "utf8")): Words[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Words[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isWords(text)) found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = stringOf(node.expression);
      if (text !== null) add(node, text);
    } else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_ATTRIBUTES.has(node.name.getText(tree))) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value ? stringOf(value) : null;
      if (text !== null) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("components hold no words of their own", () => {
  it("the check finds words where a person reads them, and nothing in data", () => {
    const sample = `
      export const A = () => (
        <div className="mx-auto grid" data-testid="list" id="main">
          <p>Saved</p>
          {"Loading"}
          {\`\${count} items\`}
          <img alt="Portrait" src="/a.webp" />
          <input placeholder={"Your name"} aria-label={t("x")} type="email" />
          {" · "}
          <span>{t("ok")} — 42</span>
          <small>/news/{slug}</small>
        </div>
      );`;
    expect(wordsIn("sample.tsx", sample).map(({ text }) => text)).toEqual(["Saved", "Loading", "… items", "Portrait", "Your name"]);
  });

  it("every component takes its words from a catalogue", () => {
    const found = componentFiles("app").flatMap((file) => wordsIn(file));
    expect(found.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });
});
