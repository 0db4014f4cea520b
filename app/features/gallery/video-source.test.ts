import { describe, expect, it } from "vitest";
import { allowedEmbedSrc, embedSrcFromCode, embedSrcFromPageUrl, videoFileSource, videoPlayback } from "./queries.server.ts";

const YT = "https://www.youtube-nocookie.com/embed/kV3pZ8xQ1mE";

describe("embedSrcFromCode", () => {
  it("takes the src of a YouTube or Vimeo iframe", () => {
    expect(
      embedSrcFromCode(
        '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/kV3pZ8xQ1mE" title="Onboard" frameborder="0" allow="autoplay" allowfullscreen></iframe>',
      ),
    ).toBe(YT);
    expect(embedSrcFromCode('<iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE?start=30&autoplay=1"></iframe>')).toBe(`${YT}?start=30`);
    expect(embedSrcFromCode('<div><iframe src="https://player.vimeo.com/video/824615093?h=abc123def&color=ff0000"></iframe></div>')).toBe(
      "https://player.vimeo.com/video/824615093?h=abc123def",
    );
  });

  it("decodes entities the way a browser would before checking", () => {
    expect(embedSrcFromCode('<iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE?start=5&amp;rel=0"></iframe>')).toBe(`${YT}?start=5`);
    expect(embedSrcFromCode('<iframe src="&#106;avascript:alert(1)"></iframe>')).toBeNull();
  });

  it("ignores everything around the iframe: scripts, handlers, other markup", () => {
    const code = `<script>alert(1)</script><iframe src="${YT}" onload="alert(2)"></iframe><img src=x onerror=alert(3)>`;
    expect(embedSrcFromCode(code)).toBe(YT);
  });

  it("refuses iframes from any other host or path, and non-https players", () => {
    for (const code of [
      '<iframe src="https://evil.example/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://www.youtube.com.evil.example/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://evil.example/?https://www.youtube.com/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="http://www.youtube.com/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://user:pw@www.youtube.com/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://www.youtube.com:8443/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://www.youtube.com/watch?v=kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE/../../redirect"></iframe>',
      '<iframe src="https://player.vimeo.com/video/abc"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '<object data="https://www.youtube.com/embed/kV3pZ8xQ1mE"></object>',
      '<a href="https://www.youtube.com/embed/kV3pZ8xQ1mE">link</a>',
      "not html at all",
      "",
    ]) {
      expect(embedSrcFromCode(code), code).toBeNull();
    }
    expect(embedSrcFromCode(null)).toBeNull();
  });

  it("uses the first iframe only", () => {
    expect(embedSrcFromCode(`<iframe src="https://evil.example/x"></iframe><iframe src="${YT}"></iframe>`)).toBeNull();
  });
});

describe("allowedEmbedSrc", () => {
  it("plays YouTube from the no-cookie host", () => {
    expect(allowedEmbedSrc("https://www.youtube.com/embed/kV3pZ8xQ1mE")).toBe(YT);
    expect(allowedEmbedSrc("https://player.vimeo.com/video/824615093")).toBe("https://player.vimeo.com/video/824615093");
    expect(allowedEmbedSrc("https://youtube.com/embed/kV3pZ8xQ1mE")).toBeNull();
  });
});

describe("embedSrcFromPageUrl", () => {
  it("converts YouTube page URLs", () => {
    expect(embedSrcFromPageUrl("https://www.youtube.com/watch?v=kV3pZ8xQ1mE")).toBe(YT);
    expect(embedSrcFromPageUrl("https://youtube.com/watch?v=kV3pZ8xQ1mE&list=abc")).toBe(YT);
    expect(embedSrcFromPageUrl("https://m.youtube.com/watch?v=kV3pZ8xQ1mE")).toBe(YT);
    expect(embedSrcFromPageUrl("https://youtu.be/kV3pZ8xQ1mE")).toBe(YT);
    expect(embedSrcFromPageUrl("https://www.youtube.com/shorts/kV3pZ8xQ1mE")).toBe(YT);
  });

  it("converts Vimeo page URLs", () => {
    expect(embedSrcFromPageUrl("https://vimeo.com/824615093")).toBe("https://player.vimeo.com/video/824615093");
    expect(embedSrcFromPageUrl("https://vimeo.com/824615093/abc123def")).toBe("https://player.vimeo.com/video/824615093?h=abc123def");
    expect(embedSrcFromPageUrl("https://vimeo.com/channels/staffpicks/824615093")).toBe("https://player.vimeo.com/video/824615093");
  });

  it("refuses other pages and lookalike hosts", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=<script>",
      "https://www.youtube.com/channel/abc",
      "https://youtube.com.evil.example/watch?v=kV3pZ8xQ1mE",
      "https://evil.example/vimeo.com/824615093",
      "http://vimeo.com/824615093",
      "https://vimeo.com/about",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(embedSrcFromPageUrl(url), url).toBeNull();
    }
  });
});

describe("videoFileSource", () => {
  const HOSTS = ["https://media.ecurie-vitesse.example", "https://example.com"];

  it("accepts same-site .mp4 and .webm files, and https ones on an allowed host", () => {
    expect(videoFileSource("https://media.ecurie-vitesse.example/videos/monaco-preview.mp4", HOSTS)).toEqual({
      src: "https://media.ecurie-vitesse.example/videos/monaco-preview.mp4",
      type: "video/mp4",
    });
    expect(videoFileSource("/media/videos/lap.WEBM", [])).toEqual({ src: "/media/videos/lap.WEBM", type: "video/webm" });
  });

  it("refuses an https file on a host the site does not allow (VIDEO_FILE_HOSTS: the CSP's media-src)", () => {
    expect(videoFileSource("https://media.ecurie-vitesse.example/videos/monaco-preview.mp4", [])).toBeNull();
    expect(videoFileSource("https://elsewhere.example/a.mp4", HOSTS)).toBeNull();
    expect(videoFileSource("https://example.com.evil.example/a.mp4", HOSTS)).toBeNull();
    expect(videoFileSource("https://example.com:8443/a.mp4", HOSTS)).toBeNull();
  });

  it("refuses other schemes, protocol-relative URLs and other file types", () => {
    for (const url of ["http://example.com/a.mp4", "//evil.example/a.mp4", "javascript:alert(1)//.mp4", "data:video/mp4;base64,AAAA", "https://example.com/a.mov", "https://example.com/a.mp4.html"]) {
      expect(videoFileSource(url, HOSTS), url).toBeNull();
    }
  });
});

describe("videoPlayback", () => {
  it("plays from the embed code first", () => {
    expect(videoPlayback({ video_embed_code: `<iframe src="${YT}"></iframe>`, video_url: "https://vimeo.com/824615093" })).toEqual({ kind: "embed", src: YT });
  });

  it("falls back to the video url when there is no embed code, or none worth keeping", () => {
    expect(videoPlayback({ video_embed_code: null, video_url: "https://vimeo.com/824615093" })).toEqual({
      kind: "embed",
      src: "https://player.vimeo.com/video/824615093",
    });
    expect(videoPlayback({ video_embed_code: '<iframe src="https://evil.example"></iframe>', video_url: "https://example.com/lap.mp4" }, ["https://example.com"])).toEqual({
      kind: "file",
      src: "https://example.com/lap.mp4",
      type: "video/mp4",
    });
  });

  it("has nothing to play when neither gives a playable source", () => {
    expect(videoPlayback({ video_embed_code: null, video_url: null })).toEqual({ kind: "none" });
    expect(videoPlayback({ video_embed_code: "  ", video_url: "https://example.com/page" })).toEqual({ kind: "none" });
  });
});
