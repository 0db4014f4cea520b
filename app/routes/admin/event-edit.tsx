import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/event-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { ViewOnSiteLink } from "../../features/admin/components/editor-parts.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { DeleteButton, PublishBadge } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { formValue, type InvalidForm, parseAdminForm } from "../../features/admin/schema.ts";
import { EVENT_TYPES, eventFormSchema, eventIdSchema } from "../../features/events/schema.ts";
import { createEvent, updateEvent } from "../../features/events/mutations.server.ts";
import { getAdminEvent } from "../../features/events/queries.server.ts";
import { ImageField } from "../../features/media/components/image-field.tsx";
import { todayInParis } from "../../lib/format.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.event.name || adminTranslator()("adminEvents.new") }) }];

/** The editor of one event: /admin/events/new, or /admin/events/:eventId. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  if (!("eventId" in params) || !params.eventId) {
    return {
      isNew: true,
      event: { id: "", name: "", event_date: "", event_type: "", location: "", description: "", featured: false, published: true, image_url: "" },
      publicPath: null,
    };
  }
  const id = eventIdSchema.safeParse(params.eventId);
  const row = id.success ? await getAdminEvent(db, id.data) : null;
  if (!row) throw data(null, { status: 404 });
  return {
    isNew: false,
    event: {
      id: row.id,
      name: row.name,
      event_date: row.event_date,
      event_type: row.event_type,
      location: row.location,
      description: row.description ?? "",
      featured: row.featured,
      published: row.published,
      image_url: row.image_url ?? "",
    },
    // The public page lists upcoming events only, each with its anchor.
    publicPath: row.published && row.event_date >= todayInParis() ? `/events#event-${row.id}` : null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const existingId = "eventId" in params && params.eventId ? params.eventId : null;
  if (existingId && !eventIdSchema.safeParse(existingId).success) throw data(null, { status: 404 });
  const parsed = parseAdminForm(await request.formData(), eventFormSchema);
  if (!parsed.ok) return parsed.response;
  const result = existingId ? await updateEvent(db, existingId, parsed.data) : await createEvent(db, parsed.data);
  if (!result.ok) throw data(null, { status: 404 });
  await recordContentChange(context, {
    action: existingId ? "event.update" : "event.create",
    target: { type: "event", id: result.after.id },
    before: result.before,
    after: result.after,
  });
  return redirectWithFlash(`/admin/events/${result.after.id}`, { message: existingId ? "admin.form.saved" : "admin.form.created" });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminEventEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { event, isNew, publicPath } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const invalid = actionData as InvalidForm | undefined;
  const value = (name: string, fallback: string) => (invalid ? (formValue(invalid, name) ?? "") : fallback);
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key) : undefined;
  };
  const types: readonly string[] = EVENT_TYPES.includes(event.event_type as (typeof EVENT_TYPES)[number]) || !event.event_type ? EVENT_TYPES : [...EVENT_TYPES, event.event_type];

  return (
    <AdminPage
      title={isNew ? t("adminEvents.newTitle") : t("adminEvents.editTitle")}
      actions={
        isNew ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <PublishBadge published={event.published} />
            {publicPath ? <ViewOnSiteLink to={publicPath} /> : null}
          </div>
        )
      }
    >
      {invalid ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      <Form method="post" className="space-y-6">
        <Panel>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={t("adminEvents.field.name")} name="name" required maxLength={200} defaultValue={value("name", event.name)} error={error("name")} className="md:col-span-2" />
            <TextField label={t("adminEvents.field.date")} name="event_date" type="date" required defaultValue={value("event_date", event.event_date)} error={error("event_date")} />
            <SelectField
              label={t("adminEvents.field.type")}
              name="event_type"
              required
              placeholder={t("adminEvents.field.typePlaceholder")}
              defaultValue={value("event_type", event.event_type)}
              options={types.map((type) => ({ value: type, label: type }))}
              error={error("event_type")}
            />
            <TextField
              label={t("adminEvents.field.location")}
              name="location"
              required
              maxLength={200}
              defaultValue={value("location", event.location)}
              error={error("location")}
              className="md:col-span-2"
            />
            <TextAreaField
              label={t("adminEvents.field.description")}
              name="description"
              rows={5}
              maxLength={4000}
              defaultValue={value("description", event.description)}
              error={error("description")}
              className="md:col-span-2"
            />
          </div>
        </Panel>
        <Panel>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="md:col-span-2">
              <ImageField name="image_url" label={t("adminEvents.field.image")} defaultValue={value("image_url", event.image_url)} error={error("image_url")} />
            </div>
            <CheckboxField
              label={t("adminEvents.field.featured")}
              name="featured"
              description={t("adminEvents.field.featuredHint")}
              defaultChecked={invalid ? value("featured", "") === "on" : event.featured}
            />
            <CheckboxField
              label={t("adminEvents.field.published")}
              name="published"
              description={t("adminEvents.field.publishedHint")}
              defaultChecked={invalid ? value("published", "") === "on" : event.published}
            />
          </div>
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
          <Link to="/admin/events" className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
      </Form>
      {isNew ? null : (
        <div className="mt-10 border-t border-white/10 pt-6">
          <DeleteButton id={event.id} itemName={event.name} action="/admin/events" />
        </div>
      )}
    </AdminPage>
  );
}
