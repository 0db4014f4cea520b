import { useId } from "react";
import { data } from "react-router";
import type { Route } from "./+types/event-edit";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorFrame, editorKey, useEditorFields, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId, editorDraft } from "../../features/admin/queries.server.ts";
import { DESCRIPTION_MAX, EVENT_TYPES, NAME_MAX, eventFormSchema, eventTypeLabel } from "../../features/events/schema.ts";
import { eventWrites } from "../../features/events/mutations.server.ts";
import { getAdminEvent } from "../../features/events/queries.server.ts";
import { ImageField, useAltError, useImageAlts, StoredImageNames } from "../../features/media/components/image-field.tsx";
import { imageAlts, imageNames } from "../../features/media/queries.server.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { publicationStatus } from "../../features/admin/schema.ts";
import { PublicationStatusBadge } from "../../features/admin/components/publication-status-badge.tsx";
import { formatParisDateTime } from "../../lib/format.ts";
import { dateToParisWallTime } from "../../lib/paris-wall-time.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.event?.name || adminMetaT(matches)("adminEvents.new") }) }];

/** The editor of one event: /admin/events/new, or /admin/events/:eventId. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const id = editedItemId(params.eventId);
  if (!id) return { event: null, storedName: null, status: null, when: null, draft: null, publicPath: null, publicPathFr: null, alts: {}, imageNames: {} };
  const stored = await getAdminEvent(db, id);
  if (!stored) throw data(null, { status: 404 });
  // Every published event has its page, past ones too (the archive); a scheduled one from its time.
  const status = publicationStatus(stored.published, stored.publish_at);
  const onSite = status === "published";
  // A draft waiting is what the form shows; the event's name, state and links stay the stored event's.
  const { row, draft, alts: draftAlts } = await editorDraft(db, "event", id, stored);
  return {
    event: {
      id: row.id,
      name: row.name,
      event_date: row.event_date,
      end_date: row.end_date ?? "",
      start_time: row.start_time ?? "",
      end_time: row.end_time ?? "",
      event_type: row.event_type,
      location: row.location,
      description: row.description ?? "",
      featured: row.featured,
      published: row.published,
      publish_at: row.publish_at ? dateToParisWallTime(row.publish_at) : "",
      image_url: row.image_url ?? "",
      name_fr: row.name_fr ?? "",
      event_type_fr: row.event_type_fr ?? "",
      location_fr: row.location_fr ?? "",
      description_fr: row.description_fr ?? "",
      // A new form for a new draft too (editorKey).
      updated_at: draft?.savedAt ?? row.updated_at.toISOString(),
    },
    storedName: stored.name,
    status,
    draft,
    when: stored.publish_at ? formatParisDateTime(stored.publish_at, FORMAT_LOCALE[context.get(localeContext)]) : null,
    publicPath: onSite ? `/events/${stored.id}` : null,
    publicPathFr: onSite && stored.name_fr !== null ? pathIn(`/events/${stored.id}`, "fr") : null,
    // What the image shows, in both languages, written under it (issue 15); a draft's own texts first.
    alts: { ...(await imageAlts(db, [row.image_url])), ...draftAlts },
    imageNames: await imageNames(db, [row.image_url]),
  };
}

/** Save, or Delete to the trash: the content kit's editor action with the events' schema and writes. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleEditorAction(await request.formData(), context, { id: editedItemId(params.eventId), schema: eventFormSchema, writes: eventWrites(context.get(localeContext)), images: ["image_url"] });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each saved version, so every field shows what was stored (see editorKey). */
export default function EventEditorPage(props: Route.ComponentProps) {
  return (
    <StoredImageNames names={props.loaderData.imageNames}>
      <EventEditor key={editorKey(props.loaderData.event)} {...props} />
    </StoredImageNames>
  );
}

function EventEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const hintId = useId();
  const { event, storedName, status, when, draft, publicPath, publicPathFr } = loaderData;
  const alts = useImageAlts(loaderData.alts, actionData);
  const altError = useAltError(actionData, "image_url");
  const [form, fields] = useSchemaForm(eventFormSchema, actionData, { id: "event-editor", defaultValue: event ?? { published: true } });
  const field = useEditorFields();
  const storedType = event?.event_type ?? "";
  const types: readonly string[] = EVENT_TYPES.includes(storedType as (typeof EVENT_TYPES)[number]) || !storedType ? EVENT_TYPES : [...EVENT_TYPES, storedType];

  return (
    <EditorFrame
      title={event ? t("adminEvents.editTitle") : t("adminEvents.newTitle")}
      backTo="/admin/events"
      item={storedName === null ? null : { name: storedName }}
      state={status ? <PublicationStatusBadge status={status} when={when} /> : null}
      form={form}
      history={event ? historyPath("event", event.id) : undefined}
      drafts={status === "published"}
      draft={draft}
      actions={
        event ? (
          <>
            <PreviewLink type="event" id={event.id} />
            {publicPath ? <ViewOnSiteLink to={publicPath} /> : null}
            {publicPathFr ? <ViewOnSiteLink to={publicPathFr} label={t("adminContent.viewOnSiteFr")} /> : null}
            <DeleteButton id={event.id} itemName={storedName} className="py-2" />
          </>
        ) : null
      }
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("adminContent.english")}>
          <div className="grid gap-5">
            <TextField label={t("adminEvents.field.name")} required maxLength={NAME_MAX} lang="en" {...field.text(fields.name)} />
            <SelectField
              label={t("adminEvents.field.type")}
              required
              placeholder={t("adminEvents.field.typePlaceholder")}
              {...field.select(fields.event_type)}
              options={types.map((type) => ({ value: type, label: eventTypeLabel(type, t) }))}
            />
            <TextField label={t("adminEvents.field.location")} required maxLength={NAME_MAX} lang="en" {...field.text(fields.location)} />
            <TextAreaField label={t("adminEvents.field.description")} rows={5} maxLength={DESCRIPTION_MAX} lang="en" {...field.textarea(fields.description)} />
          </div>
        </Panel>
        <Panel title={t("adminContent.french")}>
          <div className="grid gap-5">
            <div className="space-y-2">
              <TextField label={t("adminEvents.field.nameFr")} maxLength={NAME_MAX} lang="fr" {...field.text(fields.name_fr, { hint: `${hintId}-french` })} />
              <p id={`${hintId}-french`} className="-mt-1 text-sm text-mist">
                {t("adminEvents.frenchHint")}
              </p>
            </div>
            <TextField label={t("adminEvents.field.typeFr")} maxLength={NAME_MAX} lang="fr" {...field.text(fields.event_type_fr)} />
            <TextField label={t("adminEvents.field.locationFr")} maxLength={NAME_MAX} lang="fr" {...field.text(fields.location_fr)} />
            <TextAreaField label={t("adminEvents.field.descriptionFr")} rows={5} maxLength={DESCRIPTION_MAX} lang="fr" {...field.textarea(fields.description_fr)} />
          </div>
        </Panel>
      </div>
      <Panel>
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label={t("adminEvents.field.date")} required {...field.text(fields.event_date, { type: "date" })} />
          <div className="space-y-2">
            <TextField label={t("adminEvents.field.endDate")} {...field.text(fields.end_date, { type: "date", hint: `${hintId}-end-date` })} />
            <p id={`${hintId}-end-date`} className="-mt-1 text-sm text-mist">
              {t("adminEvents.field.endDateHint")}
            </p>
          </div>
          <TextField label={t("adminEvents.field.startTime")} {...field.text(fields.start_time, { type: "time", hint: `${hintId}-times` })} />
          <TextField label={t("adminEvents.field.endTime")} {...field.text(fields.end_time, { type: "time", hint: `${hintId}-times` })} />
          <p id={`${hintId}-times`} className="-mt-3 text-sm text-mist md:col-span-2">
            {t("adminEvents.field.timesHint")}
          </p>
          <div className="md:col-span-2">
            <ImageField
              name={fields.image_url.name}
              label={t("adminEvents.field.image")}
              defaultValue={field.list(fields.image_url)[0] ?? ""}
              error={field.error(fields.image_url)}
              alts={alts}
              altError={altError}
            />
          </div>
          <CheckboxField label={t("adminEvents.field.featured")} description={t("adminEvents.field.featuredHint")} {...field.checkbox(fields.featured)} />
          <CheckboxField label={t("adminEvents.field.published")} description={t("adminEvents.field.publishedHint")} {...field.checkbox(fields.published)} />
          <div className="space-y-2">
            <TextField label={t("adminContent.publishAt")} {...field.text(fields.publish_at, { type: "datetime-local", hint: `${hintId}-publish-at` })} />
            <p id={`${hintId}-publish-at`} className="-mt-1 text-sm text-mist">
              {t("adminEvents.field.publishAtHint")}
            </p>
          </div>
        </div>
      </Panel>
    </EditorFrame>
  );
}
