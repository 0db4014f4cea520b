import type { Route } from "./+types/gallery";
import { isPreviewRequest, requestPageDocuments } from "../../features/pages/queries.server.ts";
import { listIntroView } from "../../features/pages/rules.ts";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { AlbumsByYear } from "../../features/gallery/components/album-card.tsx";
import { VideoGallery } from "../../features/gallery/components/video-gallery.tsx";
import { groupAlbumsByYear } from "../../features/gallery/rules.ts";
import { listAlbumCards, listVideoCards } from "../../features/gallery/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { useT, metaT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaT(matches);
  // The videos tab is a page of its own: its own title, description and canonical address.
  const title = loaderData?.category === "videos" ? `${t("gallery.tab.videos")} – ${t("gallery.title")}` : t("gallery.title");
  return seoMeta(pageTitle(title, matches), loaderData?.seo);
};

/** ?category=videos selects the Videos tab; anything else is Photos (the default). */
function parseCategory(value: string | null): "photos" | "videos" {
  return value === "videos" ? "videos" : "photos";
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The introduction the team wrote (Admin › Pages › Lists: introductions), in the page's language.
  const intro = listIntroView((await requestPageDocuments(context, request)).listings, "gallery", context.get(localeContext));
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const category = parseCategory(url.searchParams.get("category"));
  const t = translator(locale);
  const seo = await pageSeo(context, {
    url,
    ...(category === "videos"
      ? { query: { category }, page: "galleryVideos", breadcrumb: [{ name: t("gallery.title"), path: "/gallery" }, { name: t("gallery.tab.videos") }] }
      : { page: "gallery", breadcrumb: [{ name: t("gallery.title") }] }),
  });
  if (category === "videos") {
    const preview = await isPreviewRequest(context, request);
    const videos = await loadSection(context, request, "gallery-videos", (services) => listVideoCards(services.db, locale, { preview }));
    const images = videos.ok ? await resolveImages(db, videos.data.map((video) => video.thumbnail)) : {};
    return { intro, category, videos, albums: null, images, seo };
  }
  const albums = await loadSection(context, request, "gallery-albums", (services) => listAlbumCards(services.db, locale));
  const images = albums.ok ? await resolveImages(db, albums.data.map((album) => album.cover)) : {};
  return { intro, category, albums, videos: null, images, seo };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, albums, videos, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={loaderData.intro.eyebrow.text} title={t("gallery.title")} lead={loaderData.intro.lead.text} />
      <div className="mx-auto max-w-7xl space-y-10 px-6 py-14 sm:py-20">
        <LinkTabs
          label={t("gallery.tabs")}
          current={category}
          tabs={[
            { value: "photos", label: t("gallery.tab.photos") },
            { value: "videos", label: t("gallery.tab.videos") },
          ]}
        />
        {albums ? (
          <DataView result={albums} errorMessage={t("error.gallery")} emptyMessage={t("empty.content")}>
            {(items) => <AlbumsByYear groups={groupAlbumsByYear(items)} images={images} />}
          </DataView>
        ) : null}
        {videos ? (
          <DataView result={videos} errorMessage={t("error.gallery")} emptyMessage={t("empty.content")}>
            {(items) => <VideoGallery videos={items} images={images} />}
          </DataView>
        ) : null}
      </div>
    </main>
  );
}
