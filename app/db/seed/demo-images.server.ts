import { loadSharp } from "../../platform/images.server.ts";

/**
 * Demo artwork drawn in code: SVG strings rasterized by sharp, so the demo
 * needs no download and no binary assets in the repository. Every function is
 * deterministic in its seed string (same seed → same picture), which keeps
 * re-seeds and screenshots stable. Only generic font families are used: the
 * server has no brand fonts and librsvg falls back to whatever sans it finds.
 */

// ── Palette ─────────────────────────────────────────────────────────────────
export const COLORS = {
  ink: "#060f1f",
  navy: "#0b1f3a",
  blue: "#1e4fd8",
  red: "#e10600",
  cream: "#f4efe6",
  gold: "#c9a227",
  steel: "#9aa3ad",
  tyre: "#0d0e10",
} as const;
const C = COLORS;
const FONT = "sans-serif";

// ── Deterministic randomness ────────────────────────────────────────────────
export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

function hashString(seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, and good enough for artwork. */
export function createRng(seed: string): Rng {
  let state = hashString(seed) || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

// ── Small helpers ───────────────────────────────────────────────────────────
/** Rounds coordinates: keeps the SVG small and its output byte-stable. */
const r1 = (value: number) => Math.round(value * 10) / 10;

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const red = mix((value >> 16) & 255);
  const green = mix((value >> 8) & 255);
  const blue = mix(value & 255);
  return "#" + ((1 << 24) | (red << 16) | (green << 8) | blue).toString(16).slice(1);
}

/**
 * Compositions are authored at a design size (e.g. 1200 × 800) and rendered
 * at `scale` (e.g. 0.8 → 960 × 640, the largest variant the seed keeps):
 * rendering straight at the final size is far cheaper than rendering large
 * and downscaling. Grain and vignette are laid over at output pixels, so the
 * grain stays one pixel fine. Pattern tiles inside compositions are multiples
 * of 20 so they stay whole pixels at 0.8 or 0.5 (fractional tiles are slow in librsvg).
 */
export interface RenderSize {
  width?: number;
  height?: number;
  /** Output pixels per design unit; the SVG's own size is width × scale by height × scale. */
  scale?: number;
}

function doc(width: number, height: number, scale: number, rng: Rng, defs: string, body: string, vignette = 1): string {
  const outWidth = Math.round(width * scale);
  const outHeight = Math.round(height * scale);
  const content = scale === 1 ? body : `<g transform="scale(${scale})">${body}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${outWidth} ${outHeight}">` +
    `<defs>${grainDefs(rng)}${defs}</defs>${content}${finish(outWidth, outHeight, vignette)}</svg>`
  );
}

function text(
  x: number,
  y: number,
  content: string,
  attrs: { size: number; fill: string; weight?: number; anchor?: "start" | "middle" | "end"; spacing?: number; opacity?: number; extra?: string },
): string {
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(attrs.size)}" font-weight="${attrs.weight ?? 700}"` +
    ` fill="${attrs.fill}" text-anchor="${attrs.anchor ?? "start"}"` +
    (attrs.spacing ? ` letter-spacing="${attrs.spacing}"` : "") +
    (attrs.opacity !== undefined ? ` opacity="${attrs.opacity}"` : "") +
    (attrs.extra ? " " + attrs.extra : "") +
    `>${esc(content)}</text>`
  );
}

/**
 * Film grain without feTurbulence (which costs ~0.5 s per picture in librsvg):
 * a seeded tile of specks, repeated. At 4-6 % opacity the repeat is invisible.
 */
function grainDefs(rng: Rng): string {
  let specks = "";
  for (let index = 0; index < 90; index++) {
    const light = index % 2 === 0;
    specks += `<rect x="${rng.int(0, 127)}" y="${rng.int(0, 127)}" width="1" height="1" fill="${light ? "#fff" : "#000"}" opacity="${r1(rng.range(0.2, 0.9))}"/>`;
  }
  return (
    `<pattern id="grain" width="128" height="128" patternUnits="userSpaceOnUse">${specks}</pattern>` +
    // Vignette from four edge gradients: a full-frame radial gradient costs librsvg ~3x more.
    `<linearGradient id="vig-top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="vig-bottom" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="vig-left" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="vig-right" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`
  );
}

function finish(width: number, height: number, vignette = 1): string {
  return (
    `<rect width="${width}" height="${height}" fill="url(#grain)" opacity="0.5"/>` +
    (vignette > 0
      ? `<g opacity="${vignette}">` +
        `<rect width="${width}" height="${r1(height * 0.25)}" fill="url(#vig-top)"/>` +
        `<rect y="${r1(height * 0.75)}" width="${width}" height="${r1(height * 0.25)}" fill="url(#vig-bottom)"/>` +
        `<rect width="${r1(width * 0.2)}" height="${height}" fill="url(#vig-left)"/>` +
        `<rect x="${r1(width * 0.8)}" width="${r1(width * 0.2)}" height="${height}" fill="url(#vig-right)"/>` +
        `</g>`
      : "")
  );
}

/** Team signature: a small letter-spaced wordmark with a tricolore tick. */
function wordmark(x: number, y: number, size: number, fill: string = C.cream): string {
  return (
    `<rect x="${r1(x)}" y="${r1(y - size * 0.95)}" width="${r1(size * 0.35)}" height="${r1(size * 1.1)}" fill="${C.blue}"/>` +
    `<rect x="${r1(x + size * 0.35)}" y="${r1(y - size * 0.95)}" width="${r1(size * 0.35)}" height="${r1(size * 1.1)}" fill="${C.cream}"/>` +
    `<rect x="${r1(x + size * 0.7)}" y="${r1(y - size * 0.95)}" width="${r1(size * 0.35)}" height="${r1(size * 1.1)}" fill="${C.red}"/>` +
    text(x + size * 1.6, y, "ÉCURIE VITESSE HISTORIQUE", { size, fill, spacing: size * 0.28, opacity: 0.85 })
  );
}

/** Three parallel slanted bands, the livery signature used across the site. */
function liveryStripes(x: number, y: number, length: number, thickness: number, angle: number, colors: readonly string[], opacity = 1): string {
  let bands = "";
  colors.forEach((color, index) => {
    bands += `<rect x="0" y="${r1(index * thickness * 1.18)}" width="${r1(length)}" height="${r1(thickness)}" fill="${color}"/>`;
  });
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})" opacity="${opacity}">${bands}</g>`;
}

/** Needs streakDefs() in the same SVG. */
function speedLines(rng: Rng, x: number, y: number, width: number, height: number, count: number): string {
  let lines = "";
  for (let index = 0; index < count; index++) {
    const lineY = y + rng.next() * height;
    const length = width * rng.range(0.25, 0.9);
    const start = x + rng.next() * (width - length);
    lines += `<rect x="${r1(start)}" y="${r1(lineY)}" width="${r1(length)}" height="${r1(rng.range(1, 3.5))}" rx="1.5" fill="url(#streak)" opacity="${r1(rng.range(0.25, 0.8))}"/>`;
  }
  return lines;
}

