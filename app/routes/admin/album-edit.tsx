import { data } from "react-router";
import type { Route } from "./+types/album-edit";
import { CheckboxField, TextField } from "../../components/ui/field.tsx";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { TitlePanels } from "../../features/gallery/components/title-panels.tsx";
import { EditorFrame, editorKey, useEditorFields, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { DeleteButton, ListNotice } from "../../features/admin/components/list-kit.tsx";
import { PublicationStatusBadge } from "../../features/admin/components/publication-status-badge.tsx";
import { publicationStatus } from "../../features/admin/schema.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { dateToParisWallTime } from "../../lib/paris-wall-time.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId, editorDraft } from "../../features/admin/queries.server.ts";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { albumFormSchema, albumIntentSchema, uploadedPhotos, type AlbumIntent } from "../../features/gallery/schema.ts";
import { PhotoList } from "../../features/gallery/components/photo-list.tsx";
import { PhotoUploader } from "../../features/gallery/components/photo-uploader.tsx";
import { addPhotos, albumWrites, movePhoto, reorderPhotos, setAlbumCover, setPhotoCaption, trashPhoto } from "../../features/gallery/mutations.server.ts";
import { albumAlternates, getAdminAlbum, listAdminPhotos } from "../../features/gallery/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { UploadRefused } from "../../features/media/mutations.server.ts";
import { receiveAdminUpload } from "./media-uploads.server.ts";
import { acceptRequest, intentOf, parseForm, refuseRequest, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.album ? loaderData.album.title : adminMetaT(matches)("gallery.admin.createAlbum") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const id = editedItemId(params.albumId);
  if (!id) return { album: null, storedTitle: null, status: null, when: null, draft: null, publicPath: null, publicPathFr: null, photos: [], images: {} };
  const stored = await getAdminAlbum(db, id);
  if (!stored) throw data(null, { status: 404 });
  // A draft waiting is what the form shows (the album's words and dates; its photos change at once); its title, state and links stay the stored album's.
  const { row: album, draft } = await editorDraft(db, "album", id, stored);
  const photos = await listAdminPhotos(db, id);
  const images = await resolveImages(db, photos.map((photo) => photo.image_url));
  // Without a chosen cover the site shows the first photo: the editor says so too.
  const coverUrl = stored.cover_image_url ?? photos[0]?.image_url ?? null;
  const status = publicationStatus(stored.published, stored.publish_at);
  return {
    album: {
      id: album.id,
      title: album.title,
      slug: album.slug,
      description: album.description,
      year: album.year,
      event_date: album.event_date,
      published: album.published,
      publish_at: album.publish_at ? dateToParisWallTime(album.publish_at) : "",
      title_fr: album.title_fr,
      slug_fr: album.slug_fr ?? "",
      description_fr: album.description_fr,
      photo_count: stored.photo_count,
      // A new form for a new draft too (editorKey).
      updated_at: draft?.savedAt ?? album.updated_at.toISOString(),
    },
    storedTitle: stored.title,
    status,
    draft,
    when: stored.publish_at ? formatParisDateTime(stored.publish_at, FORMAT_LOCALE[context.get(localeContext)]) : null,
    publicPath: status === "published" ? albumAlternates(stored).en : null,
    publicPathFr: status === "published" ? albumAlternates(stored).fr : null,
    photos: photos.map((photo) => ({ id: photo.id, url: photo.image_url, caption: photo.caption, caption_fr: photo.caption_fr, cover: photo.image_url === coverUrl })),
    images,
  };
}

