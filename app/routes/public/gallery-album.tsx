import { data, redirect } from "react-router";
import type { Route } from "./+types/gallery-album";
import { isPreviewRequest } from "../../features/pages/queries.server.ts";
import { DataView } from "../../components/data-states.tsx";
import { PhotoAlbum } from "../../features/gallery/components/photo-album.tsx";
import { getAlbumView, listPhotoViews } from "../../features/gallery/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { BackLink } from "../../features/news/components/back-link.tsx";
import { useT, metaT, useFormat, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { galleryLd, shareImage } from "../../features/seo/schema.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

// "Album – Gallery": an album is often named after the meeting whose event page has that name too.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(pageTitle(loaderData ? `${loaderData.album.title} – ${metaT(matches)("gallery.title")}` : metaT(matches)("notFound.title"), matches), loaderData?.seo);

/**
 * A published album and its photos, in the page's language (English marked
 * where the album has no French); drafts and unknown albums are a 404. Any
 * other address of the album (the other language's slug, its id, a slug it
 * had before a rename) answers a permanent redirect to this language's.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  // An admin's preview (`?preview=draft`) shows a draft or a scheduled album as it will be.
  const album = await getAlbumView(db, params.albumSlug, locale, { preview: await isPreviewRequest(context, request) });
  if (!album) throw data(null, { status: 404 });
  if ("redirect" in album) throw redirect(album.redirect, 301);
  const photos = await loadSection(context, request, "gallery-photos", (services) => listPhotoViews(services.db, album.id, locale));
  const images = photos.ok ? await resolveImages(db, photos.data.map((photo) => photo.image)) : {};
  // The switcher and hreflang read `alternates`: an album without French is not announced in French.
  const origin = context.get(servicesContext).env.PUBLIC_URL;
  const photoImages = photos.ok ? photos.data.flatMap((photo) => shareImage(origin, photo.image, images, album.title) ?? []) : [];
  const t = translator(locale);
  const seo = await pageSeo(context, {
    url,
    // The album's own words, else what its page is: the album's photos, with its year.
    description: album.description ?? `${album.title} (${album.year}) – ${t("gallery.title")}`,
    image: photoImages[0],
    alternates: album.alternates,
    breadcrumb: [{ name: t("gallery.title"), path: "/gallery" }, { name: album.title }],
    structuredData: () => [galleryLd({ name: album.title, url: origin + url.pathname, description: album.description, images: photoImages.slice(0, 10).map((image) => image.url) })],
  });
  return { album, alternates: album.alternates, photos, images, seo };
}

export default function GalleryAlbumPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const { album, photos, images } = loaderData;
  return (
    <main id="main">
      <header className="relative overflow-hidden border-b border-white/10 bg-night-2">
        <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
        <div className="relative mx-auto max-w-7xl px-6 pt-12 pb-16 sm:pt-16 sm:pb-20">
          <BackLink to={localPath("/gallery?category=photos")}>{t("gallery.backToAlbums")}</BackLink>
          <p className="mt-10 text-sm font-semibold tracking-[0.3em] text-gold uppercase">
            {album.date ? <time dateTime={album.date}>{format.date(album.date)}</time> : album.year}
          </p>
          <h1 lang={album.lang} className="mt-4 max-w-4xl text-5xl leading-none sm:text-7xl">
            {album.title}
          </h1>
          {album.description ? (
            <p lang={album.descriptionLang} className="mt-6 max-w-2xl text-lg text-mist">
              {album.description}
            </p>
          ) : null}
          {photos.ok && photos.data.length > 0 ? (
            <p className="mt-6 text-sm font-semibold tracking-wide text-cream/80 uppercase">
              {t.count(photos.data.length, { one: "gallery.photoCountOne", other: "gallery.photoCount" })}
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="album-photos-title" className="mx-auto max-w-7xl px-6 py-12 sm:py-16">
        <h2 id="album-photos-title" className="sr-only">
          {t("gallery.photos")}
        </h2>
        <DataView result={photos} errorMessage={t("error.gallery")} emptyMessage={t("empty.content")}>
          {(items) => <PhotoAlbum albumTitle={album.title} albumLang={album.lang} photos={items} images={images} />}
        </DataView>
      </section>
    </main>
  );
}