function streakDefs(color: string): string {
  return `<linearGradient id="streak" x1="0" x2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="0.7" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
}

// ── Liveries and the car itself ─────────────────────────────────────────────
export interface Livery {
  body: string;
  stripes: readonly string[];
  style: "diagonal" | "horizontal" | "nose";
  rim: string;
}

export const LIVERIES = {
  bleu: { body: C.blue, stripes: [C.cream, C.red], style: "diagonal", rim: C.gold },
  rouge: { body: C.red, stripes: [C.cream, C.navy], style: "horizontal", rim: "#c3c8cf" },
  creme: { body: C.cream, stripes: [C.blue, C.red], style: "diagonal", rim: C.gold },
  noir: { body: "#15171b", stripes: [C.gold], style: "horizontal", rim: C.gold },
  marine: { body: C.navy, stripes: [C.gold, C.cream], style: "nose", rim: "#c3c8cf" },
  vert: { body: "#0f4d3a", stripes: [C.cream, C.gold], style: "nose", rim: "#c3c8cf" },
} as const satisfies Record<string, Livery>;
export type LiveryName = keyof typeof LIVERIES;
export const liveryNames = Object.keys(LIVERIES) as LiveryName[];

export type CarEra = "60s" | "70s" | "80s";
export function eraForYear(year: number): CarEra {
  return year < 1970 ? "60s" : year < 1980 ? "70s" : "80s";
}

interface CarShape {
  body: string;
  pod: string;
  intake: string;
  rear: { cx: number; cy: number; r: number };
  front: { cx: number; cy: number; r: number };
  helmet: { x: number; y: number };
  roundel: { x: number; y: number };
  rearWing?: { plane: string; endplate: string; struts: string };
  frontWing?: { plane: string; endplate: string };
  airbox?: string;
  exhaust: string;
}

// Side profiles in a 1000 × 300 box, facing right, tyres on the ground at y = 262.
const CAR_SHAPES: Record<CarEra, CarShape> = {
  "60s": {
    body: "M110 214C112 194 142 184 196 181L548 162L588 150L660 150L684 134L700 154L940 196C968 201 984 214 978 228L940 238L210 240C150 240 112 232 110 214Z",
    pod: "M360 236L372 200L610 190L640 214L640 236Z",
    intake: "M952 208C966 212 972 220 970 228L948 230Z",
    rear: { cx: 205, cy: 204, r: 58 },
    front: { cx: 790, cy: 212, r: 50 },
    helmet: { x: 612, y: 134 },
    roundel: { x: 470, y: 190 },
    exhaust: "M400 172C340 150 250 150 150 168M420 178C350 160 260 162 160 180",
  },
  "70s": {
    body: "M130 222L128 196L170 180L360 160L430 150L452 70C470 62 520 62 540 72L548 120L560 138L640 138L672 122L690 140L930 196C955 202 968 212 970 226L940 236L700 240L260 242L150 236Z",
    pod: "M330 238L340 186L600 176C640 176 660 190 668 206L668 238Z",
    intake: "M540 78L548 120L536 120L530 84Z",
    rear: { cx: 200, cy: 200, r: 62 },
    front: { cx: 790, cy: 210, r: 52 },
    helmet: { x: 600, y: 120 },
    roundel: { x: 470, y: 205 },
    rearWing: { plane: "M52 66L196 58L200 76L56 86Z", endplate: "M64 44L184 40L188 108L68 112Z", struts: "M150 170L132 100M178 172L164 100" },
    frontWing: { plane: "M856 236L990 229L993 244L858 250Z", endplate: "M930 216L984 214L988 250L934 252Z" },
    airbox: "M452 70C470 62 520 62 540 72",
    exhaust: "M250 214C190 208 150 214 96 206",
  },
  "80s": {
    body: "M120 226L118 200L160 188L520 172L560 150L600 140L664 140L694 126L708 146L944 202C964 207 974 216 972 228L930 238L150 240Z",
    pod: "M250 239L262 196L640 186L670 210L670 239Z",
    intake: "M640 186L670 210L670 226L648 222Z",
    rear: { cx: 205, cy: 198, r: 64 },
    front: { cx: 795, cy: 210, r: 52 },
    helmet: { x: 620, y: 124 },
    roundel: { x: 440, y: 212 },
    rearWing: { plane: "M40 46L206 36L210 58L44 70Z", endplate: "M54 22L194 16L198 112L58 118Z", struts: "M160 186L150 96M184 188L176 96" },
    frontWing: { plane: "M850 238L994 230L996 246L852 252Z", endplate: "M936 212L988 210L992 252L940 254Z" },
    exhaust: "M240 220C180 218 140 222 100 216",
  },
};

function tyre(cx: number, cy: number, radius: number, rim: string, spin: number): string {
  return (
    `<g transform="translate(${cx} ${cy})">` +
    `<circle r="${radius}" fill="${C.tyre}"/>` +
    `<circle r="${r1(radius - 4)}" fill="none" stroke="#1d1f24" stroke-width="3"/>` +
    // Dashed arcs read as sidewall lettering from a distance.
    `<circle r="${r1(radius * 0.78)}" fill="none" stroke="${C.cream}" stroke-opacity="0.55" stroke-width="${r1(radius * 0.07)}" stroke-dasharray="${r1(radius * 0.9)} ${r1(radius * 1.55)}" transform="rotate(${spin})"/>` +
    `<circle r="${r1(radius * 0.58)}" fill="${rim}"/>` +
    `<circle r="${r1(radius * 0.46)}" fill="${shade(rim, -0.45)}"/>` +
    `<circle r="${r1(radius * 0.13)}" fill="${shade(rim, 0.25)}"/>` +
    `<circle r="${radius}" fill="url(#tyre-sheen)"/>` +
    `</g>`
  );
}

function carDefs(): string {
  return (
    `<linearGradient id="body-sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>` +
    `<radialGradient id="tyre-sheen" cx="0.4" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="car-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  );
}

export interface CarGraphicOptions {
  era: CarEra;
  livery: Livery;
  number: number;
  /** Unique within one SVG: names the clip path. */
  id: string;
  spin?: number;
}

/** A 1970s-80s F1 car in side profile, in a 1000 × 300 box (needs carDefs()). */
function carGraphic(options: CarGraphicOptions): string {
  const shape = CAR_SHAPES[options.era];
  const { livery } = options;
  const clip = `clip-${options.id}`;
  const podColor = shade(livery.body, -0.22);
  const dark = "#111317";

  let stripes = "";
  if (livery.style === "diagonal") {
    livery.stripes.forEach((color, index) => {
      const x = 520 + index * 58;
      stripes += `<path d="M${x} 0L${x + 42} 0L${x - 78} 300L${x - 120} 300Z" fill="${color}"/>`;
    });
  } else if (livery.style === "horizontal") {
    livery.stripes.forEach((color, index) => {
      stripes += `<rect x="0" y="${206 + index * 12}" width="1000" height="${index === 0 ? 9 : 5}" fill="${color}"/>`;
    });
  } else {
    stripes += `<path d="M760 0L1000 0L1000 300L700 300Z" fill="${livery.stripes[0]}"/>`;
    if (livery.stripes[1]) stripes += `<path d="M744 0L758 0L698 300L684 300Z" fill="${livery.stripes[1]}"/>`;
  }

  const { roundel, helmet } = shape;
  const parts = [
    `<ellipse cx="540" cy="262" rx="500" ry="22" fill="url(#car-shadow)"/>`,
    shape.rearWing ? `<path d="${shape.rearWing.struts}" stroke="${dark}" stroke-width="7" fill="none"/>` : "",
    `<path d="${shape.exhaust}" stroke="${C.steel}" stroke-width="9" stroke-linecap="round" fill="none"/>`,
    // Suspension arms, drawn before the body so they tuck under it.
    `<path d="M${shape.front.cx} ${shape.front.cy}L700 198M${shape.front.cx} ${shape.front.cy}L720 228M${shape.rear.cx} ${shape.rear.cy}L300 204M${shape.rear.cx} ${shape.rear.cy}L300 232" stroke="${dark}" stroke-width="5" fill="none"/>`,
    tyre(shape.rear.cx, shape.rear.cy, shape.rear.r, livery.rim, options.spin ?? 0),
    `<circle cx="${helmet.x}" cy="${helmet.y}" r="22" fill="${C.cream}"/>`,
    `<path d="M${helmet.x - 2} ${helmet.y - 8}h24v12h-24z" fill="${C.ink}"/>`,
    `<path d="M${helmet.x - 22} ${helmet.y - 2}h44" stroke="${C.red}" stroke-width="5"/>`,
    `<clipPath id="${clip}"><path d="${shape.body}"/><path d="${shape.pod}"/></clipPath>`,
    `<path d="${shape.body}" fill="${livery.body}"/>`,
    `<path d="${shape.pod}" fill="${podColor}"/>`,
    `<g clip-path="url(#${clip})">${stripes}</g>`,
    `<path d="${shape.body}" fill="url(#body-sheen)"/>`,
    `<path d="${shape.pod}" fill="url(#body-sheen)" opacity="0.6"/>`,
    `<path d="${shape.intake}" fill="${C.ink}"/>`,
    `<path d="${shape.body}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`,
    shape.airbox ? `<path d="${shape.airbox}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>` : "",
    shape.rearWing
      ? `<path d="${shape.rearWing.endplate}" fill="${livery.body}"/><path d="${shape.rearWing.endplate}" fill="url(#body-sheen)"/><path d="${shape.rearWing.plane}" fill="${dark}"/>` +
        text(126, 88 - (options.era === "80s" ? 16 : 0), "EVH", { size: 26, fill: livery.stripes[0] ?? C.cream, anchor: "middle", spacing: 2 })
      : "",
    shape.frontWing ? `<path d="${shape.frontWing.plane}" fill="${dark}"/><path d="${shape.frontWing.endplate}" fill="${livery.stripes[0] ?? C.cream}"/>` : "",
    tyre(shape.front.cx, shape.front.cy, shape.front.r, livery.rim, (options.spin ?? 0) + 40),
    `<circle cx="${roundel.x}" cy="${roundel.y}" r="25" fill="${C.cream}" stroke="${C.ink}" stroke-width="3"/>`,
    text(roundel.x, roundel.y + 10, String(options.number), { size: 28, fill: C.ink, anchor: "middle", weight: 800 }),
    `<path d="M660 ${shape.helmet.y - 6}h14v8h-14z" fill="${dark}"/>`,
  ];
  return parts.join("");
}

/** The car seen from above (grid scenes), in a 120 × 300 box, nose up. */
function carTopView(livery: Livery, number: number): string {
  const dark = "#111317";
  const stripe = livery.stripes[0] ?? C.cream;
  return (
    `<rect x="0" y="6" width="120" height="18" rx="3" fill="${dark}"/>` +
    `<rect x="4" y="54" width="22" height="46" rx="6" fill="${C.tyre}"/><rect x="94" y="54" width="22" height="46" rx="6" fill="${C.tyre}"/>` +
    `<rect x="0" y="206" width="30" height="62" rx="7" fill="${C.tyre}"/><rect x="90" y="206" width="30" height="62" rx="7" fill="${C.tyre}"/>` +
    `<path d="M52 10L68 10L74 120L96 150L98 232L82 262L38 262L22 232L24 150L46 120Z" fill="${livery.body}"/>` +
    `<path d="M56 10L64 10L66 120L54 120Z" fill="${stripe}"/>` +
    `<path d="M52 10L68 10L74 120L96 150L98 232L82 262L38 262L22 232L24 150L46 120Z" fill="url(#body-sheen)" opacity="0.5"/>` +
    `<ellipse cx="60" cy="150" rx="13" ry="20" fill="${C.ink}"/><circle cx="60" cy="150" r="10" fill="${C.cream}"/>` +
    `<rect x="6" y="270" width="108" height="22" rx="3" fill="${dark}"/>` +
    `<circle cx="60" cy="200" r="14" fill="${C.cream}"/>` +
    text(60, 206, String(number), { size: 16, fill: C.ink, anchor: "middle", weight: 800 })
  );
}

// ── Circuits ────────────────────────────────────────────────────────────────
/** A smooth closed loop through seeded points around an ellipse: reads as a circuit map. */
function circuitPath(rng: Rng, cx: number, cy: number, rx: number, ry: number): { d: string; points: Array<[number, number]> } {
  const count = rng.int(9, 13);
  const points: Array<[number, number]> = [];
  const offset = rng.range(0, Math.PI * 2);
  for (let index = 0; index < count; index++) {
    const angle = offset + (index / count) * Math.PI * 2 + rng.range(-0.12, 0.12);
    // An occasional deep pinch makes a hairpin; most points stay near the rim for long straights.
    const radius = rng.chance(0.22) ? rng.range(0.35, 0.55) : rng.range(0.78, 1);
    points.push([cx + Math.cos(angle) * rx * radius, cy + Math.sin(angle) * ry * radius]);
  }
  // Catmull-Rom to cubic Bézier, closed.
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`;
  for (let index = 0; index < count; index++) {
    const p0 = points[(index - 1 + count) % count]!;
    const p1 = points[index]!;
    const p2 = points[(index + 1) % count]!;
    const p3 = points[(index + 2) % count]!;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return { d: d + "Z", points };
}

function contourLines(rng: Rng, width: number, height: number, color: string): string {
  let lines = "";
  const cx = width * rng.range(0.2, 0.8);
  const cy = height * rng.range(0.3, 0.7);
  for (let ring = 1; ring <= 9; ring++) {
    const loop = circuitPath(rng, cx, cy, width * 0.09 * ring, height * 0.1 * ring);
    lines += `<path d="${loop.d}" fill="none" stroke="${color}" stroke-width="1.2" opacity="${r1(0.1 - ring * 0.006)}"/>`;
  }
  return lines;
}

function chequer(x: number, y: number, cols: number, rows: number, size: number, light: string = C.cream, dark = "#0a0a0a"): string {
  let squares = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cols * size)}" height="${r1(rows * size)}" fill="${dark}"/>`;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if ((row + col) % 2 === 0) squares += `<rect x="${r1(x + col * size)}" y="${r1(y + row * size)}" width="${r1(size)}" height="${r1(size)}" fill="${light}"/>`;
    }
  }
  return squares;
}

