import { ExternalLink } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/album-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { DeleteButton, PublishBadge } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { formValue, type InvalidForm, formObject, parseAdminForm } from "../../features/admin/schema.ts";
import { albumFormSchema, albumIntentSchema, galleryIdSchema, uploadedPhotos, type AlbumIntent } from "../../features/gallery/schema.ts";
import { PhotoList } from "../../features/gallery/components/photo-list.tsx";
import { PhotoUploader } from "../../features/gallery/components/photo-uploader.tsx";
import type { GalleryActionResult } from "../../features/gallery/components/row-actions.tsx";
import {
  addPhotos,
  createAlbum,
  movePhoto,
  reorderPhotos,
  setAlbumCover,
  setPhotoCaption,
  trashAlbum,
  trashPhoto,
  updateAlbum,
} from "../../features/gallery/mutations.server.ts";
import { getAdminAlbum, listAdminPhotos } from "../../features/gallery/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { handleImageUpload, UploadRefused } from "../../features/media/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { adminTranslator, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.album ? loaderData.album.title : adminTranslator()("gallery.admin.createAlbum") }) }];

/** The album's id from the URL (null on /admin/gallery/albums/new); a malformed one is a 404 like a missing album. */
function albumIdOf(params: { albumId?: string }): string | null {
  if (params.albumId === undefined) return null;
  const parsed = galleryIdSchema.safeParse(params.albumId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const id = albumIdOf(params);
  if (!id) return { album: null, photos: [], images: {} };
  const album = await getAdminAlbum(db, id);
  if (!album) throw data(null, { status: 404 });
  const photos = await listAdminPhotos(db, id);
  const images = await resolveImages(db, photos.map((photo) => photo.image_url));
  // Without a chosen cover the site shows the first photo: the editor says so too.
  const coverUrl = album.cover_image_url ?? photos[0]?.image_url ?? null;
  return {
    album: {
      id: album.id,
      title: album.title,
      description: album.description,
      year: album.year,
      event_date: album.event_date,
      published: album.published,
      photo_count: album.photo_count,
      updated_at: album.updated_at.toISOString(),
    },
    photos: photos.map((photo) => ({ id: photo.id, url: photo.image_url, caption: photo.caption, cover: photo.image_url === coverUrl })),
    images,
  };
}

type SaveResult = { status: "saved" };

function result(ok: boolean, message: string, status = 200) {
  return data<GalleryActionResult>({ ok, message }, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = albumIdOf(params);
  // Without JavaScript a photo comes as a plain multipart post (one file), read within the upload limit.
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (id && multipart && new URL(request.url).searchParams.get("upload") === "1") return uploadWithoutScript(context, request, id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (typeof intent === "string" && intent !== "save") {
    if (!id) throw data(null, { status: 400 });
    const parsed = albumIntentSchema.safeParse(formObject(formData));
    if (!parsed.success) return result(false, translator()("galleryAdmin.gone"), 400);
    return albumPhotoAction(context, id, parsed.data);
  }

  const { db } = context.get(servicesContext);
  const parsed = parseAdminForm(formData, albumFormSchema);
  if (!parsed.ok) return parsed.response;
  if (!id) {
    const album = await createAlbum(db, parsed.data);
    await recordContentChange(context, { action: "album.create", target: { type: "album", id: album.id }, before: null, after: album });
    return redirectWithFlash(`/admin/gallery/albums/${album.id}`, { message: "admin.form.created" });
  }
  const change = await updateAlbum(db, id, parsed.data);
  if (!change) throw data(null, { status: 404 });
  await recordContentChange(context, { action: "album.update", target: { type: "album", id }, before: change.before, after: change.after });
  return { status: "saved" } satisfies SaveResult;
}

async function uploadWithoutScript(context: Route.ActionArgs["context"], request: Request, albumId: string) {
  const t = translator();
  const { db, storage, env, log } = context.get(servicesContext);
  if (!(await getAdminAlbum(db, albumId))) throw data(null, { status: 404 });
  let uploaded: Awaited<ReturnType<typeof handleImageUpload>>;
  try {
    uploaded = await handleImageUpload(request, { db, storage, maxMegabytes: env.UPLOAD_MAX_MB }, t);
  } catch (error) {
    if (error instanceof UploadRefused) return result(false, error.message, error.status);
    throw error;
  }
  const { image } = uploaded;
  const { user } = currentAdmin(context);
  await recordAudit(db, log, {
    action: "media.upload",
    actor: { id: user.id, email: user.email },
    target: { type: "media", id: image.id },
    ip: context.get(requestContext).clientIp,
    details: { before: null, after: { url: image.url, original_name: uploaded.originalName, bytes: uploaded.bytes, width: image.width, height: image.height } },
  });
  const added = await addPhotos(db, albumId, [{ url: image.url, width: image.width, height: image.height }]);
  if (!added) throw data(null, { status: 404 });
  await recordContentChange(context, {
    action: "photo.create",
    target: { type: "album", id: albumId },
    before: null,
    after: { photos: added.photos.map((photo) => ({ id: photo.id, image_url: photo.image_url })), photo_count: added.album.photo_count, cover_image_url: added.album.cover_image_url },
  });
  // Back to the album's own address, so a reload does not post the file again.
  return redirectWithFlash(`/admin/gallery/albums/${albumId}`, { message: "galleryAdmin.photos.addedOne" });
}

/** The album's own delete and everything done to its photos. */
async function albumPhotoAction(context: Route.ActionArgs["context"], albumId: string, intent: AlbumIntent) {
  const t = translator();
  const { db } = context.get(servicesContext);
  const target = { type: "album", id: albumId };
  switch (intent.intent) {
    case "delete": {
      if (intent.id !== albumId) throw data(null, { status: 400 });
      const trashed = await trashAlbum(db, albumId);
      if (!trashed) throw data(null, { status: 404 });
      await recordContentChange(context, { action: "album.trash", target, before: trashed.before, after: null });
      return redirectWithFlash("/admin/gallery", { message: "admin.delete.done", values: { name: trashed.before.title }, link: { label: "admin.delete.undo", href: "/admin/trash" } });
    }
    case "add-photos": {
      const photos = uploadedPhotos(intent);
      if (!photos) return result(false, t("galleryAdmin.photos.notAdded"), 400);
      const added = await addPhotos(db, albumId, photos);
      if (!added) return result(false, t("galleryAdmin.gone"), 404);
      await recordContentChange(context, {
        action: "photo.create",
        target,
        before: null,
        after: { photos: added.photos.map((photo) => ({ id: photo.id, image_url: photo.image_url })), photo_count: added.album.photo_count, cover_image_url: added.album.cover_image_url },
      });
      return result(true, added.photos.length === 1 ? t("galleryAdmin.photos.addedOne") : t("galleryAdmin.photos.added", { count: added.photos.length }));
    }
    case "caption": {
      const change = await setPhotoCaption(db, albumId, intent.id, intent.caption);
      if (!change) return result(false, t("galleryAdmin.gone"), 404);
      await recordContentChange(context, { action: "photo.update", target: { type: "photo", id: intent.id }, before: { caption: change.before?.caption ?? null }, after: { caption: change.after.caption } });
      return result(true, t("galleryAdmin.photos.captionSaved"));
    }
    case "cover": {
      const change = await setAlbumCover(db, albumId, intent.id);
      if (!change) return result(false, t("galleryAdmin.gone"), 404);
      await recordContentChange(context, { action: "album.cover", target, before: { cover_image_url: change.before?.cover_image_url ?? null }, after: { cover_image_url: change.after.cover_image_url } });
      const photos = await listAdminPhotos(db, albumId);
      return result(true, t("galleryAdmin.photos.coverSet", { n: photos.findIndex((photo) => photo.id === intent.id) + 1 }));
    }
    case "delete-photo": {
      const trashed = await trashPhoto(db, albumId, intent.id);
      if (!trashed) return result(false, t("galleryAdmin.gone"), 404);
      await recordContentChange(context, { action: "photo.trash", target: { type: "photo", id: intent.id }, before: trashed.before, after: null });
      return result(true, t("galleryAdmin.photos.trashed"));
    }
    case "move-photo": {
      const moved = await movePhoto(db, albumId, intent.id, intent.direction);
      if (!moved.ok) return result(false, t("galleryAdmin.cannotMove"), 409);
      await recordContentChange(context, { action: "photo.reorder", target, before: moved.before, after: moved.after });
      return result(true, t("galleryAdmin.orderSaved"));
    }
    case "reorder-photos": {
      const reordered = await reorderPhotos(db, albumId, intent.id);
      if (!reordered.ok) return result(false, t("galleryAdmin.orderStale"), 409);
      await recordContentChange(context, { action: "photo.reorder", target, before: reordered.before, after: reordered.after });
      return result(true, t("galleryAdmin.orderSaved"));
    }
  }
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AlbumEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { album, photos, images } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === "save";
  const invalid = actionData && "fieldErrors" in actionData ? (actionData as InvalidForm) : null;
  const saved = actionData && "status" in actionData && actionData.status === "saved";
  // A photo action posted without JavaScript comes back as the page with its message.
  const photoResult = actionData && "message" in actionData ? (actionData as GalleryActionResult) : null;
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key as AdminMessageKey) : undefined;
  };
  const value = (name: string, stored: string | number | null | undefined) => formValue(invalid, name) ?? (stored === null || stored === undefined ? "" : String(stored));
  const checked = (name: string, stored: boolean) => (invalid ? invalid.values[name] === "on" : stored);

  return (
    <AdminPage
      title={album ? t("galleryAdmin.editAlbum") : t("gallery.admin.createAlbum")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {album?.published ? (
            <Link to={`/gallery/albums/${album.id}`} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-2")}>
              <ExternalLink size={16} aria-hidden="true" />
              {t("galleryAdmin.viewOnSite")}
            </Link>
          ) : null}
          {album ? <DeleteButton id={album.id} itemName={album.title} className="py-2" /> : null}
        </div>
      }
    >
      <Link to="/admin/gallery" className="mb-4 inline-block text-sm text-mist underline underline-offset-4 hover:text-cream">
        {t("admin.form.back")}
      </Link>
      {album ? (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-lg text-cream">
          <span className="font-semibold">{album.title}</span> <PublishBadge published={album.published} />
          <span className="text-sm text-mist" data-testid="album-photo-count">
            {album.photo_count === 1 ? t("galleryAdmin.photos.countOne") : t("galleryAdmin.photos.count", { count: album.photo_count })}
          </span>
        </p>
      ) : null}
      {invalid ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      {saved ? <FormAlert tone="success">{t("admin.form.saved")}</FormAlert> : null}
      {photoResult ? <FormAlert tone={photoResult.ok ? "success" : "error"}>{photoResult.message}</FormAlert> : null}
      <div className="space-y-6">
        <Form method="post" key={album?.updated_at ?? "new"} noValidate className="space-y-6">
          <Panel title={t("galleryAdmin.details")}>
            <p className="mb-4 text-sm text-mist">{t("galleryAdmin.required")}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={t("galleryAdmin.album.title")} name="title" required defaultValue={value("title", album?.title)} error={error("title")} className="sm:col-span-2" />
              <TextField label={t("galleryAdmin.album.year")} name="year" inputMode="numeric" required defaultValue={value("year", album?.year ?? new Date().getFullYear())} error={error("year")} />
              <div className="space-y-1">
                <TextField
                  label={t("galleryAdmin.album.eventDate")}
                  name="event_date"
                  type="date"
                  defaultValue={value("event_date", album?.event_date)}
                  error={error("event_date")}
                  {...(error("event_date") ? {} : { "aria-describedby": "event-date-hint" })}
                />
                <p id="event-date-hint" className="text-sm text-mist">
                  {t("galleryAdmin.album.eventDateHint")}
                </p>
              </div>
              <TextAreaField label={t("galleryAdmin.album.description")} name="description" rows={4} defaultValue={value("description", album?.description)} error={error("description")} className="sm:col-span-2" />
              <CheckboxField
                label={t("galleryAdmin.album.published")}
                description={t("galleryAdmin.album.publishedHint")}
                name="published"
                defaultChecked={checked("published", album?.published ?? false)}
                className="sm:col-span-2"
              />
            </div>
          </Panel>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" name="intent" value="save" disabled={saving}>
              {saving ? t("admin.form.saving") : t("admin.form.save")}
            </Button>
            <Link to="/admin/gallery" className={buttonClass("ghost")}>
              {t("admin.form.back")}
            </Link>
          </div>
        </Form>
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
    </AdminPage>
  );
}
