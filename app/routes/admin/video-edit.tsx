import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/video-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorIntro, ViewOnSiteLink } from "../../features/admin/components/editor-parts.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { formValue, type InvalidForm, parseAdminForm } from "../../features/admin/schema.ts";
import { galleryIdSchema } from "../../features/gallery/schema.ts";
import { createVideo, trashVideo, updateVideo, videoFormSchema } from "../../features/gallery/mutations.server.ts";
import { getAdminVideo } from "../../features/gallery/queries.server.ts";
import { ImageField } from "../../features/media/components/image-field.tsx";
import { adminTranslator, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.video ? loaderData.video.title : adminTranslator()("gallery.admin.addVideo") }) }];

function videoIdOf(params: { videoId?: string }): string | null {
  if (params.videoId === undefined) return null;
  const parsed = galleryIdSchema.safeParse(params.videoId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = videoIdOf(params);
  if (!id) return { video: null };
  const video = await getAdminVideo(context.get(servicesContext).db, id);
  if (!video) throw data(null, { status: 404 });
  return {
    video: {
      id: video.id,
      title: video.title,
      description: video.description,
      thumbnail_url: video.thumbnail_url,
      duration: video.duration,
      video_url: video.video_url,
      video_embed_code: video.video_embed_code,
      published: video.published,
      updated_at: video.updated_at.toISOString(),
    },
  };
}

type SaveResult = { status: "saved" };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const id = videoIdOf(params);
  const formData = await request.formData();

  if (formData.get("intent") === "delete") {
    if (!id || formData.get("id") !== id) throw data(null, { status: 400 });
    const trashed = await trashVideo(db, id);
    if (!trashed) throw data(null, { status: 404 });
    await recordContentChange(context, { action: "video.trash", target: { type: "video", id }, before: trashed.before, after: null });
    return redirectWithFlash("/admin/gallery?tab=videos", { message: "admin.delete.done", values: { name: trashed.before.title }, link: { label: "admin.delete.undo", href: "/admin/trash" } });
  }

  const parsed = parseAdminForm(formData, videoFormSchema);
  if (!parsed.ok) return parsed.response;
  if (!id) {
    const video = await createVideo(db, parsed.data);
    await recordContentChange(context, { action: "video.create", target: { type: "video", id: video.id }, before: null, after: video });
    return redirectWithFlash(`/admin/gallery/videos/${video.id}`, { message: "admin.form.created" });
  }
  const change = await updateVideo(db, id, parsed.data);
  if (!change) throw data(null, { status: 404 });
  await recordContentChange(context, { action: "video.update", target: { type: "video", id }, before: change.before, after: change.after });
  return { status: "saved" } satisfies SaveResult;
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function VideoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { video } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const invalid = actionData && "fieldErrors" in actionData ? (actionData as InvalidForm) : null;
  const saved = actionData && "status" in actionData && actionData.status === "saved";
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key as AdminMessageKey) : undefined;
  };
  const value = (name: string, stored: string | null | undefined) => formValue(invalid, name) ?? stored ?? "";
  const checked = (name: string, stored: boolean) => (invalid ? invalid.values[name] === "on" : stored);
  /** A field's hint, unless its error message takes the place of the description. */
  const hinted = (name: string, hintId: string) => (error(name) ? {} : { "aria-describedby": hintId });

  return (
    <AdminPage
      title={video ? t("galleryAdmin.editVideo") : t("gallery.admin.addVideo")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {video?.published ? <ViewOnSiteLink to="/gallery?category=videos" label={t("galleryAdmin.viewOnSite")} /> : null}
          {video ? <DeleteButton id={video.id} itemName={video.title} className="py-2" /> : null}
        </div>
      }
    >
      <EditorIntro
        backTo="/admin/gallery?tab=videos"
        item={video && { name: video.title, published: video.published }}
        invalid={Boolean(invalid)}
        saved={Boolean(saved)}
      />
      <Form method="post" key={video?.updated_at ?? "new"} noValidate className="space-y-6">
        <Panel title={t("galleryAdmin.details")}>
          <p className="mb-4 text-sm text-mist">{t("galleryAdmin.required")}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("galleryAdmin.video.title")} name="title" required defaultValue={value("title", video?.title)} error={error("title")} className="sm:col-span-2" />
            <div className="space-y-1">
              <TextField label={t("galleryAdmin.video.duration")} name="duration" placeholder="4:32" defaultValue={value("duration", video?.duration)} error={error("duration")} {...hinted("duration", "duration-hint")} />
              <p id="duration-hint" className="text-sm text-mist">
                {t("galleryAdmin.video.durationHint")}
              </p>
            </div>
            <TextAreaField label={t("galleryAdmin.video.description")} name="description" rows={4} defaultValue={value("description", video?.description)} error={error("description")} className="sm:col-span-2" />
            <CheckboxField
              label={t("galleryAdmin.video.published")}
              description={t("galleryAdmin.video.publishedHint")}
              name="published"
              defaultChecked={checked("published", video?.published ?? false)}
              className="sm:col-span-2"
            />
          </div>
        </Panel>
        <Panel title={t("galleryAdmin.video.player")}>
          <div className="space-y-5">
            <div className="space-y-1">
              <TextField label={t("galleryAdmin.video.url")} name="video_url" type="url" inputMode="url" defaultValue={value("video_url", video?.video_url)} error={error("video_url")} {...hinted("video_url", "video-url-hint")} />
              <p id="video-url-hint" className="text-sm text-mist">
                {t("galleryAdmin.video.urlHint")}
              </p>
            </div>
            <div className="space-y-1">
              <TextAreaField
                label={t("galleryAdmin.video.embed")}
                name="video_embed_code"
                rows={4}
                spellCheck={false}
                className="font-mono"
                defaultValue={value("video_embed_code", video?.video_embed_code)}
                error={error("video_embed_code")}
                {...hinted("video_embed_code", "embed-hint")}
              />
              <p id="embed-hint" className="text-sm text-mist">
                {t("galleryAdmin.video.embedHint")}
              </p>
            </div>
            <ImageField name="thumbnail_url" label={t("galleryAdmin.video.thumbnail")} defaultValue={value("thumbnail_url", video?.thumbnail_url)} error={error("thumbnail_url")} />
          </div>
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
          <Link to="/admin/gallery?tab=videos" className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
      </Form>
    </AdminPage>
  );
}
