import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/gallery";
import { ErrorState } from "../../components/data-states.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ListNotice, ListToolbar, Pagination, usePublicationFilter } from "../../features/admin/components/list-kit.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { handleRowIntent } from "../../features/admin/mutations.server.ts";
import { pageInfo, parseListParams, publicationStatus, type ListParams } from "../../features/admin/schema.ts";
import { itemsWithDrafts } from "../../features/admin/queries.server.ts";
import { albumSorts, listIntentSchema, parseGalleryTab, videoSorts } from "../../features/gallery/schema.ts";
import { AlbumTable, VideoTable, type AlbumListRow, type VideoListRow } from "../../features/gallery/components/admin-tables.tsx";
import { albumWrites, moveAlbum, moveVideo, reorderAlbums, reorderVideos, videoWrites } from "../../features/gallery/mutations.server.ts";
import { listAdminAlbums, listAdminVideos, listAlbumOrder, listAlbumYears, listVideoOrder } from "../../features/gallery/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { acceptRequest, intentOf, parseForm, refuseRequest } from "../../lib/form.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { postingPageOf } from "../../platform/flash.server.ts";
import { loadSection } from "../../platform/load-section.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.gallery") }];

/** Search, a filter or another sort than the public order: rows cannot be reordered (their neighbours are not the public ones). */
function isOrderMode(params: ListParams): boolean {
  return params.sort === "order" && params.dir === "asc" && params.q === "" && params.status === "all" && params.year === null;
}

const isFiltered = (params: ListParams) => params.q !== "" || params.status !== "all" || params.year !== null;