// ── Public compositions ─────────────────────────────────────────────────────
export interface CarImageOptions extends RenderSize {
  seed: string;
  year: number;
  number: number;
  livery?: LiveryName;
}

export function carImageSvg(options: CarImageOptions): string {
  const { width = 1200, height = 800, scale = 1 } = options;
  const rng = createRng("car:" + options.seed);
  const livery = LIVERIES[options.livery ?? rng.pick(liveryNames)];
  const era = eraForYear(options.year);
  const drawScale = (width * 0.9) / 1000;
  const groundY = height * rng.range(0.7, 0.76);
  const carX = (width - 1000 * drawScale) / 2 + rng.range(-20, 20);
  const glow = rng.pick([C.blue, C.blue, C.red, C.gold]);
  const stripeColors = rng.chance(0.5) ? [C.blue, C.cream, C.red] : [C.gold, C.cream];
  const defs =
    carDefs() +
    streakDefs(C.cream) +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.62" r="0.55"><stop offset="0" stop-color="${glow}" stop-opacity="0.38"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    liveryStripes(-width * 0.1, height * rng.range(0.05, 0.2), width * 0.9, height * 0.05, rng.range(-18, -10), stripeColors, 0.9),
    text(width - width * 0.04, height * 0.52, String(options.year), { size: height * 0.4, fill: "none", anchor: "end", weight: 800, extra: `stroke="${C.cream}" stroke-opacity="0.13" stroke-width="2"` }),
    `<rect y="${r1(groundY)}" width="${width}" height="${r1(height - groundY)}" fill="url(#floor)"/>`,
    `<rect y="${r1(groundY + 1)}" width="${width}" height="1.5" fill="${C.cream}" opacity="0.12"/>`,
    speedLines(rng, 0, groundY - 240 * drawScale, width * 0.35, 200 * drawScale, 14),
    `<g transform="translate(${r1(carX)} ${r1(groundY - 262 * drawScale)}) scale(${r1(drawScale * 1000) / 1000})">${carGraphic({ era, livery, number: options.number, id: "hero", spin: rng.int(0, 360) })}</g>`,
    wordmark(width * 0.05, height * 0.93, height * 0.022),
    text(width * 0.95, height * 0.93, `N° ${options.number}  ·  ${options.year}`, { size: height * 0.026, fill: C.cream, anchor: "end", spacing: 3, opacity: 0.75 }),
  ];
  return doc(width, height, scale, rng, defs, body.join(""));
}

export interface EventImageOptions extends RenderSize {
  seed: string;
  eventType: string;
  location: string;
}

export function eventImageSvg(options: EventImageOptions): string {
  const { width = 1200, height = 800, scale = 1 } = options;
  const rng = createRng("event:" + options.seed);
  // Centred low and right so the title block above-left never touches the track.
  const centerX = width * 0.62;
  const centerY = height * 0.56;
  const track = circuitPath(rng, centerX, centerY, width * 0.28, height * 0.28);
  const accent = rng.pick([C.red, C.gold, C.blue]);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.62" cy="0.56" r="0.5"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>`;
  let markers = "";
  const turns = track.points.filter((_, index) => index % 2 === 0);
  turns.forEach(([x, y], index) => {
    const dx = x - centerX;
    const dy = y - centerY;
    const distance = Math.hypot(dx, dy) || 1;
    const mx = x + (dx / distance) * 34;
    const my = y + (dy / distance) * 34;
    markers += `<circle cx="${r1(mx)}" cy="${r1(my)}" r="13" fill="none" stroke="${C.cream}" stroke-opacity="0.5" stroke-width="1.5"/>`;
    markers += text(mx, my + 5, String(index + 1), { size: 13, fill: C.cream, anchor: "middle", opacity: 0.8 });
  });
  const [sx, sy] = track.points[0]!;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    contourLines(rng, width, height, C.cream),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<path d="${track.d}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="30" stroke-linejoin="round" transform="translate(8 10)"/>`,
    `<path d="${track.d}" fill="none" stroke="${C.cream}" stroke-width="18" stroke-linejoin="round"/>`,
    `<path d="${track.d}" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="14 10" stroke-linejoin="round"/>`,
    markers,
    `<g transform="translate(${r1(sx)} ${r1(sy)})">${chequer(-14, -14, 4, 4, 7)}</g>`,
    liveryStripes(width * 0.5, height * 0.975, width * 0.6, 10, -3, [C.blue, C.cream, C.red]),
    text(width * 0.05, height * 0.12, options.eventType.toUpperCase(), { size: height * 0.03, fill: C.gold, spacing: 5 }),
    text(width * 0.05, height * 0.185, options.location, { size: height * 0.045, fill: C.cream, weight: 700 }),
    `<rect x="${r1(width * 0.05)}" y="${r1(height * 0.215)}" width="${r1(width * 0.08)}" height="3" fill="${accent}"/>`,
    wordmark(width * 0.05, height * 0.94, height * 0.02),
  ];
  return doc(width, height, scale, rng, defs, body.join(""));
}

export type ProductKind =
  | "tshirt"
  | "polo"
  | "jacket"
  | "cap"
  | "mug"
  | "keyring"
  | "bag"
  | "model"
  | "poster"
  | "pins"
  | "book"
  | "film"
  | "calendar";

export interface ProductImageOptions extends RenderSize {
  seed: string;
  kind: ProductKind;
  /** Main colour of the product itself. */
  color?: string;
  label?: string;
}