/**
 * Save, or Delete to the trash, through the content kit; everything done to
 * the album's photos is answered in place (a toast, or above the page
 * without JavaScript).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = editedItemId(params.albumId);
  // Without JavaScript a photo comes as a plain multipart post (one file), read within the upload limit.
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (id && multipart && new URL(request.url).searchParams.get("upload") === "1") return uploadWithoutScript(context, request, id);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (!["", "save", "delete", "draft", "discardDraft"].includes(intent)) {
    if (!id) throw data(null, { status: 400 });
    const parsed = parseForm(formData, albumIntentSchema);
    if (parsed.status !== "success") return refuseRequest("galleryAdmin.gone", 400);
    return albumPhotoAction(context, id, parsed.value);
  }
  return handleEditorAction(formData, context, { id, schema: albumFormSchema, writes: albumWrites(context.get(localeContext)) });
}

async function uploadWithoutScript(context: Route.ActionArgs["context"], request: Request, albumId: string) {
  const t = translator(context.get(localeContext));
  const { db } = context.get(servicesContext);
  if (!(await getAdminAlbum(db, albumId))) throw data(null, { status: 404 });
  let uploaded: Awaited<ReturnType<typeof receiveAdminUpload>>;
  try {
    uploaded = await receiveAdminUpload(request, context, t);
  } catch (error) {
    if (error instanceof UploadRefused) return refuseRequest(error.message, error.status);
    throw error;
  }
  const { image } = uploaded;
  const result = await addPhotosRecorded(context, albumId, [{ url: image.url, width: image.width, height: image.height }]);
  if (!result.committed) return refuseRequest("admin.write.failed", 500);
  if (!result.value) throw data(null, { status: 404 });
  // Back to the album's own address, so a reload does not post the file again.
  return redirectWithFlash(`/admin/gallery/albums/${albumId}`, { message: "galleryAdmin.photos.addedOne", values: { count: "1" } });
}

/** Adds photos to an album and records it, in one transaction; nothing when the album is gone. */
function addPhotosRecorded(context: Route.ActionArgs["context"], albumId: string, photos: Parameters<typeof addPhotos>[2]) {
  return writeContent(context, async (tx, record) => {
    const added = await addPhotos(tx, albumId, photos);
    if (added) {
      const after = { photos: added.photos.map((photo) => ({ id: photo.id, image_url: photo.image_url })), photo_count: added.album.photo_count, cover_image_url: added.album.cover_image_url };
      await record({ action: "photo.create", target: { type: "album", id: albumId }, before: null, after });
    }
    return added;
  });
}

