import { and, eq, gt, isNull } from "drizzle-orm";
import { column, storedImageWithoutAlt } from "../features/dashboard/queries.server.ts";
import { eventAlternates, listEvents, scheduleOf } from "../features/events/queries.server.ts";
import { lastDayOf } from "../features/events/schema.ts";
import { everywhere, itemPage, latest } from "../features/seo/queries.server.ts";
import { todayInParis } from "../lib/format.ts";
import { prestigiousEvents } from "../db/schema/events.ts";
import { localeContext } from "../platform/context.ts";
import { eventTrash, eventWrites } from "../features/events/mutations.server.ts";
import { eventFormSchema, eventTypeLabel, type EventInput } from "../features/events/schema.ts";
import { fieldNames, postedForm, throughEditorForm, versioned, withPublishAt } from "../features/versions/mutations.server.ts";
import { uuidRowReads } from "../features/versions/queries.server.ts";
import type { VersionField } from "../features/versions/schema.ts";
import type { ContentType } from "./content-type.server.ts";

const eventFields: VersionField[] = [
  { name: "name", label: "adminEvents.field.name" },
  { name: "event_type", label: "adminEvents.field.type", show: (value, t) => eventTypeLabel(String(value), t) },
  { name: "location", label: "adminEvents.field.location" },
  { name: "event_date", label: "adminEvents.field.date", kind: "date" },
  { name: "end_date", label: "adminEvents.field.endDate", kind: "date" },
  { name: "start_time", label: "adminEvents.field.startTime" },
  { name: "end_time", label: "adminEvents.field.endTime" },
  { name: "description", label: "adminEvents.field.description", kind: "long" },
  { name: "name_fr", label: "adminEvents.field.nameFr" },
  { name: "event_type_fr", label: "adminEvents.field.typeFr" },
  { name: "location_fr", label: "adminEvents.field.locationFr" },
  { name: "description_fr", label: "adminEvents.field.descriptionFr", kind: "long" },
  { name: "image_url", label: "adminEvents.field.image" },
  { name: "featured", label: "adminEvents.field.featured", kind: "boolean" },
  { name: "published", label: "adminEvents.field.published", kind: "boolean" },
  { name: "publish_at", label: "adminContent.publishAt", kind: "datetime" },
];

export const event: ContentType = {
  type: "event",
  tables: [prestigiousEvents],
  label: "trash.type.event",
  trash: eventTrash,
  versions: versioned<EventInput>({
    type: "event",
    fields: eventFields,
    ...uuidRowReads(prestigiousEvents, prestigiousEvents.id, prestigiousEvents.deleted_at, "name"),
    editorPath: (id) => `/admin/events/${id}`,
    toInput: throughEditorForm(eventFormSchema, (values) => withPublishAt(values, postedForm(values, fieldNames(eventFields)))),
    update: (context, db, id, input) => eventWrites(context.get(localeContext)).update(db, id, input),
  }),
  schedule: { table: prestigiousEvents, at: prestigiousEvents.publish_at, waiting: (now) => and(eq(prestigiousEvents.published, true), gt(prestigiousEvents.publish_at, now), isNull(prestigiousEvents.deleted_at)) },
  sitemap: async (db, now) => {
    const events = await listEvents(db, { now });
    const today = todayInParis(now);
    const upcoming = events.filter((entry) => lastDayOf(scheduleOf(entry)) >= today);
    const past = events.filter((entry) => lastDayOf(scheduleOf(entry)) < today);
    return [
      everywhere("/events", latest(upcoming.map((entry) => entry.updated_at))),
      everywhere("/events/past", latest(past.map((entry) => entry.updated_at))),
      // Every event keeps its page, past ones included (the archive links them).
      ...events.map((entry) => itemPage(eventAlternates(entry), entry.updated_at)),
    ];
  },
  health: {
    label: "dashboard.missingFrench.events",
    table: prestigiousEvents,
    id: prestigiousEvents.id,
    name: prestigiousEvents.name,
    order: prestigiousEvents.updated_at,
    live: isNull(prestigiousEvents.deleted_at),
    editorPath: (id) => `/admin/events/${id}`,
    drafts: { where: eq(prestigiousEvents.published, false), list: "/admin/events?status=draft" },
    scheduled: { at: prestigiousEvents.publish_at, where: (now) => and(eq(prestigiousEvents.published, true), gt(prestigiousEvents.publish_at, now)), list: "/admin/events?status=scheduled" },
    missingFrench: { where: isNull(prestigiousEvents.name_fr), list: "/admin/events" },
    missingAlt: { where: and(eq(prestigiousEvents.published, true), storedImageWithoutAlt(column(prestigiousEvents, "image_url"))), list: "/admin/events" },
  },
};
