/** What an <img> needs to be served at the size it is shown: see components/responsive-image.tsx. */
export interface ImageSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}
