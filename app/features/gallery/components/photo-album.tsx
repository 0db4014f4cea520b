import { ChevronLeft, ChevronRight, Expand, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ownAlt, ResponsiveImage, type OwnAlt } from "../../../components/responsive-image.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { photoIndexFromParam, wrapIndex } from "../rules.ts";
import type { PhotoView } from "../schema.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { isPlainClick, useReturnFocus } from "./use-return-focus.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

interface AlbumProps {
  albumTitle: string;
  /** Set when the album's title is not in the page's language. */
  albumLang?: string;
  photos: readonly PhotoView[];
  images: Record<string, ImageSources>;
}

const LIGHTBOX_SIZES = "(min-width: 1280px) 1100px, 94vw";
const photoHref = (index: number) => `?photo=${index + 1}#viewer`;

/** A photo's caption is its alt text; without one, the image's own words (issue 15), else "Photo n of the album". */
function usePhotoAlt(albumTitle: string) {
  const t = useT();
  return (photo: PhotoView, index: number): string | OwnAlt => photo.caption ?? ownAlt(t("gallery.photoAlt", { n: index + 1, album: albumTitle }));
}

/** The photo shown large, its caption and "n / total"; shared by the dialog and the no-JavaScript panel. */
function LightboxFigure({ photo, index, total, alt, images }: { photo: PhotoView; index: number; total: number; alt: string | OwnAlt; images: Record<string, ImageSources> }) {
  const t = useT();
  return (
    <figure className="flex flex-col items-center gap-4">
      <div lang={photo.lang} className="flex w-full items-center justify-center overflow-hidden rounded-lg bg-black">
        <ResponsiveImage key={photo.id} url={photo.image} sources={images} alt={alt} sizes={LIGHTBOX_SIZES} priority className="h-auto max-h-[68vh] w-auto max-w-full object-contain" />
      </div>
      <figcaption className="flex w-full flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <span lang={photo.lang} className="text-cream">
          {photo.caption}
        </span>
        <span data-testid="lightbox-position" aria-live="polite" className="font-display text-lg tracking-wider text-gold tabular-nums">
          {t("gallery.position", { n: index + 1, total })}
        </span>
      </figcaption>
    </figure>
  );
}

const navButton =
  "inline-flex h-12 w-12 items-center justify-center rounded-full border border-white/20 bg-night/80 text-cream transition-colors hover:border-signal hover:bg-signal focus-visible:bg-signal";

/** Without JavaScript, ?photo=<n> renders the photo large in the page, with previous, next and close links. */
function StaticLightbox({ photos, index, alt, images }: { photos: readonly PhotoView[]; index: number; alt: (photo: PhotoView, index: number) => string | OwnAlt; images: Record<string, ImageSources> }) {
  const t = useT();
  const { pathname } = useLocation();
  const total = photos.length;
  const photo = photos[index]!;
  return (
    <section id="viewer" aria-label={t("gallery.viewer")} data-testid="lightbox-panel" className="mb-12 scroll-mt-24 rounded-xl border border-white/10 bg-night-2 p-4 sm:p-6">
      <div className="mb-4 flex justify-end">
        <a href={`${pathname}#photo-${index + 1}`} className="inline-flex items-center gap-2 rounded border border-white/20 px-3 py-2 text-sm font-semibold uppercase hover:bg-white/10">
          <X aria-hidden="true" size={16} />
          {t("gallery.closeViewer")}
        </a>
      </div>
      <LightboxFigure photo={photo} index={index} total={total} alt={alt(photo, index)} images={images} />
      <div className="mt-4 flex justify-center gap-4">
        <a href={photoHref(wrapIndex(index - 1, total))} className={navButton} aria-label={t("gallery.previous")}>
          <ChevronLeft aria-hidden="true" size={24} />
        </a>
        <a href={photoHref(wrapIndex(index + 1, total))} className={navButton} aria-label={t("gallery.next")}>
          <ChevronRight aria-hidden="true" size={24} />
        </a>
      </div>
    </section>
  );
}

/**
 * An album's photos and the lightbox (§2): a photo opens large in a dialog
 * with previous and next buttons (wrapping around at the ends); Escape
 * closes it, ArrowLeft and ArrowRight move through the album; focus stays in
 * the dialog and goes back to the photo that opened it.
 */
export function PhotoAlbum({ albumTitle, albumLang, photos, images }: AlbumProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const requested = photoIndexFromParam(searchParams.get("photo"), photos.length);
  const [index, setIndex] = useState<number | null>(requested);
  const alt = usePhotoAlt(albumTitle);
  const total = photos.length;
  const open = hydrated && index !== null;
  const rememberOpener = useReturnFocus(open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") setIndex((current) => (current === null ? current : wrapIndex(current - 1, total)));
      else if (event.key === "ArrowRight") setIndex((current) => (current === null ? current : wrapIndex(current + 1, total)));
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, total]);

  const close = () => {
    setIndex(null);
    const url = new URL(window.location.href);
    if (url.searchParams.has("photo")) {
      url.searchParams.delete("photo");
      url.hash = "";
      window.history.replaceState(window.history.state, "", url);
    }
  };

  const current = index === null ? null : (photos[index] ?? null);
  return (
    <>
      {!hydrated && requested !== null ? <StaticLightbox photos={photos} index={requested} alt={alt} images={images} /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {photos.map((photo, photoIndex) => (
          <li key={photo.id} id={`photo-${photoIndex + 1}`} className="scroll-mt-24">
            <a
              href={photoHref(photoIndex)}
              // The caption (the photo's alt text and its hover line) may be English on a French page.
              lang={photo.lang}
              aria-haspopup={hydrated ? "dialog" : undefined}
              data-testid="photo-link"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                rememberOpener(event.currentTarget);
                setIndex(photoIndex);
              }}
              className="group relative block aspect-[4/3] overflow-hidden rounded-lg bg-night-3 ring-offset-2 ring-offset-night"
            >
              <ResponsiveImage
                url={photo.image}
                sources={images}
                alt={alt(photo, photoIndex)}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 48vw"
                priority={photoIndex === 0}
                className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-end justify-between gap-3 bg-gradient-to-t from-night/90 via-night/10 to-transparent p-4 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <span className="line-clamp-2 text-sm text-cream">{photo.caption}</span>
                <Expand size={18} className="shrink-0 text-gold" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Dialog
        open={open && current !== null}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={albumTitle}
        titleLang={albumLang}
        closeLabel={t("gallery.closeViewer")}
        className="w-[min(96vw,72rem)]! bg-night! p-4! sm:p-6!"
      >
        {current && index !== null ? (
          <div data-testid="lightbox" className="relative">
            <LightboxFigure photo={current} index={index} total={total} alt={alt(current, index)} images={images} />
            <div className="mt-4 flex justify-center gap-4">
              <button type="button" className={navButton} aria-label={t("gallery.previous")} onClick={() => setIndex(wrapIndex(index - 1, total))}>
                <ChevronLeft aria-hidden="true" size={24} />
              </button>
              <button type="button" className={navButton} aria-label={t("gallery.next")} onClick={() => setIndex(wrapIndex(index + 1, total))}>
                <ChevronRight aria-hidden="true" size={24} />
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
