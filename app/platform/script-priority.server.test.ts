import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.server.ts";

describe("lowerScriptPriority", () => {
  it("marks every module preload low, and nothing else", () => {
    const head =
      '<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/>' +
      '<link rel="stylesheet" href="/assets/app.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>';
    expect(lowerScriptPriority(head)).toBe(
      '<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/assets/app.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="abc"/>',
    );
  });
});