function garment(kind: "tshirt" | "polo" | "jacket", color: string, trim: string): string {
  const longSleeves = kind === "jacket";
  const outline = longSleeves
    ? "M330 170L400 150C420 175 480 185 500 185C520 185 580 175 600 150L670 170L790 300L800 640L730 650L700 380L700 720L300 720L300 380L270 650L200 640L210 300Z"
    : "M330 170L400 150C420 175 480 185 500 185C520 185 580 175 600 150L670 170L790 300L720 370L700 350L700 720L300 720L300 350L280 370L210 300Z";
  const ink = shade(color, color === C.cream ? -0.75 : 0.85);
  let details = "";
  if (kind === "tshirt") {
    details += `<path d="M400 150C420 190 580 190 600 150" fill="none" stroke="${shade(color, -0.25)}" stroke-width="12"/>`;
    details += `<g transform="translate(420 300)"><rect width="160" height="10" fill="${C.blue}"/><rect y="14" width="160" height="10" fill="${C.cream}"/><rect y="28" width="160" height="10" fill="${C.red}"/></g>`;
    details += text(500, 390, "ÉCURIE", { size: 34, fill: ink, anchor: "middle", spacing: 6, weight: 800 });
    details += text(500, 426, "VITESSE HISTORIQUE", { size: 17, fill: ink, anchor: "middle", spacing: 4 });
  } else if (kind === "polo") {
    details += `<path d="M400 150L460 230L500 190L540 230L600 150L560 150L500 200L440 150Z" fill="${trim}"/>`;
    details += `<path d="M500 190L500 300" stroke="${shade(color, -0.3)}" stroke-width="4"/><circle cx="500" cy="235" r="5" fill="${C.cream}"/><circle cx="500" cy="270" r="5" fill="${C.cream}"/>`;
    details += `<rect x="560" y="270" width="60" height="8" fill="${C.blue}"/><rect x="560" y="281" width="60" height="8" fill="${C.cream}"/><rect x="560" y="292" width="60" height="8" fill="${C.red}"/>`;
    details += `<path d="M210 300L280 370M790 300L720 370" stroke="${trim}" stroke-width="10"/>`;
  } else {
    details += `<path d="M400 150C430 120 570 120 600 150L580 175C560 160 440 160 420 175Z" fill="${shade(color, -0.3)}"/>`;
    details += `<path d="M500 185L500 720" stroke="${C.steel}" stroke-width="6"/>`;
    details += `<path d="M330 170L210 300M670 170L790 300" stroke="${trim}" stroke-width="14"/>`;
    details += `<path d="M340 540h110M550 540h110" stroke="${shade(color, -0.35)}" stroke-width="5"/>`;
    details += text(590, 300, "EVH", { size: 30, fill: trim, anchor: "middle", spacing: 4 });
  }
  return (
    `<path d="${outline}" fill="${color}"/>` +
    `<path d="${outline}" fill="url(#fabric)"/>` +
    details +
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`
  );
}

function productShape(kind: ProductKind, color: string, rng: Rng, label: string): string {
  const trim = color === C.red ? C.cream : color === C.cream ? C.navy : C.red;
  switch (kind) {
    case "tshirt":
    case "polo":
    case "jacket":
      return garment(kind, color, trim);
    case "cap":
      return (
        `<path d="M250 520C250 330 370 250 500 250C630 250 750 330 750 520Z" fill="${color}"/>` +
        `<path d="M250 520C250 330 370 250 500 250C630 250 750 330 750 520Z" fill="url(#fabric)"/>` +
        `<path d="M500 250C470 330 460 430 470 520M500 250C560 320 600 420 610 520" fill="none" stroke="${shade(color, -0.25)}" stroke-width="4"/>` +
        `<path d="M230 515C330 560 560 580 800 560C790 600 700 640 560 640C380 640 260 600 230 515Z" fill="${shade(color, -0.35)}"/>` +
        `<circle cx="500" cy="256" r="14" fill="${shade(color, -0.3)}"/>` +
        `<g transform="translate(330 380) rotate(-6)"><rect width="130" height="12" fill="${C.blue}"/><rect y="16" width="130" height="12" fill="${C.cream}"/><rect y="32" width="130" height="12" fill="${C.red}"/></g>` +
        text(395, 470, "EVH", { size: 44, fill: trim, anchor: "middle", spacing: 6, weight: 800, extra: `transform="rotate(-6 395 470)"` })
      );
    case "mug":
      return (
        `<path d="M640 360C760 360 760 560 640 560" fill="none" stroke="${color}" stroke-width="34"/>` +
        `<rect x="290" y="280" width="360" height="400" rx="26" fill="${color}"/>` +
        `<rect x="290" y="280" width="360" height="400" rx="26" fill="url(#cylinder)"/>` +
        `<ellipse cx="470" cy="284" rx="180" ry="22" fill="${shade(color, -0.2)}"/><ellipse cx="470" cy="288" rx="164" ry="16" fill="#2a1a10"/>` +
        `<rect x="290" y="420" width="360" height="16" fill="${color === C.blue ? C.navy : C.blue}"/><rect x="290" y="440" width="360" height="16" fill="${color === C.cream ? C.gold : C.cream}"/><rect x="290" y="460" width="360" height="16" fill="${color === C.red ? C.navy : C.red}"/>` +
        text(470, 560, "ÉCURIE", { size: 40, fill: trim, anchor: "middle", spacing: 8, weight: 800 })
      );
    case "keyring":
      return (
        `<circle cx="500" cy="260" r="70" fill="none" stroke="${C.steel}" stroke-width="14"/>` +
        `<circle cx="500" cy="260" r="70" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="60 380"/>` +
        `<path d="M470 320L530 320L545 380L455 380Z" fill="${C.steel}"/>` +
        `<path d="M380 380L620 380C640 380 650 395 650 415L650 660C650 700 600 740 500 760C400 740 350 700 350 660L350 415C350 395 360 380 380 380Z" fill="${color}"/>` +
        `<path d="M380 380L620 380C640 380 650 395 650 415L650 660C650 700 600 740 500 760C400 740 350 700 350 660L350 415C350 395 360 380 380 380Z" fill="url(#fabric)"/>` +
        `<path d="M372 400L628 400L628 655C628 690 590 722 500 740C410 722 372 690 372 655Z" fill="none" stroke="${C.cream}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="8 7"/>` +
        text(500, 600, label || String(rng.int(2, 38)), { size: 150, fill: C.gold, anchor: "middle", weight: 800 })
      );
    case "bag":
      return (
        `<path d="M360 330C360 220 640 220 640 330" fill="none" stroke="${shade(color, -0.4)}" stroke-width="24"/>` +
        `<rect x="170" y="320" width="660" height="360" rx="90" fill="${color}"/>` +
        `<rect x="170" y="320" width="660" height="360" rx="90" fill="url(#cylinder)"/>` +
        `<path d="M250 330L250 680M750 330L750 680" stroke="${shade(color, -0.35)}" stroke-width="20"/>` +
        `<rect x="170" y="470" width="660" height="20" fill="${C.blue}"/><rect x="170" y="494" width="660" height="20" fill="${C.cream}"/><rect x="170" y="518" width="660" height="20" fill="${C.red}"/>` +
        `<path d="M240 335L760 335" stroke="${C.steel}" stroke-width="6" stroke-dasharray="4 3"/>` +
        text(500, 620, "ÉCURIE VITESSE", { size: 30, fill: color === C.cream ? C.navy : C.cream, anchor: "middle", spacing: 6 })
      );
    case "model": {
      const livery = LIVERIES[rng.pick(liveryNames)];
      return (
        `<path d="M120 640L880 640L840 720L160 720Z" fill="#1a1d22"/><path d="M120 640L880 640L870 660L130 660Z" fill="#2c3038"/>` +
        `<rect x="420" y="670" width="160" height="30" rx="3" fill="${C.gold}"/>` +
        text(500, 691, label || "1:18", { size: 18, fill: C.ink, anchor: "middle", spacing: 3 }) +
        `<g transform="translate(130 376) scale(0.74)">${carGraphic({ era: rng.pick(["70s", "80s"] as const), livery, number: rng.int(2, 40), id: "model", spin: rng.int(0, 90) })}</g>`
      );
    }
    case "poster": {
      const livery = LIVERIES[rng.pick(liveryNames)];
      return (
        `<rect x="230" y="130" width="540" height="700" fill="#1a1510"/><rect x="250" y="150" width="500" height="660" fill="${C.cream}"/>` +
        `<rect x="280" y="180" width="440" height="600" fill="${C.navy}"/>` +
        liveryStripes(280, 480, 440, 18, -12, [C.blue, C.cream, C.red]) +
        `<g transform="translate(290 520) scale(0.42)">${carGraphic({ era: "70s", livery, number: rng.int(2, 40), id: "poster" })}</g>` +
        text(500, 260, "GRAND PRIX", { size: 44, fill: C.cream, anchor: "middle", spacing: 6, weight: 800 }) +
        text(500, 300, "HISTORIQUE", { size: 24, fill: C.gold, anchor: "middle", spacing: 10 }) +
        text(500, 740, label || "ÉDITION LIMITÉE", { size: 16, fill: C.cream, anchor: "middle", spacing: 5, opacity: 0.8 })
      );
    }
    case "pins": {
      let pins = `<rect x="200" y="220" width="600" height="480" rx="16" fill="${C.navy}"/><rect x="220" y="240" width="560" height="440" rx="10" fill="none" stroke="${C.gold}" stroke-opacity="0.6" stroke-width="2"/>`;
      const colors = [C.red, C.blue, C.cream];
      colors.forEach((pinColor, index) => {
        const cx = 320 + index * 180;
        pins += `<circle cx="${cx}" cy="420" r="68" fill="${C.gold}"/><circle cx="${cx}" cy="420" r="58" fill="${pinColor}"/>`;
        pins += text(cx, 436, ["27", "EVH", "F1"][index]!, { size: index === 1 ? 34 : 44, fill: pinColor === C.cream ? C.navy : C.cream, anchor: "middle", weight: 800 });
      });
      pins += text(500, 600, label || "SET DE PIN'S", { size: 24, fill: C.cream, anchor: "middle", spacing: 8 });
      return pins;
    }
    case "book":
      return (
        `<path d="M300 190L660 170L700 200L700 760L340 780L300 750Z" fill="#e9e2d4"/>` +
        `<path d="M660 170L700 200L700 760L660 735Z" fill="#d8cfbd"/>` +
        `<path d="M260 200L640 180L640 760L260 780Z" fill="${color}"/>` +
        `<path d="M260 200L300 198L300 778L260 780Z" fill="${shade(color, -0.35)}"/>` +
        `<g transform="translate(300 360) rotate(-3)"><rect width="340" height="18" fill="${C.blue}"/><rect y="22" width="340" height="18" fill="${C.cream}"/><rect y="44" width="340" height="18" fill="${C.red}"/></g>` +
        text(470, 300, "VITESSE", { size: 52, fill: C.cream, anchor: "middle", spacing: 6, weight: 800, extra: `transform="rotate(-3 470 300)"` }) +
        text(450, 520, label || "Cinquante ans de course", { size: 17, fill: C.gold, anchor: "middle", spacing: 2, extra: `transform="rotate(-3 450 520)"` }) +
        `<path d="M260 200L640 180L640 760L260 780Z" fill="url(#cylinder)" opacity="0.5"/>`
      );
    case "film":
      return (
        `<rect x="250" y="150" width="500" height="640" rx="14" fill="#1565c0"/>` +
        `<rect x="268" y="190" width="464" height="580" fill="${C.ink}"/>` +
        `<g transform="translate(250 0)">${chequer(18, 160, 24, 1, 19.3, C.cream, "#0a3f8a")}</g>` +
        `<circle cx="500" cy="420" r="150" fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.6"/>` +
        `<g transform="translate(300 330) scale(0.4)">${carGraphic({ era: "80s", livery: LIVERIES.rouge, number: rng.int(2, 40), id: "film" })}</g>` +
        text(500, 640, label || "LA LÉGENDE", { size: 40, fill: C.cream, anchor: "middle", spacing: 6, weight: 800 }) +
        text(500, 690, "UN FILM DOCUMENTAIRE", { size: 16, fill: C.gold, anchor: "middle", spacing: 5 })
      );
    case "calendar": {
      let grid = `<rect x="230" y="140" width="540" height="700" fill="${C.cream}"/><rect x="230" y="140" width="540" height="360" fill="${C.navy}"/>`;
      grid += `<g transform="translate(250 320) scale(0.5)">${carGraphic({ era: "70s", livery: LIVERIES.bleu, number: rng.int(2, 40), id: "cal" })}</g>`;
      grid += `<path d="M300 140v-30M400 140v-30M500 140v-30M600 140v-30M700 140v-30" stroke="${C.steel}" stroke-width="6"/>`;
      grid += text(270, 550, label || "CALENDRIER", { size: 28, fill: C.navy, spacing: 6, weight: 800 });
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 7; col++) {
          grid += `<rect x="${270 + col * 66}" y="${580 + row * 48}" width="56" height="38" fill="${(row * 7 + col) % 9 === 4 ? C.red : "#e3dccd"}"/>`;
        }
      }
      return grid;
    }
  }
}

export function productImageSvg(options: ProductImageOptions): string {
  const { width = 900, height = 900, scale = 1 } = options;
  const rng = createRng("product:" + options.seed);
  // Collectibles and media sit under a spotlight on dark; wearables on a warm studio backdrop.
  const dark = ["model", "poster", "pins", "film", "calendar"].includes(options.kind);
  const color = options.color ?? rng.pick([C.navy, C.navy, C.red, C.cream, C.blue]);
  const defs =
    carDefs() +
    (dark
      ? `<radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#1b3157"/><stop offset="1" stop-color="${C.ink}"/></radialGradient>`
      : `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#fbf8f2"/><stop offset="1" stop-color="#e4dccb"/></radialGradient>`) +
    `<radialGradient id="floor-shadow"><stop offset="0" stop-color="#000" stop-opacity="${dark ? 0.7 : 0.28}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fabric" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>` +
    `<linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`;
  const drawScale = Math.min(width, height) / 1000;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    dark ? liveryStripes(-60, height * 0.88, width * 0.7, height * 0.018, -6, [C.blue, C.cream, C.red], 0.8) : "",
    `<ellipse cx="${width / 2}" cy="${r1(height * 0.84)}" rx="${r1(width * 0.36)}" ry="${r1(height * 0.045)}" fill="url(#floor-shadow)"/>`,
    `<g transform="translate(${r1((width - 1000 * drawScale) / 2)} ${r1((height - 1000 * drawScale) / 2 + 20 * drawScale)}) scale(${r1(drawScale * 1000) / 1000})">${productShape(options.kind, color, rng, options.label ?? "")}</g>`,
    wordmark(width * 0.05, height * 0.07, height * 0.018, dark ? C.cream : C.navy),
  ];
  return doc(width, height, scale, rng, defs, body.join(""), dark ? 1 : 0.35);
}

