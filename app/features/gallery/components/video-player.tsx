import { Film } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import type { VideoPlayback } from "../schema.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

/**
 * Plays a video the way the server worked out (video-source.server.ts): our
 * own <iframe> for an allowed player URL, a <video> for a file, else a
 * placeholder. No stored HTML ever reaches the page.
 */
export function VideoPlayer({
  playback,
  title,
  titleLang,
  poster,
  images = {},
  takeFocus = false,
}: {
  playback: VideoPlayback;
  title: string;
  /** Set when the title (the player's accessible name) is not in the page's language. */
  titleLang?: string;
  /** The video's thumbnail: the file player's poster, the placeholder's backdrop. */
  poster?: string | null;
  images?: Record<string, ImageSources>;
  takeFocus?: boolean;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  // In the modal, focus starts on the player's frame rather than inside the
  // third-party iframe (where Escape would never reach the dialog). A layout
  // effect runs before the dialog's focus trap looks for something to focus.
  useLayoutEffect(() => {
    if (takeFocus) frame.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <div
      ref={frame}
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-black focus:outline-none"
      data-testid="video-player"
      data-kind={playback.kind}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {playback.kind === "embed" ? (
        <iframe
          src={playback.src}
          title={title}
          lang={titleLang}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : playback.kind === "file" ? (
        <video controls preload="metadata" playsInline poster={poster ? (images[poster]?.src ?? poster) : undefined} className="absolute inset-0 h-full w-full" aria-label={title} lang={titleLang}>
          <source src={playback.src} type={playback.type} />
        </video>
      ) : (
        <div data-testid="video-placeholder" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-night-3 p-6 text-center">
          <ResponsiveImage url={poster} sources={images} alt="" sizes="(min-width: 1024px) 976px, 94vw" className="absolute inset-0 h-full w-full object-cover opacity-25" />
          <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-night via-night/60 to-night/30" />
          <Film aria-hidden="true" size={40} className="relative text-gold" />
          <p className="relative text-lg font-semibold text-cream">{t("gallery.videoUnavailable")}</p>
          <p className="relative text-sm text-mist">{t("gallery.videoUnavailableHint")}</p>
        </div>
      )}
    </div>
  );
}
