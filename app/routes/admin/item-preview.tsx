import { data } from "react-router";
import type { Route } from "./+types/item-preview";
import { PreviewScreen, previewChoice } from "../../features/admin/components/preview-screen.tsx";
import { publicationStatus, type PublicationStatus } from "../../features/admin/schema.ts";
import { carIn, getAdminCar } from "../../features/cars/queries.server.ts";
import { getAdminEvent } from "../../features/events/queries.server.ts";
import { albumSlugIn, getAdminAlbum, getAdminVideo } from "../../features/gallery/queries.server.ts";
import { getAdminMerchandise } from "../../features/shop/queries.server.ts";
import { articleIn, getAdminArticle } from "../../features/news/queries.server.ts";
import { previewPath } from "../../features/pages/queries.server.ts";
import { readDraft } from "../../features/admin/queries.server.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { pathIn } from "../../lib/public-paths.ts";
import type { Database } from "../../platform/db.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { isLegalPageKey, LEGAL_PAGES } from "../../features/legal/schema.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import { isUuid } from "../../lib/ids.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.name ?? "" }) }];


interface PreviewTarget {
  name: string;
  /** The item's public address in the preview's language (English path: translated here). */
  path: string;
  editor: string;
  status: PublicationStatus;
  publishAt: string | null;
}

/** Each content type with a page of its own: where its page is, and how far it is from the public. */
const TARGETS: Record<string, (db: Database, id: string, locale: Locale, t: ReturnType<typeof translator>) => Promise<PreviewTarget | null>> = {
  car: async (db, id, locale) => {
    const row = await getAdminCar(db, id);
    return row && { name: row.name, path: `/collection/${carIn(row, locale).slug}`, editor: `/admin/cars/${id}`, status: row.published ? "published" : "draft", publishAt: null };
  },
  article: async (db, id, locale) => {
    const row = await getAdminArticle(db, id);
    return row && { name: row.title, path: `/news/${articleIn(row, locale).slug}`, editor: `/admin/news/${id}`, status: publicationStatus(row.published, row.published_at), publishAt: row.published_at?.toISOString() ?? null };
  },
  event: async (db, id) => {
    const row = await getAdminEvent(db, id);
    return row && { name: row.name, path: `/events/${id}`, editor: `/admin/events/${id}`, status: publicationStatus(row.published, row.publish_at), publishAt: row.publish_at?.toISOString() ?? null };
  },
  // Always public (the law wants them so): the preview shows a draft waiting, if any.
  legal_page: async (_db, key, _locale, t) =>
    isLegalPageKey(key) ? { name: t(LEGAL_PAGES[key].adminTitle), path: LEGAL_PAGES[key].path, editor: `/admin/legal/${key}`, status: "published", publishAt: null } : null,
  // An item and a video have no page of their own: the list that shows them, with their drafts.
  merchandise: async (db, id) => {
    const row = await getAdminMerchandise(db, id);
    return row && { name: row.name, path: `/pitshop?category=${encodeURIComponent(row.category)}`, editor: `/admin/merchandise/${id}`, status: row.active ? "published" : "draft", publishAt: null };
  },
  video: async (db, id) => {
    const row = await getAdminVideo(db, id);
    return row && { name: row.title, path: "/gallery?category=videos", editor: `/admin/gallery/videos/${id}`, status: row.published ? "published" : "draft", publishAt: null };
  },
  album: async (db, id, locale) => {
    const row = await getAdminAlbum(db, id);
    return row && { name: row.title, path: `/gallery/albums/${albumSlugIn(row, locale)}`, editor: `/admin/gallery/albums/${id}`, status: publicationStatus(row.published, row.publish_at), publishAt: row.publish_at?.toISOString() ?? null };
  },
};

/**
 * An item's page as visitors will see it, in either language, at phone or
 * desktop width — before it is published or while it waits for its time
 * (/admin/preview/car/<id>), or with its draft waiting: its public page asked
 * for with `?preview=draft`.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const target = TARGETS[params.type];
  if (!target || !(isUuid(params.id) || params.type === "legal_page")) throw data(null, { status: 404 });
  const { locale, width } = previewChoice(request);
  const { db } = context.get(servicesContext);
  const item = await target(db, params.id, locale, translator(context.get(localeContext)));
  if (!item) throw data(null, { status: 404 });
  // A live item's draft waiting is what the page shows: the preview says so.
  const draftWaiting = item.status === "published" && (await readDraft(db, params.type, params.id)) !== null;
  return { ...item, draftWaiting, previewLocale: locale, width, src: previewPath(pathIn(item.path, locale)) };
}

export default function ItemPreview({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const { name, editor, status, publishAt, src, previewLocale, width, draftWaiting } = loaderData;
  const words = draftWaiting
    ? t("itemPreview.draftWaiting")
    : status === "published"
      ? t("itemPreview.published") : status === "scheduled" && publishAt ? t("itemPreview.scheduled", { when: format.dateTime(publishAt) }) : t("itemPreview.draft");
  return <PreviewScreen name={name} backTo={editor} lead={t("itemPreview.lead")} status={words} src={src} locale={previewLocale} width={width} />;
}
