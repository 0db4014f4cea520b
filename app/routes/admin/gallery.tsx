import type { Route } from "./+types/gallery";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { listAlbums, listVideos } from "../../features/gallery/queries.server.ts";
import { formatShortDate } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/index.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = () => [{ title: "Gallery | Admin" }];

/** Admin lists show every album and video, published or not (§2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const tab = new URL(request.url).searchParams.get("tab") === "videos" ? "videos" : "albums";
  if (tab === "videos") {
    const videos = await listVideos(db);
    return { tab, albums: [], videos: videos.map((video) => ({ id: video.id, title: video.title, duration: video.duration, published: video.published, createdAt: video.created_at.toISOString() })) } as const;
  }
  const albums = await listAlbums(db);
  return { tab, videos: [], albums: albums.map((album) => ({ id: album.id, title: album.title, year: album.year, photoCount: album.photo_count, published: album.published })) } as const;
}

export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const pending = "Editing arrives with content management";
  const status = (published: boolean) => <Badge tone={published ? "green" : "neutral"}>{published ? t("gallery.admin.published") : t("gallery.admin.draft")}</Badge>;
  const rowActions = (
    <div className="flex gap-2">
      <Button variant="ghost" className="px-3 py-1.5" disabled title={pending}>
        {t("gallery.admin.edit")}
      </Button>
      <Button variant="ghost" className="px-3 py-1.5" disabled title={pending}>
        {t("gallery.admin.delete")}
      </Button>
    </div>
  );
  return (
    <AdminPage title={t("gallery.admin.title")}>
      <LinkTabs
        label={t("gallery.admin.title")}
        param="tab"
        current={loaderData.tab}
        tabs={[
          { value: "albums", label: t("gallery.admin.albums") },
          { value: "videos", label: t("gallery.admin.videos") },
        ]}
        className="mb-6"
      />
      <Panel>
        <div className="mb-4 flex justify-end">
          <Button disabled title={pending}>
            {loaderData.tab === "albums" ? t("gallery.admin.createAlbum") : t("gallery.admin.addVideo")}
          </Button>
        </div>
        {loaderData.tab === "albums" ? (
          loaderData.albums.length === 0 ? (
            <p className="py-12 text-center text-lg text-mist">{t("gallery.admin.noAlbums")}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="text-xs tracking-wide text-mist uppercase">
                <tr>
                  <th className="py-2">Title</th>
                  <th className="py-2">Year</th>
                  <th className="py-2">Photos</th>
                  <th className="py-2">Status</th>
                  <th className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/10">
                {loaderData.albums.map((album) => (
                  <tr key={album.id}>
                    <td className="py-3">{album.title}</td>
                    <td className="py-3">{album.year}</td>
                    <td className="py-3">{album.photoCount}</td>
                    <td className="py-3">{status(album.published)}</td>
                    <td className="py-3">{rowActions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : loaderData.videos.length === 0 ? (
          <p className="py-12 text-center text-lg text-mist">{t("gallery.admin.noVideos")}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-mist uppercase">
              <tr>
                <th className="py-2">Title</th>
                <th className="py-2">Duration</th>
                <th className="py-2">Added</th>
                <th className="py-2">Status</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {loaderData.videos.map((video) => (
                <tr key={video.id}>
                  <td className="py-3">{video.title}</td>
                  <td className="py-3">{video.duration ?? "—"}</td>
                  <td className="py-3">{formatShortDate(video.createdAt)}</td>
                  <td className="py-3">{status(video.published)}</td>
                  <td className="py-3">{rowActions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </AdminPage>
  );
}
