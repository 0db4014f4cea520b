import { Clock, Play, X } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import type { VideoCard as VideoCardData } from "../schema.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { isPlainClick, useReturnFocus } from "./use-return-focus.ts";
import { VideoPlayer } from "./video-player.tsx";
import type { ImageSources } from "../../../lib/image-sources.ts";

const videoHref = (id: string) => `?${new URLSearchParams({ category: "videos", video: id })}#player`;

function VideoCard({
  video,
  images,
  hydrated,
  priority,
  onOpen,
}: {
  video: VideoCardData;
  images: Record<string, ImageSources>;
  hydrated: boolean;
  /** The first card: the page's largest paint on a phone. */
  priority: boolean;
  onOpen: (opener: HTMLElement) => void;
}) {
  const t = useT();
  return (
    <article data-testid="video-card" className="group relative flex flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 focus-within:border-gold">
      <div className="relative aspect-video overflow-hidden bg-night-3">
        <ResponsiveImage
          url={video.thumbnail}
          sources={images}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-night/30 transition-colors group-hover:bg-night/10" />
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-signal text-cream shadow-xl ring-4 ring-signal/30 transition-transform group-hover:scale-110"
        >
          <Play size={26} className="ml-1 fill-current" />
        </span>
        {video.duration ? (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded bg-night/85 px-2 py-1 text-xs font-semibold text-cream tabular-nums">
            <Clock aria-hidden="true" size={12} />
            <span className="sr-only">{t("gallery.duration")} </span>
            {video.duration}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <h2 lang={video.lang} className="text-xl leading-tight text-cream">
          <a
            href={videoHref(video.id)}
            aria-haspopup={hydrated ? "dialog" : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(event.currentTarget);
            }}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {video.title}
          </a>
        </h2>
        {video.description ? (
          <p lang={video.descriptionLang} className="text-sm text-mist">
            {video.description}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Without JavaScript, ?video=<id> renders the player in the page, with a link to close it. */
function StaticVideoPanel({ video, images }: { video: VideoCardData; images: Record<string, ImageSources> }) {
  const t = useT();
  return (
    <section id="player" aria-labelledby="now-playing-title" data-testid="video-panel" className="mb-12 scroll-mt-24 rounded-xl border border-white/10 bg-night-2 p-5 sm:p-8">
      <div className="mb-4 flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-red-400 uppercase">{t("gallery.nowPlaying")}</p>
          <h2 id="now-playing-title" lang={video.lang} className="mt-2 text-2xl sm:text-3xl">
            {video.title}
          </h2>
        </div>
        <a href="?category=videos" className="inline-flex shrink-0 items-center gap-2 self-end sm:self-auto rounded border border-white/20 px-3 py-2 text-sm font-semibold uppercase hover:bg-white/10">
          <X aria-hidden="true" size={16} />
          {t("gallery.closeVideo")}
        </a>
      </div>
      <VideoPlayer playback={video.playback} title={video.title} titleLang={video.lang} poster={video.thumbnail} images={images} />
      {video.description ? (
        <p lang={video.descriptionLang} className="mt-4 text-mist">
          {video.description}
        </p>
      ) : null}
    </section>
  );
}

/** The Videos tab: cards that open the video in a modal (Escape closes it, §2). */
export function VideoGallery({ videos, images }: { videos: readonly VideoCardData[]; images: Record<string, ImageSources> }) {
  const t = useT();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const requestedId = searchParams.get("video");
  const [openId, setOpenId] = useState<string | null>(requestedId);
  const current = videos.find((video) => video.id === openId) ?? null;
  const requested = videos.find((video) => video.id === requestedId) ?? null;
  const open = hydrated && current !== null;
  const rememberOpener = useReturnFocus(open);

  const close = () => {
    setOpenId(null);
    // The modal was opened from a shared ?video= link: drop it, so a reload does not reopen what the visitor closed.
    const url = new URL(window.location.href);
    if (url.searchParams.has("video")) {
      url.searchParams.delete("video");
      url.hash = "";
      window.history.replaceState(window.history.state, "", url);
    }
  };

  return (
    <>
      {!hydrated && requested ? <StaticVideoPanel video={requested} images={images} /> : null}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video, index) => (
          <VideoCard key={video.id} video={video} images={images} hydrated={hydrated} priority={index === 0} onOpen={(opener) => {
              rememberOpener(opener);
              setOpenId(video.id);
            }} />
        ))}
      </div>
      <Dialog
        open={open}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={current?.title ?? ""}
        titleLang={current?.lang}
        description={current?.description ?? undefined}
        descriptionLang={current?.descriptionLang}
        closeLabel={t("gallery.closeVideo")}
        className="w-[min(94vw,64rem)]!"
      >
        {current ? <VideoPlayer playback={current.playback} title={current.title} titleLang={current.lang} poster={current.thumbnail} images={images} takeFocus /> : null}
      </Dialog>
    </>
  );
}
