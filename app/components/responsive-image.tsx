import type { ImageSources } from "../lib/image-sources.ts";

/**
 * An image served at the size it is shown: srcset of the stored variants,
 * `sizes` from the layout, width and height against layout shift, lazy unless
 * it is above the fold (`priority`). Uploaded images also have AVIF variants,
 * offered first through <picture> (the browser picks the first type it
 * decodes), and a tiny placeholder painted as the <img>'s own background until
 * the pixels arrive. The <picture> is `display: contents`, so the <img> keeps
 * sizing against the caller's layout as if it stood alone.
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
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  if (!url) return null;
  const image = sources?.[url];
  const img = (
    <img
      src={image?.src ?? url}
      srcSet={image?.srcSet || undefined}
      sizes={image ? sizes : undefined}
      width={image?.width || undefined}
      height={image?.height || undefined}
      alt={alt}
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