export type GalleryScene = "car" | "pitlane" | "grid" | "paddock" | "trophy" | "helmet" | "flag" | "wheel" | "grandstand";
export const galleryScenes: readonly GalleryScene[] = ["car", "pitlane", "grid", "paddock", "trophy", "helmet", "flag", "wheel", "grandstand"];

export interface GalleryPhotoOptions extends RenderSize {
  seed: string;
  scene?: GalleryScene;
}

function sceneCar(rng: Rng, width: number, height: number): string {
  const livery = LIVERIES[rng.pick(liveryNames)];
  const scale = (width * rng.range(0.7, 0.95)) / 1000;
  const tilt = rng.range(-4, 4);
  const groundY = height * 0.68;
  let blur = "";
  const colors = [C.blue, C.red, C.cream, C.gold, "#2b3a55"];
  for (let index = 0; index < 26; index++) {
    blur += `<rect x="${r1(rng.range(-200, width))}" y="${r1(rng.range(0, height * 0.55))}" width="${r1(rng.range(200, 700))}" height="${r1(rng.range(6, 40))}" fill="${rng.pick(colors)}" opacity="${r1(rng.range(0.05, 0.22))}"/>`;
  }
  return (
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<g transform="rotate(${r1(tilt)} ${width / 2} ${height / 2})">` +
    blur +
    `<rect x="-100" y="${r1(groundY)}" width="${width + 200}" height="${r1(height)}" fill="#15181d"/>` +
    `<rect x="-100" y="${r1(groundY + 8)}" width="${width + 200}" height="6" fill="${C.cream}" opacity="0.5"/>` +
    chequer(-100, groundY - 14, Math.ceil((width + 200) / 24), 1, 24, C.red, C.cream) +
    speedLines(rng, 0, groundY - 200 * scale, width * 0.5, 180 * scale, 18) +
    `<g transform="translate(${r1((width - 1000 * scale) / 2)} ${r1(groundY + 40 - 262 * scale)}) scale(${r1(scale * 1000) / 1000})">${carGraphic({ era: rng.pick(["60s", "70s", "80s"] as const), livery, number: rng.int(2, 40), id: "scene", spin: rng.int(0, 360) })}</g>` +
    `</g>`
  );
}

function scenePitlane(rng: Rng, width: number, height: number): string {
  const vx = width * rng.range(0.58, 0.7);
  const vy = height * 0.42;
  let garages = "";
  const doors = rng.int(6, 9);
  const spread = rng.range(0.45, 0.7);
  const signage = rng.pick([[C.blue, C.navy], [C.red, C.navy], [C.cream, C.blue], [C.gold, C.ink]] as const);
  const light = rng.pick(["url(#garage)", "url(#garage)", "url(#garage-cool)"]);
  for (let index = 0; index < doors; index++) {
    // Perspective: each garage is a slice of the left wall, shrinking towards the vanishing point.
    const t0 = 1 - 1 / (1 + index * spread);
    const t1 = 1 - 1 / (1 + (index + 0.8) * spread);
    const x0 = t0 * (vx - 30);
    const x1 = t1 * (vx - 30);
    const top0 = height * 0.08 + (vy - 40 - height * 0.08) * t0;
    const top1 = height * 0.08 + (vy - 40 - height * 0.08) * t1;
    const bottom0 = height * 0.8 + (vy + 10 - height * 0.8) * t0;
    const bottom1 = height * 0.8 + (vy + 10 - height * 0.8) * t1;
    const band0 = top0 + (bottom0 - top0) * 0.16;
    const band1 = top1 + (bottom1 - top1) * 0.16;
    garages += `<path d="M${r1(x0)} ${r1(band0)}L${r1(x1)} ${r1(band1)}L${r1(x1)} ${r1(bottom1)}L${r1(x0)} ${r1(bottom0)}Z" fill="${light}"/>`;
    garages += `<path d="M${r1(x0)} ${r1(top0)}L${r1(x1)} ${r1(top1)}L${r1(x1)} ${r1(band1)}L${r1(x0)} ${r1(band0)}Z" fill="${signage[index % 2]}"/>`;
    garages += `<path d="M${r1(x0 + (x1 - x0) * 0.1)} ${r1(band0 + (bottom0 - band0) * 0.55)}L${r1(x1 - (x1 - x0) * 0.1)} ${r1(band1 + (bottom1 - band1) * 0.55)}" stroke="${C.cream}" stroke-opacity="0.35" stroke-width="${r1(3 * (1 - t0) + 1)}"/>`;
  }
  const board = width * 0.8;
  return (
    `<rect width="${width}" height="${height}" fill="url(#dusk)"/>` +
    `<path d="M0 ${r1(height * 0.8)}L${r1(vx)} ${r1(vy)}L${width} ${r1(height * 0.62)}L${width} ${height}L0 ${height}Z" fill="#1a1d22"/>` +
    `<path d="M0 0L${r1(vx - 30)} ${r1(vy - 40)}L${r1(vx - 30)} ${r1(vy + 10)}L0 ${r1(height * 0.8)}Z" fill="#10141b"/>` +
    garages +
    `<path d="M${r1(width * 0.3)} ${height}L${r1(vx)} ${r1(vy)}L${r1(width * 0.36)} ${height}Z" fill="${C.cream}" opacity="0.55"/>` +
    `<path d="M${r1(width * 0.75)} ${height}L${r1(vx)} ${r1(vy)}L${r1(width * 0.78)} ${height}Z" fill="${C.gold}" opacity="0.7"/>` +
    `<path d="M${width} ${r1(height * 0.3)}L${r1(vx + 20)} ${r1(vy - 20)}L${r1(vx + 20)} ${r1(vy + 6)}L${width} ${r1(height * 0.64)}Z" fill="#2a2f38"/>` +
    `<rect x="${r1(board)}" y="${r1(height * 0.3)}" width="12" height="${r1(height * 0.6)}" fill="${C.steel}"/>` +
    `<rect x="${r1(board - 110)}" y="${r1(height * 0.18)}" width="232" height="190" rx="6" fill="#0a0a0a" stroke="${C.cream}" stroke-width="4"/>` +
    text(board + 6, height * 0.18 + 78, `P${rng.int(1, 6)}`, { size: 64, fill: C.cream, anchor: "middle", weight: 800 }) +
    text(board + 6, height * 0.18 + 150, `+${rng.int(0, 9)}.${rng.int(0, 9)}`, { size: 52, fill: C.gold, anchor: "middle", weight: 800 })
  );
}

function sceneGrid(rng: Rng, width: number, height: number): string {
  let slots = `<rect width="${width}" height="${height}" fill="#24272d"/><rect width="${width}" height="${height}" fill="url(#asphalt)"/>`;
  const angle = rng.range(-24, -12);
  let inner = "";
  for (let row = 0; row < 6; row++) {
    for (let side = 0; side < 2; side++) {
      const x = 180 + side * 360;
      const y = row * 420 + side * 210 - 200;
      inner += `<path d="M${x - 20} ${y}h200M${x - 20} ${y}v40M${x + 180} ${y}v40" stroke="${C.cream}" stroke-width="8" fill="none"/>`;
      inner += text(x + 80, y + 345, String(row * 2 + side + 1), { size: 40, fill: C.cream, anchor: "middle", opacity: 0.6, weight: 800 });
      if (rng.chance(0.8)) inner += `<g transform="translate(${x + 20} ${y + 30})">${carTopView(LIVERIES[rng.pick(liveryNames)], rng.int(2, 40))}</g>`;
    }
  }
  slots += `<g transform="translate(${r1(width * 0.1)} ${r1(height * 0.05)}) rotate(${r1(angle)}) scale(${r1((height / 900) * 100) / 100})">${inner}</g>`;
  return slots;
}

function scenePaddock(rng: Rng, width: number, height: number): string {
  const horizon = height * 0.66;
  const sunX = width * rng.range(0.25, 0.75);
  let tents = "";
  let x = -40;
  while (x < width) {
    const tentWidth = rng.range(160, 260);
    const tentHeight = rng.range(110, 180);
    tents += `<path d="M${r1(x)} ${r1(horizon)}L${r1(x)} ${r1(horizon - tentHeight * 0.6)}L${r1(x + tentWidth / 2)} ${r1(horizon - tentHeight)}L${r1(x + tentWidth)} ${r1(horizon - tentHeight * 0.6)}L${r1(x + tentWidth)} ${r1(horizon)}Z" fill="#08131f"/>`;
    tents += `<rect x="${r1(x + tentWidth * 0.15)}" y="${r1(horizon - tentHeight * 0.45)}" width="${r1(tentWidth * 0.7)}" height="${r1(tentHeight * 0.45)}" fill="${C.gold}" opacity="0.28"/>`;
    x += tentWidth + rng.range(10, 60);
  }
  const truckX = width * rng.range(0.05, 0.4);
  let lights = `<path d="M0 ${r1(horizon - 220)}Q${width / 2} ${r1(horizon - 120)} ${width} ${r1(horizon - 230)}" fill="none" stroke="#08131f" stroke-width="2"/>`;
  for (let index = 0; index <= 30; index++) {
    const t = index / 30;
    const ly = (1 - t) * (1 - t) * (horizon - 220) + 2 * (1 - t) * t * (horizon - 120) + t * t * (horizon - 230);
    lights += `<circle cx="${r1(t * width)}" cy="${r1(ly + 4)}" r="4" fill="#ffd27a"/><circle cx="${r1(t * width)}" cy="${r1(ly + 4)}" r="11" fill="#ffd27a" opacity="0.18"/>`;
  }
  let flags = "";
  for (let index = 0; index < 4; index++) {
    const fx = width * (0.55 + index * 0.1);
    const color = [C.blue, C.cream, C.red, C.gold][index]!;
    flags += `<rect x="${r1(fx)}" y="${r1(horizon - 330)}" width="5" height="330" fill="#08131f"/><path d="M${r1(fx + 5)} ${r1(horizon - 328)}l90 18l-90 18z" fill="${color}"/>`;
  }
  return (
    `<rect width="${width}" height="${height}" fill="url(#sunset)"/>` +
    `<circle cx="${r1(sunX)}" cy="${r1(horizon - 40)}" r="${r1(height * 0.12)}" fill="#ffcf8a" opacity="0.85"/>` +
    flags +
    tents +
    `<rect x="${r1(truckX)}" y="${r1(horizon - 150)}" width="420" height="130" rx="6" fill="#0a1624"/><rect x="${r1(truckX + 425)}" y="${r1(horizon - 120)}" width="110" height="100" rx="14" fill="#0a1624"/>` +
    `<rect x="${r1(truckX)}" y="${r1(horizon - 100)}" width="420" height="14" fill="${C.blue}"/><rect x="${r1(truckX)}" y="${r1(horizon - 82)}" width="420" height="8" fill="${C.red}"/>` +
    `<circle cx="${r1(truckX + 80)}" cy="${r1(horizon - 14)}" r="22" fill="#050a12"/><circle cx="${r1(truckX + 340)}" cy="${r1(horizon - 14)}" r="22" fill="#050a12"/><circle cx="${r1(truckX + 480)}" cy="${r1(horizon - 14)}" r="22" fill="#050a12"/>` +
    lights +
    `<rect y="${r1(horizon)}" width="${width}" height="${r1(height - horizon)}" fill="#0b1320"/>` +
    `<rect y="${r1(horizon)}" width="${width}" height="${r1(height - horizon)}" fill="url(#wet)"/>`
  );
}

function sceneTrophy(rng: Rng, width: number, height: number): string {
  const cx = width / 2;
  let confetti = "";
  for (let index = 0; index < 70; index++) {
    confetti += `<rect x="${r1(rng.range(0, width))}" y="${r1(rng.range(0, height * 0.8))}" width="${r1(rng.range(6, 14))}" height="${r1(rng.range(3, 7))}" fill="${rng.pick([C.red, C.cream, C.gold, C.blue])}" opacity="${r1(rng.range(0.5, 0.95))}" transform="rotate(${rng.int(0, 180)} ${r1(rng.range(0, width))} ${r1(rng.range(0, height))})"/>`;
  }
  const s = height / 900;
  const beamShift = rng.range(-width * 0.3, width * 0.3);
  const cupX = cx + rng.range(-width * 0.12, width * 0.12);
  return (
    `<rect width="${width}" height="${height}" fill="${rng.pick([C.ink, "#12070a", "#071412"])}"/>` +
    `<path d="M${r1(cx - 60 + beamShift)} 0L${r1(cx + 60 + beamShift)} 0L${r1(cx + width * 0.32)} ${height}L${r1(cx - width * 0.32)} ${height}Z" fill="url(#beam)"/>` +
    confetti +
    `<g transform="translate(${r1(cupX)} ${r1(height * 0.1)}) scale(${r1(s * 100) / 100})">` +
    `<path d="M-150 70C-220 70 -230 200 -120 240M150 70C220 70 230 200 120 240" fill="none" stroke="url(#goldmetal)" stroke-width="22"/>` +
    `<path d="M-160 40L160 40C160 210 90 300 0 310C-90 300 -160 210 -160 40Z" fill="url(#goldmetal)"/>` +
    `<ellipse cx="0" cy="40" rx="160" ry="22" fill="#e8cf72"/><ellipse cx="0" cy="44" rx="140" ry="14" fill="#7a5d12"/>` +
    `<path d="M-22 305L22 305L30 440L-30 440Z" fill="url(#goldmetal)"/>` +
    `<path d="M-120 440L120 440L150 520L-150 520Z" fill="url(#goldmetal)"/>` +
    `<rect x="-190" y="520" width="380" height="150" fill="${C.navy}"/><rect x="-190" y="520" width="380" height="10" fill="#1b3157"/>` +
    `<rect x="-90" y="565" width="180" height="56" fill="${C.gold}"/>` +
    text(0, 603, `P${rng.int(1, 3)}`, { size: 32, fill: C.ink, anchor: "middle", weight: 800, spacing: 4 }) +
    `<path d="M-60 80C-70 160 -40 240 10 280" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="10"/>` +
    `</g>`
  );
}