/** Admin lists show every album and video, published or not (§2); never what is in the trash. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const tab = parseGalleryTab(search.get("tab"));

  if (tab === "videos") {
    const params = parseListParams(search, videoSorts, { sort: "order", dir: "asc" });
    const orderMode = isOrderMode(params);
    let page = pageInfo(0, 1);
    const videos = await loadSection(context, request, "gallery-admin", async (services) => {
      const list = await listAdminVideos(services.db, params);
      page = list.page;
      return list.rows;
    });
    const [order, drafts] = await Promise.all([orderMode && videos.ok ? listVideoOrder(db) : ([] as string[]), itemsWithDrafts(db, "video")]);
    const rows: VideoListRow[] = videos.ok
      ? videos.data.map((row) => {
          const index = order.indexOf(row.id);
          return {
            id: row.id,
            title: row.title,
            hasFrench: row.hasFrench,
            thumbnail: row.thumbnail_url,
            duration: row.duration,
            published: row.published,
            draftWaiting: drafts.has(row.id),
            created: row.created_at.toISOString(),
            canUp: index > 0,
            canDown: index !== -1 && index < order.length - 1,
          };
        })
      : [];
    const images = await resolveImages(db, rows.map((row) => row.thumbnail));
    return { tab, failed: !videos.ok, filtered: isFiltered(params), orderMode, page, albums: [] as AlbumListRow[], videos: rows, years: [] as number[], images };
  }

  const params = parseListParams(search, albumSorts, { sort: "order", dir: "asc" });
  const orderMode = isOrderMode(params);
  let page = pageInfo(0, 1);
  const now = new Date();
  const formatLocale = FORMAT_LOCALE[context.get(localeContext)];
  const albums = await loadSection(context, request, "gallery-admin", async (services) => {
    const list = await listAdminAlbums(services.db, params, now);
    page = list.page;
    return list.rows;
  });
  const [order, years, drafts] = await Promise.all([orderMode && albums.ok ? listAlbumOrder(db) : [], albums.ok ? listAlbumYears(db) : [], itemsWithDrafts(db, "album")]);
  const rows: AlbumListRow[] = albums.ok
    ? albums.data.map((row) => {
        const index = order.findIndex((entry) => entry.id === row.id);
        // Albums show by year first: a move stays among the albums of the same year.
        const sameYear = (other: number) => order[other]?.year === row.year;
        return {
          id: row.id,
          title: row.title,
          hasFrench: row.hasFrench,
          year: row.year,
          date: row.event_date,
          cover: row.cover,
          photoCount: row.photo_count,
          published: row.published,
          status: publicationStatus(row.published, row.publishAt, now),
          when: row.publishAt ? formatParisDateTime(row.publishAt, formatLocale) : null,
          draftWaiting: drafts.has(row.id),
          updated: row.updated_at.toISOString(),
          canUp: index > 0 && sameYear(index - 1),
          canDown: index !== -1 && sameYear(index + 1),
        };
      })
    : [];
  const images = await resolveImages(db, rows.map((row) => row.cover));
  return { tab, failed: !albums.ok, filtered: isFiltered(params), orderMode, page, albums: rows, videos: [] as VideoListRow[], years, images };
}

/**
 * The row buttons of both tabs: delete (to the trash), publish and unpublish
 * through the content kit (back to the same list with a toast); Move up /
 * Move down and a dragged order are saved in place and say so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const videos = parseGalleryTab(new URL(request.url).searchParams.get("tab")) === "videos";
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent !== "move" && intent !== "reorder") return handleRowIntent(formData, postingPageOf(request), context, videos ? videoWrites : albumWrites(context.get(localeContext)));
  const parsed = parseForm(formData, listIntentSchema);
  if (parsed.status !== "success") return refuseRequest("galleryAdmin.gone", 400);
  const order = parsed.value;
  if (order.intent !== "move" && order.intent !== "reorder") return refuseRequest("galleryAdmin.gone", 400);
  const type = videos ? "video" : "album";
  const result = await writeContent(context, async (tx, record) => {
    if (order.intent === "move") {
      const moved = videos ? await moveVideo(tx, order.id, order.direction) : await moveAlbum(tx, order.id, order.direction);
      if (moved.ok) await record({ action: `${type}.reorder`, target: { type, id: order.id }, before: moved.before, after: moved.after });
      return moved.ok ? null : refuseRequest("galleryAdmin.cannotMove", 409);
    }
    const reordered = videos ? await reorderVideos(tx, order.id) : await reorderAlbums(tx, order.id);
    if (reordered.ok) await record({ action: `${type}.reorder`, target: { type, id: null }, before: reordered.before, after: reordered.after });
    return reordered.ok ? null : refuseRequest("galleryAdmin.orderStale", 409);
  });
  if (!result.committed) return refuseRequest("admin.write.failed", 500);
  return result.value ?? acceptRequest("galleryAdmin.orderSaved");
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { tab, failed, filtered, orderMode, page, albums, videos, years, images } = loaderData;
  const albumsTab = tab === "albums";
  // Albums have a date and can be scheduled; videos cannot.
  const publicationFilter = usePublicationFilter({ scheduled: albumsTab });
  const rows = albumsTab ? albums : videos;
  const newButton = (
    <Link to={albumsTab ? "/admin/gallery/albums/new" : "/admin/gallery/videos/new"} className={buttonClass("primary")}>
      <Plus size={16} aria-hidden="true" />
      {albumsTab ? t("gallery.admin.createAlbum") : t("gallery.admin.addVideo")}
    </Link>
  );
  return (
    <AdminPage title={t("gallery.admin.title")} actions={newButton}>
      <LinkTabs
        label={t("galleryAdmin.tabs")}
        param="tab"
        current={tab}
        tabs={[
          { value: "albums", label: t("gallery.admin.albums") },
          { value: "videos", label: t("gallery.admin.videos") },
        ]}
        className="mb-6"
      />
      <ListNotice reply={actionData} />
      <Panel>
        {failed ? (
          <ErrorState message={t("error.gallery")} />
        ) : rows.length === 0 && !filtered ? (
          <div className="py-12 text-center" data-state="empty">
            <p className="text-lg text-cream">{albumsTab ? t("gallery.admin.noAlbums") : t("gallery.admin.noVideos")}</p>
            <p className="mt-2 mb-6 text-mist">{albumsTab ? t("galleryAdmin.noAlbumsHint") : t("galleryAdmin.noVideosHint")}</p>
            {newButton}
          </div>
        ) : (
          <>
            <ListToolbar
              key={tab}
              searchLabel={albumsTab ? t("galleryAdmin.searchAlbums") : t("galleryAdmin.searchVideos")}
              filters={[
                publicationFilter,
                ...(albumsTab ? [{ name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) }] : []),
              ]}
            />
            {rows.length === 0 ? (
              <p className="py-12 text-center text-lg text-cream">{t("admin.list.noMatch")}</p>
            ) : albumsTab ? (
              <AlbumTable rows={albums} images={images} orderMode={orderMode} />
            ) : (
              <VideoTable rows={videos} images={images} orderMode={orderMode} />
            )}
            <Pagination info={page} />
          </>
        )}
      </Panel>
    </AdminPage>
  );
}
