import { preload } from "react-dom";
import type { ImageSources } from "../lib/image-sources.ts";
import { useLocale, type Locale } from "../lib/i18n/index.ts";

/**
 * The image's own words (issue 15: its media row's alt text, in the page's
 * language), with what to say when it has none (an image of another site, or
 * one stored before alt texts): `alt={ownAlt(car.name)}`. A plain string is
 * said as it is; "" marks a decorative image (a poster behind a title).
 */
export interface OwnAlt {
  fallback: string;
}

export function ownAlt(fallback: string): OwnAlt {
  return { fallback };
}

/** The alt text of an image on a page of one language: its French words on a French page, else its English ones, marked as English there. */
export function imageAltIn(image: Pick<ImageSources, "alt" | "altFr"> | undefined, alt: string | OwnAlt, locale: Locale): { alt: string; lang?: Locale } {
  if (typeof alt === "string") return { alt };
  if (locale === "fr" && image?.altFr) return { alt: image.altFr };
  if (image?.alt) return locale === "en" ? { alt: image.alt } : { alt: image.alt, lang: "en" };
  return { alt: alt.fallback };
}

/**
 * An image served at the size it is shown: srcset of the stored variants,
 * `sizes` from the layout, width and height against layout shift, lazy unless
 * it is above the fold. Uploaded images also have AVIF variants, offered
 * first through <picture> (the browser picks the first type it decodes), and
 * a tiny placeholder painted as the <img>'s own background until the pixels
 * arrive. The <picture> is `display: contents`, so the <img> keeps sizing
 * against the caller's layout as if it stood alone.
 *
 * `priority` marks the page's largest paint on a phone (its LCP: the hero, a
 * page's own picture, the first card of a list): fetched at high priority and
 * preloaded from the <head> with the same srcset and sizes, so the browser
 * asks for it before the scripts. React writes that preload itself for a
 * plain <img>, but not for one inside a <picture>: for those, the AVIF
 * variants are preloaded here (`type` lets a browser without AVIF skip it).
 * Only one image per page should have it: several compete for a phone's
 * bandwidth (and React preloads, before the stylesheet, up to ten images that
 * are not lazy). The rest of a first row of cards on a wide screen stays lazy:
 * in the viewport, it loads as soon as the page is laid out.
 */
export function ResponsiveImage({
  url,
  sources,
  alt,
  sizes,
  className,
  priority = false,
}: {
  url: string | null | undefined;
  sources?: Record<string, ImageSources>;
  alt: string | OwnAlt;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const locale = useLocale();
  if (!url) return null;
  const image = sources?.[url];
  const words = imageAltIn(image, alt, locale);
  if (priority && image?.avifSrcSet) preload(image.src, { as: "image", type: "image/avif", imageSrcSet: image.avifSrcSet, imageSizes: sizes, fetchPriority: "high" });
  const img = (
    <img
      src={image?.src ?? url}
      srcSet={image?.srcSet || undefined}
      sizes={image ? sizes : undefined}
      width={image?.width || undefined}
      height={image?.height || undefined}
      alt={words.alt}
      lang={words.lang}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={className}
      // The CSP allows data: images and inline style attributes (platform/security-headers.server.ts).
      style={image?.placeholder ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" } : undefined}
    />
  );
  if (!image?.avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
