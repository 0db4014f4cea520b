/** What an image needs to be served at the size it is shown: see components/responsive-image.tsx; made by features/media. */
export interface ImageSources {
  /** The largest WebP variant: the fallback `src`. */
  src: string;
  /** WebP variants, "url 480w, url 960w, …". */
  srcSet: string;
  width: number;
  height: number;
  /** AVIF variants in the same form; absent for images stored without AVIF (the demo content). */
  avifSrcSet?: string;
  /** A tiny blurred preview as a data: URL, painted while the image loads. */
  placeholder?: string;
  /** What the image shows (its media row's alt text), in English and in French; absent when it has none. */
  alt?: string;
  altFr?: string;
}
