import { ChevronDown, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import type { HomeView } from "../../pages/rules.ts";
import { PageLink } from "./page-link.tsx";
import { TricoloreTick } from "./tricolore.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

interface HeroVideoProps {
  id: string;
  /** The team's words and film (Admin › Pages › Home), in the page's language. */
  hero: HomeView["hero"];
  images: Record<string, ImageSources>;
  /** Where the down arrow leads. */
  nextId: string;
}

/** Gives the video its film and poster: after the page's load event, or when Play is pressed. */
function giveFilm(element: HTMLVideoElement, url: string, poster: string | undefined) {
  if (element.getAttribute("src") === url) return;
  if (poster) element.poster = poster;
  element.preload = "auto";
  element.src = url;
}

const controlClass =
  "flex h-11 w-11 items-center justify-center rounded-full border border-white/30 bg-night/60 text-cream backdrop-blur transition-colors hover:bg-signal hover:border-signal";

/**
 * The home page's full-screen hero: a muted, looping background video over
 * its poster, with the headline, a down arrow to the next section, and
 * mute / fullscreen / pause toggles that show on hover and on keyboard focus
 * (and always on touch screens, which have no hover). With reduced motion the
 * video never plays: the poster stays.
 *
 * The film (and its poster) is asked for only once the page has loaded: in
 * the server's HTML the video has no source, so its megabyte does not share
 * a phone's bandwidth with the stylesheet, the fonts and the poster image the
 * visitor sees first (the page's largest paint). Until it plays, the image
 * beneath it shows. Under reduced motion it is not downloaded at all, unless
 * the visitor presses Play.
 */
export function HeroVideo({ id, hero, images, nextId }: HeroVideoProps) {
  const t = useT();
  const { videoUrl, posterUrl, eyebrow, title, lead, buttons } = hero;
  const section = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const [muted, setMuted] = useState(true);
  // What the video does, as its own play and pause events tell: paused until it is given its film and plays.
  const [paused, setPaused] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const poster = posterUrl ? (images[posterUrl]?.src ?? posterUrl) : undefined;

  useEffect(() => {
    const element = video.current;
    if (!element || !videoUrl) return;
    // React sets `muted` as a property only; autoplay policies read it, so make sure it is on before playing.
    element.muted = true;
    const followVideo = () => setPaused(element.paused);
    element.addEventListener("play", followVideo);
    element.addEventListener("pause", followVideo);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (reduced.matches) {
        element.pause();
      } else if (document.readyState === "complete") {
        giveFilm(element, videoUrl, poster);
        element.play().catch(followVideo);
      }
      followVideo();
    };
    apply();
    window.addEventListener("load", apply);
    reduced.addEventListener("change", apply);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === section.current);
    document.addEventListener("fullscreenchange", onFullscreen);
    return () => {
      element.removeEventListener("play", followVideo);
      element.removeEventListener("pause", followVideo);
      window.removeEventListener("load", apply);
      reduced.removeEventListener("change", apply);
      document.removeEventListener("fullscreenchange", onFullscreen);
    };
  }, [videoUrl, poster]);

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };

  const togglePause = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      if (videoUrl) giveFilm(element, videoUrl, poster);
      element.play().catch(() => setPaused(element.paused));
    } else {
      element.pause();
    }
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void section.current?.requestFullscreen?.().catch(() => setFullscreen(false));
  };

  return (
    <section
      ref={section}
      id={id}
      aria-labelledby={`${id}-title`}
      className="group/hero relative isolate flex min-h-[calc(100svh-4rem)] scroll-mt-16 items-end overflow-hidden bg-night"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <ResponsiveImage url={posterUrl} sources={images} alt="" sizes="100vw" priority className="h-full w-full object-cover" />
        {videoUrl ? (
          <video
            ref={video}
            className="absolute inset-0 h-full w-full object-cover motion-reduce:hidden"
            autoPlay
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
            data-hero-video=""
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-r from-night via-night/70 to-night/10" />
        <div className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-night to-transparent" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-6 pt-24 pb-28 sm:pb-32">
        {eyebrow.text ? (
          <p lang={eyebrow.lang} className="mb-4 flex items-center gap-3 text-sm font-semibold tracking-[0.3em] text-gold uppercase">
            <TricoloreTick />
            {eyebrow.text}
          </p>
        ) : null}
        <h1 id={`${id}-title`} lang={title.lang} className="max-w-4xl text-5xl leading-[0.95] sm:text-7xl lg:text-8xl">
          {title.text}
        </h1>
        {lead.text ? (
          <p lang={lead.lang} className="mt-6 max-w-2xl text-lg text-cream/85 sm:text-xl">
            {lead.text}
          </p>
        ) : null}
        {buttons.length > 0 ? (
          <div className="mt-10 flex flex-wrap gap-3">
            {buttons.map((button, index) => (
              <PageLink key={`${button.href}-${index}`} href={button.href} lang={button.label.lang} className={buttonClass(index === 0 ? "primary" : "ghost")}>
                {button.label.text}
              </PageLink>
            ))}
          </div>
        ) : null}
      </div>

      <a
        href={`#${nextId}`}
        aria-label={t("home.hero.scrollDown")}
        className="absolute bottom-6 left-1/2 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/30 text-cream transition-colors hover:border-gold hover:bg-white/10"
      >
        <ChevronDown aria-hidden="true" size={24} />
      </a>

      {videoUrl && hydrated ? (
        <div
          className="absolute right-6 bottom-6 flex gap-2 opacity-0 transition-opacity duration-300 group-hover/hero:opacity-100 focus-within:opacity-100 [@media(hover:none)]:opacity-100 sm:right-16"
          data-hero-controls=""
        >
          <button type="button" className={controlClass} onClick={togglePause} aria-label={paused ? t("home.hero.play") : t("home.hero.pause")}>
            {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
          </button>
          <button type="button" className={controlClass} onClick={toggleMute} aria-label={muted ? t("home.hero.unmute") : t("home.hero.mute")}>
            {muted ? <VolumeX aria-hidden="true" size={18} /> : <Volume2 aria-hidden="true" size={18} />}
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={toggleFullscreen}
            aria-label={fullscreen ? t("home.hero.exitFullscreen") : t("home.hero.enterFullscreen")}
          >
            {fullscreen ? <Minimize aria-hidden="true" size={18} /> : <Maximize aria-hidden="true" size={18} />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