function sceneHelmet(rng: Rng, width: number, height: number): string {
  const livery = LIVERIES[rng.pick(liveryNames)];
  const helmet = "M-260 40C-260 -170 -90 -260 60 -250C220 -240 300 -120 290 40L290 150C290 190 260 210 220 210L-150 210C-230 210 -260 150 -260 40Z";
  const s = height / 900;
  return (
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>` +
    liveryStripes(-100, height * 0.65, width * 1.3, height * 0.06, -14, [C.blue, C.cream, C.red], 0.85) +
    `<g transform="translate(${r1(width * rng.range(0.45, 0.55))} ${r1(height * 0.5)}) scale(${r1(s * 100) / 100})">` +
    `<ellipse cx="0" cy="250" rx="300" ry="30" fill="#000" opacity="0.5"/>` +
    `<clipPath id="helmet-clip"><path d="${helmet}"/></clipPath>` +
    `<path d="${helmet}" fill="${livery.body}"/>` +
    `<g clip-path="url(#helmet-clip)"><rect x="-300" y="-60" width="640" height="36" fill="${livery.stripes[0]}"/><rect x="-300" y="-16" width="640" height="18" fill="${livery.stripes[1] ?? C.gold}"/><rect x="-300" y="150" width="640" height="80" fill="${C.ink}"/></g>` +
    `<path d="M110 -40C200 -40 260 0 270 60L270 120L110 120C80 120 70 100 70 60C70 0 80 -40 110 -40Z" fill="#0c0f14"/>` +
    `<path d="M95 -60L285 -40" stroke="${C.cream}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${helmet}" fill="url(#helmet-sheen)"/>` +
    `<circle cx="-60" cy="-60" r="18" fill="${C.steel}"/>` +
    text(-80, 110, "L. DELAUNAY", { size: 30, fill: livery.body === C.cream ? C.navy : C.cream, anchor: "middle", spacing: 4 }) +
    `</g>`
  );
}

function sceneFlag(rng: Rng, width: number, height: number): string {
  const cols = 10;
  const rows = 7;
  const size = width / 13;
  const amplitude = size * rng.range(0.4, 0.8);
  const frequency = rng.range(0.4, 0.7);
  const phase = rng.range(0, Math.PI);
  const ox = width * 0.18;
  const oy = height * 0.16;
  const warp = (col: number, row: number): [number, number] => [
    ox + col * size + Math.sin(row * 0.5 + phase) * size * 0.15,
    oy + row * size * 0.95 + Math.sin(col * frequency + phase) * amplitude,
  ];
  let squares = "";
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const [ax, ay] = warp(col, row);
      const [bx, by] = warp(col + 1, row);
      const [cx, cy] = warp(col + 1, row + 1);
      const [dx, dy] = warp(col, row + 1);
      // Light falls on the slopes facing up: shade by the wave's derivative.
      const light = 0.5 + 0.5 * Math.cos(col * frequency + phase);
      const fill = (row + col) % 2 === 0 ? shade("#e9e4da", -0.35 * (1 - light)) : shade("#111214", 0.12 * light);
      squares += `<path d="M${r1(ax)} ${r1(ay)}L${r1(bx)} ${r1(by)}L${r1(cx)} ${r1(cy)}L${r1(dx)} ${r1(dy)}Z" fill="${fill}"/>`;
    }
  }
  return (
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<rect x="${r1(ox - 14)}" y="${r1(oy - 40)}" width="14" height="${height}" fill="${C.steel}"/>` +
    squares +
    liveryStripes(width * 0.55, height * 0.92, width * 0.6, 12, -4, [C.blue, C.cream, C.red], 0.9)
  );
}

function sceneWheel(rng: Rng, width: number, height: number): string {
  const cx = width * rng.range(0.42, 0.58);
  const cy = height * 0.5;
  const radius = height * 0.46;
  const rim = rng.pick([C.gold, "#c3c8cf", "#2a2e36"]);
  let spokes = "";
  const count = rng.pick([5, 6, 8]);
  for (let index = 0; index < count; index++) {
    spokes += `<path d="M-14 0L14 0L26 ${r1(-radius * 0.54)}L-26 ${r1(-radius * 0.54)}Z" fill="${rim}" transform="rotate(${r1((360 / count) * index)})"/>`;
  }
  let holes = "";
  for (let index = 0; index < 16; index++) {
    const angle = (index / 16) * Math.PI * 2;
    holes += `<circle cx="${r1(Math.cos(angle) * radius * 0.4)}" cy="${r1(Math.sin(angle) * radius * 0.4)}" r="5" fill="#111"/>`;
  }
  return (
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>` +
    `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${rng.int(0, 60)})">` +
    `<circle r="${r1(radius)}" fill="${C.tyre}"/>` +
    `<circle r="${r1(radius * 0.83)}" fill="none" stroke="${C.cream}" stroke-opacity="0.7" stroke-width="${r1(radius * 0.06)}" stroke-dasharray="${r1(radius * 0.9)} ${r1(radius * 0.7)}"/>` +
    `<circle r="${r1(radius * 0.66)}" fill="${shade(rim, -0.5)}"/>` +
    `<circle r="${r1(radius * 0.5)}" fill="#3a3f47"/>` +
    holes +
    spokes +
    `<circle r="${r1(radius * 0.66)}" fill="none" stroke="${rim}" stroke-width="${r1(radius * 0.05)}"/>` +
    `<circle r="${r1(radius * 0.12)}" fill="${C.red}"/><circle r="${r1(radius * 0.05)}" fill="${C.cream}"/>` +
    `<circle r="${r1(radius)}" fill="url(#tyre-sheen)"/>` +
    `</g>`
  );
}

