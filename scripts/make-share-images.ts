/**
 * Draws the brand's sharing images from the site's mark (public/favicon.svg's
 * three livery stripes) and commits-ready PNGs in public/share/:
 * - brand-card.png, 1200×630: what a page without an image of its own shows
 *   when it is shared (Open Graph, Twitter card);
 * - logo-512.png: the team's logo in structured data (search engines want a
 *   square raster image of at least 112 px);
 * and public/favicon.png, 64×64, the icon root.tsx links: Chromium draws an
 * SVG icon as a document of its own on the page's main thread (~25 ms while
 * the page loads, issue 16's blocking time), a PNG off it.
 * No words on them: the team's name is a setting, and the card must not go
 * stale when it changes; the title beside the card says the name.
 * Run once after changing the mark: `node scripts/make-share-images.ts`.
 */
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const NIGHT = "#070d1a";
const NIGHT_2 = "#0b1f3a";
const SIGNAL = "#e10600";
const CREAM = "#f4efe6";
const RACING = "#1e4fd8";
const GOLD = "#c9a227";

/** The mark's three stripes, drawn in a 64×64 box like the favicon. */
const STRIPES = `<path d="M10 44 L30 14 h8 L18 44z" fill="${SIGNAL}"/><path d="M22 44 L42 14 h4 L26 44z" fill="${CREAM}"/><path d="M30 44 L50 14 h6 L36 44z" fill="${RACING}"/>`;

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NIGHT}"/><stop offset="1" stop-color="${NIGHT_2}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <g opacity="0.18" transform="translate(560 -120) scale(14)">${STRIPES}</g>
  <g transform="translate(352 95) scale(7.5)">${STRIPES}</g>
  <rect x="0" y="598" width="1200" height="32" fill="${GOLD}" opacity="0.9"/>
  <rect x="0" y="590" width="1200" height="8" fill="${SIGNAL}"/>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${NIGHT}"/>${STRIPES}</svg>`;

const out = fileURLToPath(new URL("../public/share/", import.meta.url));
await mkdir(out, { recursive: true });
await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toFile(`${out}brand-card.png`);
await sharp(Buffer.from(logo)).png({ compressionLevel: 9, palette: true }).toFile(`${out}logo-512.png`);
const favicon = fileURLToPath(new URL("../public/favicon.png", import.meta.url));
await sharp(Buffer.from(logo.replace('width="512" height="512"', 'width="64" height="64"'))).png({ compressionLevel: 9, palette: true }).toFile(favicon);
console.log(`written: ${out}brand-card.png, ${out}logo-512.png, ${favicon}`);
