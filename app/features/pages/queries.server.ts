import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { sitePages } from "../../db/schema/pages.ts";
import { siteSettings } from "../../db/schema/site.ts";
import { servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import { isAdminRequest } from "../accounts/queries.server.ts";
import { DESCRIBED_PAGES, EDITABLE_PAGE_KEYS, LIST_PAGES, PAGE_DOCUMENT_SCHEMAS, type EditablePageKey, type PageDocument } from "./schema.ts";

/**
 * Reading the pages the team edits as documents. The public reads the live
 * document: the published one, or a scheduled draft whose time has come (the
 * render cache never outlives that moment: platform/content-version.server.ts).
 * A signed-in admin who asks for `?preview=draft` reads the draft instead,
 * exactly as the public will see it once published.
 */

export type SitePageRow = typeof sitePages.$inferSelect;

/** The query parameter of a preview: `/lucas-delaunay?preview=draft`. */
export const PREVIEW_PARAM = "preview";
export const PREVIEW_VALUE = "draft";

export function previewPath(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${PREVIEW_PARAM}=${PREVIEW_VALUE}`;
}

/** The document visitors see at `now`: a scheduled draft once its time has come, else the published one. */
export function liveDocumentOf(row: Pick<SitePageRow, "published" | "draft" | "publish_at">, now: Date): unknown {
  return row.draft && row.publish_at && row.publish_at.getTime() <= now.getTime() ? row.draft : row.published;
}

/**
 * A stored document read with its page's schema: a document written by an
 * older version gets today's defaults; one that no longer reads (hand-edited
 * in the database) is replaced by the page's blank document rather than
 * breaking the page.
 */
export function readDocument<Key extends EditablePageKey>(key: Key, value: unknown, fallback: () => PageDocument<Key>): PageDocument<Key> {
  const parsed = PAGE_DOCUMENT_SCHEMAS[key].safeParse(value);
  return parsed.success ? (parsed.data as PageDocument<Key>) : fallback();
}

/** The specification's week: Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM, Sunday closed. */
const SPECIFIED_HOURS: PageDocument<"contact">["hours"] = [
  ...Array.from({ length: 5 }, () => ({ closed: false, opens: "09:00", closes: "18:00", breakStart: "", breakEnd: "" })),
  { closed: false, opens: "10:00", closes: "16:00", breakStart: "", breakEnd: "" },
  { closed: true, opens: "", closes: "", breakStart: "", breakEnd: "" },
];

/** What a site without its page yet shows: the names it has (settings), empty lists, nothing invented. */
export function blankDocument<Key extends EditablePageKey>(key: Key, names: { teamName: string; driverName: string; driverSlug: string }): PageDocument<Key> {
  const empty = { en: "", fr: "" };
  const team = { en: names.teamName, fr: "" };
  const documents: { [K in EditablePageKey]: PageDocument<K> } = {
    home: {
      hero: { videoUrl: null, posterUrl: null, eyebrow: empty, title: team, lead: empty, primary: { label: empty, href: "/collection" }, secondary: { label: empty, href: "/experiences" } },
      intro: { eyebrow: empty, title: team, text: empty, tiles: [] },
      partners: [],
    },
    driver: {
      name: names.driverName,
      slug: names.driverSlug,
      portrait: { url: null, alt: empty },
      lead: empty,
      quote: empty,
      biography: empty,
      achievements: [],
      stats: [],
      timeline: [],
      highlightCarIds: [],
      cta: { title: empty, text: empty },
    },
    f1madness: {
      hero: { eyebrow: empty, title: { en: "F1 Madness", fr: "" }, lead: empty, stats: [] },
      cars: { title: { en: "F1 Madness", fr: "" }, lead: empty, items: [] },
      services: { title: team, lead: empty, items: [] },
      ecosystem: { title: team, lead: empty, items: [] },
    },
    services: { intro: { eyebrow: empty, lead: empty }, sections: [], cta: { title: empty, text: empty } },
    // Without cards, the request form still offers the custom choice: a visitor can always ask.
    experiences: { intro: { eyebrow: empty, lead: empty }, cards: [], request: { eyebrow: empty, title: { en: "Custom request", fr: "Demande personnalisée" }, lead: empty, customLabel: { en: "Custom experience", fr: "Expérience sur mesure" } } },
    contact: { intro: { eyebrow: empty, lead: empty }, form: { title: { en: "Send us a message", fr: "" }, lead: empty }, hours: SPECIFIED_HOURS, closedDays: [] },
    listings: Object.fromEntries(LIST_PAGES.map((page) => [page, { eyebrow: empty, lead: empty }])) as PageDocument<"listings">,
    search: { descriptions: Object.fromEntries(DESCRIBED_PAGES.map((page) => [page, empty])) as PageDocument<"search">["descriptions"], driverJobTitle: empty },
  };
  return documents[key] as PageDocument<Key>;
}

/** The names a blank page shows: the settings', or neutral ones before any settings exist. */
export async function blankNames(db: Database) {
  const [row] = await db
    .select({ teamName: siteSettings.team_name, driverName: siteSettings.driver_name, driverSlug: siteSettings.driver_slug })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? { teamName: "Historic Racing Team", driverName: "Our Driver", driverSlug: "driver" };
}

export type PageDocuments = { [Key in EditablePageKey]: PageDocument<Key> };

/** Every editable page's document, live or (preview) draft, in one read. */
export async function readPageDocuments(db: Database, options: { preview?: boolean; now?: Date } = {}): Promise<PageDocuments> {
  const now = options.now ?? new Date();
  const rows = await db.select().from(sitePages);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const documents: Partial<Record<EditablePageKey, unknown>> = {};
  for (const key of EDITABLE_PAGE_KEYS) {
    const row = byKey.get(key);
    if (!row) continue;
    const parsed = PAGE_DOCUMENT_SCHEMAS[key].safeParse(options.preview ? (row.draft ?? row.published) : liveDocumentOf(row, now));
    if (parsed.success) documents[key] = parsed.data;
  }
  // A page not written yet (or whose document no longer reads) is blank: only then are the names needed.
  const missing = EDITABLE_PAGE_KEYS.filter((key) => documents[key] === undefined);
  if (missing.length > 0) {
    const names = await blankNames(db);
    for (const key of missing) documents[key] = blankDocument(key, names);
  }
  return documents as PageDocuments;
}

/** One page's live document (no preview): for what only a page's head shows, read apart from the page's words. */
export async function readLiveDocument<Key extends EditablePageKey>(db: Database, key: Key, now = new Date()): Promise<PageDocument<Key>> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key)).limit(1);
  const parsed = row ? PAGE_DOCUMENT_SCHEMAS[key].safeParse(liveDocumentOf(row, now)) : null;
  return parsed?.success ? (parsed.data as PageDocument<Key>) : blankDocument(key, await blankNames(db));
}

const documentsByRequest = new WeakMap<object, Promise<PageDocuments>>();

/** Whether this request is an admin's preview of the drafts (`?preview=draft` and a valid admin session). */
export async function isPreviewRequest(context: Readonly<RouterContextProvider>, request: Request): Promise<boolean> {
  if (new URL(request.url).searchParams.get(PREVIEW_PARAM) !== PREVIEW_VALUE) return false;
  return isAdminRequest(context, request);
}

/**
 * The page documents of this request, read once however many loaders ask
 * (the layout shows the partners and the driver's name, the page the rest).
 */
export function requestPageDocuments(context: Readonly<RouterContextProvider>, request: Request): Promise<PageDocuments> {
  let documents = documentsByRequest.get(context);
  if (!documents) {
    documents = isPreviewRequest(context, request).then((preview) => readPageDocuments(context.get(servicesContext).db, { preview }));
    documentsByRequest.set(context, documents);
  }
  return documents;
}

export interface AdminPageState {
  key: EditablePageKey;
  publishedAt: string | null;
  publishedBy: string | null;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
  publishAt: string | null;
}

/** What the admin shows of a page's row: when it was published, and whether a draft waits (and when it goes out). */
function stateOf(key: EditablePageKey, row: SitePageRow | undefined): AdminPageState {
  return {
    key,
    publishedAt: row?.published_at.toISOString() ?? null,
    publishedBy: row?.published_by ?? null,
    draftSavedAt: row?.draft ? (row.draft_saved_at?.toISOString() ?? null) : null,
    draftSavedBy: row?.draft ? row.draft_saved_by : null,
    publishAt: row?.draft ? (row.publish_at?.toISOString() ?? null) : null,
  };
}

/** The admin's list of pages, each with its state. */
export async function listAdminPages(db: Database): Promise<AdminPageState[]> {
  const rows = await db.select().from(sitePages);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return EDITABLE_PAGE_KEYS.map((key) => stateOf(key, byKey.get(key)));
}

export interface AdminPage<Key extends EditablePageKey> {
  key: Key;
  /** What the editor opens with: the waiting draft, else the published document. */
  document: PageDocument<Key>;
  published: PageDocument<Key>;
  hasDraft: boolean;
  state: AdminPageState;
}

/** One page for its editor. */
export async function getAdminPage<Key extends EditablePageKey>(db: Database, key: Key): Promise<AdminPage<Key>> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key)).limit(1);
  const names = await blankNames(db);
  const blank = () => blankDocument(key, names);
  const published = row ? readDocument(key, row.published, blank) : blank();
  const draft = row?.draft ? readDocument(key, row.draft, () => published) : null;
  return {
    key,
    document: draft ?? published,
    published,
    hasDraft: draft !== null,
    state: stateOf(key, row),
  };
}