function sceneGrandstand(rng: Rng, width: number, height: number): string {
  const standBottom = height * 0.62;
  let crowd = "";
  const colors = [C.red, C.blue, C.cream, C.gold, "#7d8796", "#e8b894"];
  let specks = "";
  for (let index = 0; index < 60; index++) specks += `<circle cx="${rng.int(0, 79)}" cy="${rng.int(0, 39)}" r="${r1(rng.range(2, 4))}" fill="${rng.pick(colors)}"/>`;
  crowd += `<pattern id="crowd" width="80" height="40" patternUnits="userSpaceOnUse">${specks}</pattern>`;
  const livery = LIVERIES[rng.pick(liveryNames)];
  const scale = (width * 0.5) / 1000;
  return (
    crowd +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<path d="M0 ${r1(height * 0.12)}L${width} ${r1(height * 0.2)}L${width} ${r1(height * 0.26)}L0 ${r1(height * 0.2)}Z" fill="#0a1422"/>` +
    `<path d="M0 ${r1(height * 0.2)}L${width} ${r1(height * 0.26)}L${width} ${r1(standBottom)}L0 ${r1(standBottom)}Z" fill="#182235"/>` +
    `<path d="M0 ${r1(height * 0.2)}L${width} ${r1(height * 0.26)}L${width} ${r1(standBottom)}L0 ${r1(standBottom)}Z" fill="url(#crowd)" opacity="0.9"/>` +
    `<rect x="0" y="${r1(standBottom - 30)}" width="${width}" height="30" fill="${C.blue}"/>` +
    text(width * 0.5, standBottom - 8, "ÉCURIE VITESSE HISTORIQUE  ·  GRAND PRIX HISTORIQUE  ·  ÉCURIE VITESSE HISTORIQUE", { size: 18, fill: C.cream, anchor: "middle", spacing: 4 }) +
    `<rect y="${r1(standBottom)}" width="${width}" height="${r1(height - standBottom)}" fill="#1d2026"/>` +
    chequer(0, standBottom, Math.ceil(width / 20), 1, 20, C.red, C.cream) +
    speedLines(rng, 0, height * 0.7, width * 0.6, height * 0.15, 16) +
    `<g transform="translate(${r1(width * rng.range(0.3, 0.45))} ${r1(height * 0.93 - 262 * scale)}) scale(${r1(scale * 1000) / 1000})">${carGraphic({ era: rng.pick(["70s", "80s"] as const), livery, number: rng.int(2, 40), id: "stand", spin: rng.int(0, 360) })}</g>`
  );
}

function galleryScene(rng: Rng, scene: GalleryScene, width: number, height: number): { defs: string; body: string } {
  const defs =
    carDefs() +
    streakDefs(C.cream) +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="#1b3157"/></linearGradient>` +
    `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1930"/><stop offset="0.6" stop-color="#3a3550"/><stop offset="1" stop-color="#7a4a3a"/></linearGradient>` +
    `<linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="0.5" stop-color="#6b3a52"/><stop offset="0.66" stop-color="#f08a3c"/></linearGradient>` +
    `<linearGradient id="wet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f08a3c" stop-opacity="0.35"/><stop offset="1" stop-color="#f08a3c" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="garage" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe1a0"/><stop offset="1" stop-color="#c77a2a"/></linearGradient>` +
    `<linearGradient id="garage-cool" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f1ff"/><stop offset="1" stop-color="#6f8fbf"/></linearGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0.02"/></linearGradient>` +
    `<linearGradient id="goldmetal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a5d12"/><stop offset="0.35" stop-color="#f1d77f"/><stop offset="0.6" stop-color="${C.gold}"/><stop offset="1" stop-color="#5e470d"/></linearGradient>` +
    `<radialGradient id="studio" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#1b3157"/><stop offset="1" stop-color="${C.ink}"/></radialGradient>` +
    `<radialGradient id="helmet-sheen" cx="0.35" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient>` +
    `<pattern id="asphalt" width="80" height="80" patternUnits="userSpaceOnUse">${Array.from({ length: 60 }, () => `<rect x="${rng.int(0, 79)}" y="${rng.int(0, 79)}" width="2" height="2" fill="#fff" opacity="${r1(rng.range(0.03, 0.12))}"/>`).join("")}</pattern>`;
  const scenes: Record<GalleryScene, (rng: Rng, width: number, height: number) => string> = {
    car: sceneCar,
    pitlane: scenePitlane,
    grid: sceneGrid,
    paddock: scenePaddock,
    trophy: sceneTrophy,
    helmet: sceneHelmet,
    flag: sceneFlag,
    wheel: sceneWheel,
    grandstand: sceneGrandstand,
  };
  return { defs, body: scenes[scene](rng, width, height) };
}

export function galleryPhotoSvg(options: GalleryPhotoOptions): string {
  const { width = 1200, height = 900, scale = 1 } = options;
  const rng = createRng("gallery:" + options.seed);
  const { defs, body } = galleryScene(rng, options.scene ?? rng.pick(galleryScenes), width, height);
  return doc(width, height, scale, rng, defs, body);
}

export interface HeroImageOptions extends RenderSize {
  seed: string;
  year?: number;
  number?: number;
  livery?: LiveryName;
}

/** Wide and textless: the page sets its own headline over the darker left side. */
export function heroImageSvg(options: HeroImageOptions): string {
  const { width = 1600, height = 900, scale = 1 } = options;
  const rng = createRng("hero:" + options.seed);
  const livery = LIVERIES[options.livery ?? "bleu"];
  const drawScale = (width * 0.62) / 1000;
  const groundY = height * 0.8;
  const defs =
    carDefs() +
    streakDefs(C.cream) +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${C.ink}"/><stop offset="0.55" stop-color="${C.navy}"/><stop offset="1" stop-color="#17346a"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.7" cy="0.65" r="0.45"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade-left" x1="0" x2="1"><stop offset="0" stop-color="${C.ink}" stop-opacity="0.85"/><stop offset="0.5" stop-color="${C.ink}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    liveryStripes(width * 0.38, height * 1.1, width * 1.1, height * 0.06, -17, [C.cream, C.red, C.gold], 0.95),
    `<rect y="${r1(groundY)}" width="${width}" height="${r1(height - groundY)}" fill="url(#floor)"/>`,
    speedLines(rng, width * 0.05, groundY - 230 * drawScale, width * 0.45, 200 * drawScale, 26),
    `<g transform="translate(${r1(width * 0.32)} ${r1(groundY - 262 * drawScale)}) scale(${r1(drawScale * 1000) / 1000})">${carGraphic({ era: eraForYear(options.year ?? 1978), livery, number: options.number ?? 27, id: "hero", spin: rng.int(0, 360) })}</g>`,
    `<rect x="${r1(width * 0.06)}" y="${r1(height * 0.2)}" width="${r1(width * 0.07)}" height="4" fill="${C.gold}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#shade-left)"/>`,
  ];
  return doc(width, height, scale, rng, defs, body.join(""), 0.8);
}

export interface ArticleImageOptions extends RenderSize {
  seed: string;
  /** news_articles.category, e.g. race_report. */
  category: string;
}

export function articleImageSvg(options: ArticleImageOptions): string {
  const { width = 1200, height = 800, scale = 1 } = options;
  const rng = createRng("article:" + options.seed);
  const label = options.category.replaceAll("_", " ").toUpperCase();
  const tag =
    `<rect x="${r1(width * 0.05)}" y="${r1(height * 0.07)}" width="${r1(label.length * height * 0.022 + 40)}" height="${r1(height * 0.05)}" fill="${C.red}"/>` +
    text(width * 0.05 + 20, height * 0.07 + height * 0.035, label, { size: height * 0.024, fill: C.cream, spacing: 3 });

  if (options.category === "restoration_diary") {
    // A technical drawing: the car as a blueprint with dimension lines.
    const drawScale = (width * 0.78) / 1000;
    const shape = CAR_SHAPES[rng.pick(["60s", "70s", "80s"] as const)];
    const line = `fill="none" stroke="${C.cream}" stroke-width="${r1(2 / drawScale)}"`;
    const outline =
      `<path d="${shape.body}" ${line}/><path d="${shape.pod}" ${line}/>` +
      (shape.rearWing ? `<path d="${shape.rearWing.endplate}" ${line}/><path d="${shape.rearWing.plane}" ${line}/><path d="${shape.rearWing.struts}" ${line}/>` : "") +
      (shape.frontWing ? `<path d="${shape.frontWing.plane}" ${line}/><path d="${shape.frontWing.endplate}" ${line}/>` : "") +
      `<circle cx="${shape.rear.cx}" cy="${shape.rear.cy}" r="${shape.rear.r}" ${line}/><circle cx="${shape.rear.cx}" cy="${shape.rear.cy}" r="${shape.rear.r * 0.58}" ${line}/>` +
      `<circle cx="${shape.front.cx}" cy="${shape.front.cy}" r="${shape.front.r}" ${line}/><circle cx="${shape.front.cx}" cy="${shape.front.cy}" r="${shape.front.r * 0.58}" ${line}/>` +
      `<path d="M${shape.rear.cx} 290V310M${shape.front.cx} 290V310M${shape.rear.cx} 300H${shape.front.cx}" fill="none" stroke="${C.gold}" stroke-width="${r1(1.5 / drawScale)}"/>` +
      text((shape.rear.cx + shape.front.cx) / 2, 292, `${rng.int(2480, 2720)} mm`, { size: 18, fill: C.gold, anchor: "middle", weight: 400 });
    const defs =
        `<pattern id="minor" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="${C.cream}" stroke-opacity="0.08"/></pattern>` +
      `<pattern id="major" width="120" height="120" patternUnits="userSpaceOnUse"><path d="M120 0H0V120" fill="none" stroke="${C.cream}" stroke-opacity="0.16"/></pattern>`;
    const body = [
      `<rect width="${width}" height="${height}" fill="#123a7a"/>`,
      `<rect width="${width}" height="${height}" fill="url(#minor)"/><rect width="${width}" height="${height}" fill="url(#major)"/>`,
      `<g transform="translate(${r1(width * 0.11)} ${r1(height * 0.3)}) scale(${r1(drawScale * 1000) / 1000})">${outline}</g>`,
      `<rect x="${r1(width * 0.62)}" y="${r1(height * 0.8)}" width="${r1(width * 0.33)}" height="${r1(height * 0.13)}" fill="none" stroke="${C.cream}" stroke-opacity="0.7" stroke-width="2"/>`,
      text(width * 0.64, height * 0.85, "ÉCURIE VITESSE HISTORIQUE", { size: height * 0.02, fill: C.cream, spacing: 3 }),
      text(width * 0.64, height * 0.9, `PLANCHE ${String(rng.int(1, 24)).padStart(2, "0")}  ·  ÉCHELLE 1:10`, { size: height * 0.018, fill: C.gold, spacing: 2, weight: 400 }),
      tag,
    ];
    return doc(width, height, scale, rng, defs, body.join(""), 0.7);
  }

  if (options.category === "race_report") {
    const drawScale = (width * 0.7) / 1000;
    const groundY = height * 0.82;
    const defs =
        carDefs() +
      streakDefs(C.cream) +
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>`;
    const body = [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<g transform="rotate(-12 ${width / 2} ${height / 2})" opacity="0.22">${chequer(-200, height * 0.1, Math.ceil((width + 400) / 40), 5, 40)}</g>`,
      text(width * 0.95, height * 0.6, `P${rng.int(1, 6)}`, { size: height * 0.45, fill: C.gold, anchor: "end", weight: 800, opacity: 0.9 }),
      speedLines(rng, 0, groundY - 200 * drawScale, width * 0.4, 160 * drawScale, 14),
      `<g transform="translate(${r1(width * 0.06)} ${r1(groundY - 262 * drawScale)}) scale(${r1(drawScale * 1000) / 1000})">${carGraphic({ era: rng.pick(["70s", "80s"] as const), livery: LIVERIES[rng.pick(liveryNames)], number: rng.int(2, 40), id: "report", spin: rng.int(0, 360) })}</g>`,
      tag,
    ];
    return doc(width, height, scale, rng, defs, body.join(""));
  }

  if (options.category === "team_news") {
    const { defs, body } = galleryScene(rng, rng.pick(["helmet", "paddock", "pitlane"] as const), width, height);
    return doc(width, height, scale, rng, defs, body + tag);
  }

  // Plain news: a circuit map, the brand's everyday visual.
  return eventImageSvg({ seed: "article:" + options.seed, eventType: label, location: "Écurie Vitesse Historique", width, height, scale });
}

