import type { Route } from "./+types/gallery";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { AlbumsByYear } from "../../features/gallery/components/album-card.tsx";
import { VideoGallery } from "../../features/gallery/components/video-gallery.tsx";
import { groupAlbumsByYear } from "../../features/gallery/schema.ts";
import { listAlbumCards, listVideoCards } from "../../features/gallery/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { useT, metaT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(metaT(matches)("gallery.title"), matches) }];

/** ?category=videos selects the Videos tab; anything else is Photos (the default). */
function parseCategory(value: string | null): "photos" | "videos" {
  return value === "videos" ? "videos" : "photos";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const category = parseCategory(new URL(request.url).searchParams.get("category"));
  if (category === "videos") {
    const videos = await loadSection(context, request, "gallery-videos", (services) => listVideoCards(services.db, locale));
    const images = videos.ok ? await resolveImages(db, videos.data.map((video) => video.thumbnail)) : {};
    return { category, videos, albums: null, images };
  }
  const albums = await loadSection(context, request, "gallery-albums", (services) => listAlbumCards(services.db, locale));
  const images = albums.ok ? await resolveImages(db, albums.data.map((album) => album.cover)) : {};
  return { category, albums, videos: null, images };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, albums, videos, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={t("gallery.eyebrow")} title={t("gallery.title")} lead={t("gallery.lead")} />
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
