import sanitizeHtml from "sanitize-html";
import type { VideoPlayback } from "./video-source.ts";

/**
 * A video's stored embed code is never put on the page. It is parsed (with
 * sanitize-html's HTML parser, entities decoded), the first iframe's src is
 * taken, and only a player URL of YouTube or Vimeo survives; the page then
 * renders its own <iframe> with that src.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

function parseHttpsUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  return url;
}

/** Keeps only the player parameters worth keeping (start time, Vimeo's private-link hash). */
function playerQuery(url: URL, keep: readonly string[]): string {
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (value && /^[A-Za-z0-9]{1,32}$/.test(value)) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

const youtubeEmbed = (id: string, url: URL) => `https://www.youtube-nocookie.com/embed/${id}${playerQuery(url, ["start"])}`;
const vimeoEmbed = (id: string, hash: string | null) => `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ""}`;

/**
 * A player URL of an allowed host, normalised: https://www.youtube.com/embed/…,
 * https://www.youtube-nocookie.com/embed/… (both played from the no-cookie host)
 * or https://player.vimeo.com/video/…; null for anything else.
 */
export function allowedEmbedSrc(value: string): string | null {
  const url = parseHttpsUrl(value);
  if (!url) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "www.youtube.com" || url.hostname === "www.youtube-nocookie.com") {
    const [first, id, ...rest] = segments;
    if (first === "embed" && id && YOUTUBE_ID.test(id) && rest.length === 0) return youtubeEmbed(id, url);
    return null;
  }
  if (url.hostname === "player.vimeo.com") {
    const [first, id, ...rest] = segments;
    if (first === "video" && id && VIMEO_ID.test(id) && rest.length === 0) {
      const hash = url.searchParams.get("h");
      return vimeoEmbed(id, hash && VIMEO_HASH.test(hash) ? hash : null);
    }
  }
  return null;
}

/** The src of the first iframe in an embed code, if it is an allowed player; anything else in the code is ignored. */
export function embedSrcFromCode(code: string | null | undefined): string | null {
  if (!code?.trim()) return null;
  let src: string | undefined;
  sanitizeHtml(code, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (name, attribs) => {
      if (src === undefined && name === "iframe") src = attribs.src ?? "";
    },
  });
  return src ? allowedEmbedSrc(src) : null;
}

/** A YouTube or Vimeo page URL (watch, short link, shorts, channel) as its player URL. */
export function embedSrcFromPageUrl(value: string): string | null {
  const direct = allowedEmbedSrc(value);
  if (direct) return direct;
  const url = parseHttpsUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") {
      const id = url.searchParams.get("v");
      return id && YOUTUBE_ID.test(id) ? youtubeEmbed(id, url) : null;
    }
    const [first, id] = segments;
    if ((first === "shorts" || first === "embed" || first === "live") && id && YOUTUBE_ID.test(id) && segments.length === 2) return youtubeEmbed(id, url);
    return null;
  }
  if (host === "youtu.be") {
    const [id] = segments;
    return id && segments.length === 1 && YOUTUBE_ID.test(id) ? youtubeEmbed(id, url) : null;
  }
  if (host === "vimeo.com") {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (private link), vimeo.com/channels/{name}/{id}
    const idIndex = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (idIndex === -1) return null;
    const before = segments.slice(0, idIndex);
    const okPrefix = before.length === 0 || (before.length === 2 && before[0] === "channels");
    const after = segments.slice(idIndex + 1);
    if (!okPrefix || after.length > 1 || (after.length === 1 && !VIMEO_HASH.test(after[0]!))) return null;
    return vimeoEmbed(segments[idIndex]!, after[0] ?? url.searchParams.get("h"));
  }
  return null;
}

/** A direct video file: https, or a path on this site; .mp4 or .webm. */
export function videoFileSource(value: string): { src: string; type: "video/mp4" | "video/webm" } | null {
  const trimmed = value.trim();
  let src: string;
  let pathname: string;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.includes("\\")) {
    const url = new URL(trimmed, "https://site.invalid");
    src = `${url.pathname}${url.search}`;
    pathname = url.pathname;
  } else {
    const url = parseHttpsUrl(trimmed);
    if (!url) return null;
    src = url.href;
    pathname = url.pathname;
  }
  const extension = pathname.toLowerCase().match(/\.(mp4|webm)$/)?.[1];
  if (!extension) return null;
  return { src, type: extension === "mp4" ? "video/mp4" : "video/webm" };
}

/**
 * How a video plays (§2): from its embed code; if there is none (or it holds
 * no allowed player), from its video url — a YouTube or Vimeo page becomes its
 * player, a .mp4/.webm file plays in a <video> element; otherwise nothing, and
 * the page shows a placeholder.
 */
export function videoPlayback(video: { video_embed_code: string | null; video_url: string | null }): VideoPlayback {
  const fromCode = embedSrcFromCode(video.video_embed_code);
  if (fromCode) return { kind: "embed", src: fromCode };
  if (video.video_url?.trim()) {
    const fromPage = embedSrcFromPageUrl(video.video_url);
    if (fromPage) return { kind: "embed", src: fromPage };
    const file = videoFileSource(video.video_url);
    if (file) return { kind: "file", ...file };
  }
  return { kind: "none" };
}

/**
 * Why an admin's embed code is refused, or null when it is exactly what the
 * public page can play: one iframe (nothing else: no script, no other tag,
 * no stray text) whose src is a YouTube or Vimeo player.
 */
export function embedCodeProblem(code: string): "notIframe" | "host" | null {
  const tags: string[] = [];
  let src: string | undefined;
  let text = "";
  sanitizeHtml(code, {
    allowedTags: [],
    allowedAttributes: {},
    // Raw-text elements' bodies must count as content too, so nothing is discarded unseen.
    nonTextTags: [],
    onOpenTag: (name, attribs) => {
      tags.push(name);
      if (name === "iframe") src = attribs.src ?? "";
      // The page never renders the code itself, but what is kept should be plain markup.
      if (Object.keys(attribs).some((attribute) => /^on/i.test(attribute) || attribute.toLowerCase() === "srcdoc")) tags.push("handler");
    },
    textFilter: (value) => {
      text += value;
      return value;
    },
  });
  if (tags.length !== 1 || tags[0] !== "iframe" || text.trim() !== "") return "notIframe";
  return src && allowedEmbedSrc(src) ? null : "host";
}

/** Whether a video url is one the public player can play: a YouTube or Vimeo page, or a .mp4/.webm file. */
export function isPlayableVideoUrl(value: string): boolean {
  return embedSrcFromPageUrl(value) !== null || videoFileSource(value) !== null;
}