/** Rasterizes an SVG to PNG bytes at exactly width × height (cover crop if the ratio differs). */
export async function renderSvg(svg: string, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(width, height, { fit: "cover" }).png().toBuffer();
}

// ── Hero video ──────────────────────────────────────────────────────────────
export interface HeroVideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames in one loop: the last frame leads seamlessly back into the first. */
  frames?: number;
  /** WebP (VP8) quality of each frame. */
  quality?: number;
  concurrency?: number;
}

export interface HeroVideoLayers {
  /** The still backdrop: sky, glow and track. */
  background: string;
  /** What moves at phase `t` in [0, 1), on a transparent canvas. */
  motion: (t: number) => string;
  /** The still shade over the left side, where the page sets its headline. */
  overlay: string;
}

/**
 * The home hero loop, in three layers so the seed draws the costly still
 * parts (a full-frame radial glow alone doubles a frame's render time) once:
 * livery stripes sweeping across, light streaks rushing past and the blue car
 * crossing the frame. Everything moves by whole loop periods, so phase 1
 * equals phase 0. No grain: it would change every keyframe's bits for no
 * visible gain.
 */
export function heroVideoLayers(width = 960, height = 540): HeroVideoLayers {
  const groundY = height * 0.8;
  const drawScale = (width * 0.5) / 1000;
  const carWidth = 1000 * drawScale;
  const svg = (defs: string, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

  const background = svg(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${C.ink}"/><stop offset="0.55" stop-color="${C.navy}"/><stop offset="1" stop-color="#17346a"/></linearGradient>` +
      `<radialGradient id="glow" cx="0.5" cy="0.7" r="0.5"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
      `<rect y="${r1(groundY)}" width="${width}" height="${r1(height - groundY)}" fill="url(#floor)"/>` +
      `<rect y="${r1(groundY + 1)}" width="${width}" height="1.5" fill="${C.cream}" opacity="0.15"/>`,
  );

  const overlay = svg(
    `<linearGradient id="shade-left" x1="0" x2="1"><stop offset="0" stop-color="${C.ink}" stop-opacity="0.8"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></linearGradient>`,
    `<rect width="${r1(width * 0.55)}" height="${height}" fill="url(#shade-left)"/>`,
  );

  const motion = (t: number) => {
    const rng = createRng("hero-video");
    // Two sets of stripes, half a lap apart, so one is always on screen.
    const span = width * 2.2;
    const stripeX = (offset: number) => ((t + offset) % 1) * span - width * 0.9;
    const stripes =
      liveryStripes(stripeX(0), height * 1.05, width * 1.2, height * 0.055, -17, [C.cream, C.red, C.gold], 0.9) +
      liveryStripes(stripeX(0.5), height * 0.42, width * 0.9, height * 0.03, -17, [C.blue, C.cream, C.red], 0.35);

    // Streaks: fixed lanes, each wrapping round the frame a whole number of times per loop.
    let streaks = "";
    for (let index = 0; index < 22; index++) {
      const laneY = height * rng.range(0.12, 0.78);
      const length = width * rng.range(0.15, 0.5);
      const laps = rng.int(2, 4);
      const start = rng.next();
      const x = width - ((start + t * laps) % 1) * (width + length);
      streaks += `<rect x="${r1(x)}" y="${r1(laneY)}" width="${r1(length)}" height="${r1(rng.range(1, 3))}" rx="1.5" fill="url(#streak)" opacity="${r1(rng.range(0.25, 0.75))}"/>`;
    }

    // The car crosses during the first 60 % of the loop, left to right; then the track stays empty.
    const pass = t / 0.6;
    const car =
      pass < 1
        ? `<g transform="translate(${r1(-carWidth - width * 0.05 + pass * (width + carWidth * 1.1))} ${r1(groundY - 262 * drawScale)}) scale(${drawScale})">` +
          `<rect x="-700" y="150" width="700" height="6" fill="url(#streak)" opacity="0.6"/>` +
          `<rect x="-520" y="200" width="520" height="4" fill="url(#streak)" opacity="0.5"/>` +
          carGraphic({ era: "70s", livery: LIVERIES.bleu, number: 27, id: "video", spin: Math.round(pass * 2880) % 360 }) +
          `</g>`
        : "";
    return svg(carDefs() + streakDefs(C.cream), stripes + streaks + car);
  };

  return { background, motion, overlay };
}

/** One whole frame as a single SVG (previews, tests); the seed composites the layers instead. */
export function heroVideoFrameSvg(t: number, width = 960, height = 540): string {
  const { background, motion, overlay } = heroVideoLayers(width, height);
  const inner = (document: string) => document.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return background.replace(/<\/svg>$/, "") + inner(motion(t)) + inner(overlay) + "</svg>";
}

/** Source-over blending of straight-alpha RGBA `top` onto opaque RGBA `base`, in place. */
function blendOver(base: Uint8Array, top: Uint8Array): void {
  for (let index = 0; index < base.length; index += 4) {
    const alpha = top[index + 3]!;
    if (alpha === 0) continue;
    if (alpha === 255) {
      base[index] = top[index]!;
      base[index + 1] = top[index + 1]!;
      base[index + 2] = top[index + 2]!;
      continue;
    }
    const keep = 255 - alpha;
    base[index] = (top[index]! * alpha + base[index]! * keep + 127) / 255;
    base[index + 1] = (top[index + 1]! * alpha + base[index + 1]! * keep + 127) / 255;
    base[index + 2] = (top[index + 2]! * alpha + base[index + 2]! * keep + 127) / 255;
  }
}

/** The VP8 bitstream inside a simple lossy WebP: the payload of its RIFF "VP8 " chunk. */
export function vp8Payload(webp: Uint8Array): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const tag = (offset: number) => String.fromCharCode(webp[offset]!, webp[offset + 1]!, webp[offset + 2]!, webp[offset + 3]!);
  if (tag(0) !== "RIFF" || tag(8) !== "WEBP") throw new Error("not a WebP file");
  let offset = 12;
  while (offset + 8 <= webp.byteLength) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === "VP8 ") return webp.subarray(offset + 8, offset + 8 + size);
    // Chunks are padded to an even size.
    offset += 8 + size + (size % 2);
  }
  throw new Error("WebP without a lossy VP8 chunk");
}

/**
 * The home hero video, made without any download: each frame is drawn as SVG,
 * encoded by sharp as lossy WebP (whose payload is a VP8 keyframe), and the
 * keyframes are muxed into a WebM that every browser plays.
 */
export async function heroVideoWebm(options: HeroVideoOptions = {}): Promise<Uint8Array> {
  const { width = 960, height = 540, fps = 14, frames = 84, quality = 60, concurrency = 2 } = options;
  const { ArrayBufferTarget, Muxer } = await import("webm-muxer");
  const sharp = await loadSharp();
  const layers = heroVideoLayers(width, height);
  const rgba = async (svg: string) => (await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
  // The still layers are drawn once; each frame only draws what moves, and the three are blended here:
  // a few million multiply-adds cost far less than having librsvg redraw the full-frame gradients.
  const [background, overlay] = await Promise.all([rgba(layers.background), rgba(layers.overlay)]);
  const payloads = new Array<Uint8Array>(frames);
  let next = 0;
  const worker = async () => {
    while (next < frames) {
      const index = next++;
      const frame = Buffer.from(background);
      blendOver(frame, await rgba(layers.motion(index / frames)));
      blendOver(frame, overlay);
      const webp = await sharp(frame, { raw: { width, height, channels: 4 } })
        .removeAlpha()
        .webp({ quality, effort: 2 })
        .toBuffer();
      payloads[index] = vp8Payload(webp);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, frames)) }, worker));

  const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: "V_VP8", width, height, frameRate: fps } });
  payloads.forEach((payload, index) => muxer.addVideoChunkRaw(payload, "key", Math.round((index * 1_000_000) / fps)));
  muxer.finalize();
  return new Uint8Array(muxer.target.buffer);
}