/** The album's own delete and everything done to its photos; each write and its record commit together. */
async function albumPhotoAction(context: Route.ActionArgs["context"], albumId: string, intent: AlbumIntent) {
  const t = translator(context.get(localeContext));
  const { db } = context.get(servicesContext);
  const target = { type: "album", id: albumId };
  const failed = () => refuseRequest("admin.write.failed", 500);
  switch (intent.intent) {
    case "add-photos": {
      const photos = uploadedPhotos(intent);
      if (!photos) return refuseRequest("galleryAdmin.photos.notAdded", 400);
      const result = await addPhotosRecorded(context, albumId, photos);
      if (!result.committed) return failed();
      if (!result.value) return refuseRequest("galleryAdmin.gone", 404);
      return acceptRequest(t.count(result.value.photos.length, { one: "galleryAdmin.photos.addedOne", other: "galleryAdmin.photos.added" }));
    }
    case "caption": {
      const result = await writeContent(context, async (tx, record) => {
        const change = await setPhotoCaption(tx, albumId, intent.id, { caption: intent.caption, caption_fr: intent.caption_fr });
        if (change) {
          await record({
            action: "photo.update",
            target: { type: "photo", id: intent.id },
            before: { caption: change.before?.caption ?? null, caption_fr: change.before?.caption_fr ?? null },
            after: { caption: change.after.caption, caption_fr: change.after.caption_fr },
          });
        }
        return change;
      });
      if (!result.committed) return failed();
      if (!result.value) return refuseRequest("galleryAdmin.gone", 404);
      return acceptRequest("galleryAdmin.photos.captionSaved");
    }
    case "cover": {
      const result = await writeContent(context, async (tx, record) => {
        const change = await setAlbumCover(tx, albumId, intent.id);
        if (change) await record({ action: "album.cover", target, before: { cover_image_url: change.before?.cover_image_url ?? null }, after: { cover_image_url: change.after.cover_image_url } });
        return change;
      });
      if (!result.committed) return failed();
      if (!result.value) return refuseRequest("galleryAdmin.gone", 404);
      const photos = await listAdminPhotos(db, albumId);
      return acceptRequest(t("galleryAdmin.photos.coverSet", { n: photos.findIndex((photo) => photo.id === intent.id) + 1 }));
    }
    case "delete-photo": {
      const result = await writeContent(context, async (tx, record) => {
        const trashed = await trashPhoto(tx, albumId, intent.id);
        if (trashed) await record({ action: "photo.trash", target: { type: "photo", id: intent.id }, before: trashed.before, after: null });
        return trashed;
      });
      if (!result.committed) return failed();
      if (!result.value) return refuseRequest("galleryAdmin.gone", 404);
      return acceptRequest("galleryAdmin.photos.trashed");
    }
    case "move-photo": {
      const result = await writeContent(context, async (tx, record) => {
        const moved = await movePhoto(tx, albumId, intent.id, intent.direction);
        if (moved.ok) await record({ action: "photo.reorder", target, before: moved.before, after: moved.after });
        return moved;
      });
      if (!result.committed) return failed();
      if (!result.value.ok) return refuseRequest("galleryAdmin.cannotMove", 409);
      return acceptRequest("galleryAdmin.orderSaved");
    }
    case "reorder-photos": {
      const result = await writeContent(context, async (tx, record) => {
        const reordered = await reorderPhotos(tx, albumId, intent.id);
        if (reordered.ok) await record({ action: "photo.reorder", target, before: reordered.before, after: reordered.after });
        return reordered;
      });
      if (!result.committed) return failed();
      if (!result.value.ok) return refuseRequest("galleryAdmin.orderStale", 409);
      return acceptRequest("galleryAdmin.orderSaved");
    }
  }
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/**
 * A new form for each saved version of the album's fields (see editorKey).
 * Not its updated_at: adding a photo changes that, and would throw away the
 * uploads still under way.
 */
export default function AlbumEditorPage(props: Route.ComponentProps) {
  const { album } = props.loaderData;
  const version = album && { id: album.id, updated_at: JSON.stringify([album.title, album.slug, album.year, album.event_date, album.description, album.published, album.publish_at, album.title_fr, album.slug_fr, album.description_fr]) };
  return <AlbumEditor key={editorKey(version)} {...props} />;
}

function AlbumEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { album, storedTitle, status, when, draft, publicPath, publicPathFr, photos, images } = loaderData;
  // The album's own form answers with what was typed; a photo's answer is shown above the photos.
  const formReply = actionData && "initialValue" in actionData ? actionData : undefined;
  const photoReply = actionData && !("initialValue" in actionData) ? actionData : null;
  const [form, fields] = useSchemaForm(albumFormSchema, formReply, {
    id: "album-editor",
    defaultValue: album ?? { year: String(new Date().getFullYear()) },
  });
  const field = useEditorFields();

  return (
    <EditorFrame
      title={album ? t("galleryAdmin.editAlbum") : t("gallery.admin.createAlbum")}
      backTo="/admin/gallery"
      item={storedTitle === null ? null : { name: storedTitle }}
      history={album ? historyPath("album", album.id) : undefined}
      drafts={status === "published"}
      draft={draft}
      state={
        album ? (
          <>
            <PreviewLink type="album" id={album.id} />
            {status ? <PublicationStatusBadge status={status} when={when} /> : null}
            <span className="text-sm text-mist" data-testid="album-photo-count">
              {t.count(album.photo_count, { one: "galleryAdmin.photos.countOne", other: "galleryAdmin.photos.count" })}
            </span>
          </>
        ) : null
      }
      form={form}
      actions={
        album ? (
          <>
            {publicPath ? <ViewOnSiteLink to={publicPath} label={t("galleryAdmin.viewOnSite")} /> : null}
            {publicPathFr ? <ViewOnSiteLink to={publicPathFr} label={t("adminContent.viewOnSiteFr")} /> : null}
            <DeleteButton id={album.id} itemName={storedTitle} className="py-2" />
          </>
        ) : null
      }
      after={
        <div className="mt-6 space-y-6">
          <ListNotice reply={photoReply} />
          <Panel title={t("galleryAdmin.photos.title")}>
            {album ? (
              <div className="space-y-6">
                <PhotoUploader />
                <PhotoList photos={photos} images={images} />
              </div>
            ) : (
              <p className="text-mist">{t("galleryAdmin.photos.saveFirst")}</p>
            )}
          </Panel>
        </div>
      }
    >
      <TitlePanels kind="album" fields={fields} slugs={{ slug: fields.slug, slug_fr: fields.slug_fr }} />
      <Panel title={t("galleryAdmin.details")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("galleryAdmin.album.year")} inputMode="numeric" required {...field.text(fields.year)} />
          <div className="space-y-1">
            <TextField label={t("galleryAdmin.album.eventDate")} {...field.text(fields.event_date, { type: "date", hint: "event-date-hint" })} />
            <p id="event-date-hint" className="text-sm text-mist">
              {t("galleryAdmin.album.eventDateHint")}
            </p>
          </div>
          <CheckboxField label={t("galleryAdmin.album.published")} description={t("galleryAdmin.album.publishedHint")} {...field.checkbox(fields.published)} />
          <div className="space-y-1">
            <TextField label={t("adminContent.publishAt")} {...field.text(fields.publish_at, { type: "datetime-local", hint: "publish-at-hint" })} />
            <p id="publish-at-hint" className="text-sm text-mist">
              {t("galleryAdmin.album.publishAtHint")}
            </p>
          </div>
        </div>
      </Panel>
    </EditorFrame>
  );
}
