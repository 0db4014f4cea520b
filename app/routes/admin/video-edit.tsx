import { data } from "react-router";
import type { Route } from "./+types/video-edit";
import { CheckboxField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { TitlePanels } from "../../features/gallery/components/title-panels.tsx";
import { EditorFrame, editorKey, useEditorFields, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId, editorDraft } from "../../features/admin/queries.server.ts";
import { videoFieldsSchema } from "../../features/gallery/schema.ts";
import { videoFormSchema, videoWrites } from "../../features/gallery/mutations.server.ts";
import { getAdminVideo } from "../../features/gallery/queries.server.ts";
import { imageNames } from "../../features/media/queries.server.ts";
import { ImageField, StoredImageNames } from "../../features/media/components/image-field.tsx";
import { VideoField } from "../../features/media/components/video-field.tsx";
import { useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.video ? loaderData.video.title : adminMetaT(matches)("gallery.admin.addVideo") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  // The video field refuses a file over the limit before sending it.
  const videoUploadMaxMb = env.VIDEO_UPLOAD_MAX_MB;
  const id = editedItemId(params.videoId);
  if (!id) return { video: null, live: null, draft: null, videoUploadMaxMb, imageNames: {} };
  const stored = await getAdminVideo(db, id);
  if (!stored) throw data(null, { status: 404 });
  // A draft waiting is what the form shows; the video's title, state and links stay the stored video's.
  const { row: video, draft } = await editorDraft(db, "video", id, stored);
  return {
    videoUploadMaxMb,
    live: { title: stored.title, published: stored.published, hasFrench: stored.title_fr !== null },
    draft,
    imageNames: await imageNames(db, [video.thumbnail_url]),
    video: {
      id: video.id,
      title: video.title,
      description: video.description,
      thumbnail_url: video.thumbnail_url,
      duration: video.duration,
      video_url: video.video_url,
      video_embed_code: video.video_embed_code,
      published: video.published,
      title_fr: video.title_fr,
      description_fr: video.description_fr,
      // A new form for a new draft too (editorKey).
      updated_at: draft?.savedAt ?? video.updated_at.toISOString(),
    },
  };
}

/** Save, or Delete to the trash: the content kit's editor action; the server's schema also checks that the video plays. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleEditorAction(await request.formData(), context, { id: editedItemId(params.videoId), schema: videoFormSchema, writes: videoWrites });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each saved version, so every field shows what was stored (see editorKey). */
export default function VideoEditorPage(props: Route.ComponentProps) {
  return (
    <StoredImageNames names={props.loaderData.imageNames}>
      <VideoEditor key={editorKey(props.loaderData.video)} {...props} />
    </StoredImageNames>
  );
}

function VideoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { video, live, draft } = loaderData;
  // The browser checks the fields; whether the address or the code plays is the server's to say.
  const [form, fields] = useSchemaForm(videoFieldsSchema, actionData, { id: "video-editor", defaultValue: video ?? undefined });
  const field = useEditorFields();

  return (
    <EditorFrame
      title={video ? t("galleryAdmin.editVideo") : t("gallery.admin.addVideo")}
      backTo="/admin/gallery?tab=videos"
      item={live && { name: live.title, published: live.published }}
      form={form}
      history={video ? historyPath("video", video.id) : undefined}
      drafts={live?.published === true}
      draft={draft}
      actions={
        video && live ? (
          <>
            {live.published ? <PreviewLink type="video" id={video.id} /> : null}
            {live.published ? <ViewOnSiteLink to="/gallery?category=videos" label={t("galleryAdmin.viewOnSite")} /> : null}
            {live.published && live.hasFrench ? <ViewOnSiteLink to="/fr/galerie?category=videos" label={t("adminContent.viewOnSiteFr")} /> : null}
            <DeleteButton id={video.id} itemName={live.title} className="py-2" />
          </>
        ) : null
      }
    >
      <TitlePanels kind="video" fields={fields} />
      <Panel title={t("galleryAdmin.details")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1">
            <TextField label={t("galleryAdmin.video.duration")} placeholder="4:32" {...field.text(fields.duration, { hint: "duration-hint" })} />
            <p id="duration-hint" className="text-sm text-mist">
              {t("galleryAdmin.video.durationHint")}
            </p>
          </div>
          <CheckboxField label={t("galleryAdmin.video.published")} description={t("galleryAdmin.video.publishedHint")} {...field.checkbox(fields.published)} className="sm:col-span-2" />
        </div>
      </Panel>
      <Panel title={t("galleryAdmin.video.player")}>
        <div className="space-y-5">
          {/* The address, or a file uploaded here (an MP4 or WebM plays in the site's own player). */}
          <VideoField
            id={fields.video_url.id}
            name={fields.video_url.name}
            label={t("galleryAdmin.video.url")}
            description={t("galleryAdmin.video.urlHint")}
            defaultValue={typeof fields.video_url.initialValue === "string" ? fields.video_url.initialValue : ""}
            error={field.error(fields.video_url)}
            maxMegabytes={loaderData.videoUploadMaxMb}
          />
          <div className="space-y-1">
            <TextAreaField label={t("galleryAdmin.video.embed")} rows={4} spellCheck={false} className="font-mono" {...field.textarea(fields.video_embed_code, { hint: "embed-hint" })} />
            <p id="embed-hint" className="text-sm text-mist">
              {t("galleryAdmin.video.embedHint")}
            </p>
          </div>
          <ImageField name={fields.thumbnail_url.name} label={t("galleryAdmin.video.thumbnail")} defaultValue={field.list(fields.thumbnail_url)[0] ?? ""} error={field.error(fields.thumbnail_url)} />
        </div>
      </Panel>
    </EditorFrame>
  );
}
