import type { ImageSources } from "../features/media/schema.ts";

/**
 * An image served at the size it is shown: srcset of the stored variants,
 * `sizes` from the layout, width and height against layout shift, lazy unless
 * it is above the fold (`priority`).
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
  return (
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
    />
  );
}
