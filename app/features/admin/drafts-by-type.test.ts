import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRequestContext } from "../../../tests/support/admin-context.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { user } from "../../db/schema/auth.ts";
import type { Database, DatabaseHandle } from "../../platform/db.server.ts";
import { eventWrites } from "../events/mutations.server.ts";
import { getAdminEvent, getEventView } from "../events/queries.server.ts";
import { eventFormSchema } from "../events/schema.ts";
import { albumWrites, videoFormSchema, videoWrites } from "../gallery/mutations.server.ts";
import { getAdminAlbum, getAdminVideo, getAlbumView, listVideoCards } from "../gallery/queries.server.ts";
import { albumFormSchema } from "../gallery/schema.ts";
import { legalPageWrites } from "../legal/mutations.server.ts";
import { getAdminLegalPage, getLegalPage } from "../legal/queries.server.ts";
import { legalPageFormSchema } from "../legal/schema.ts";
import { articleWrites } from "../news/mutations.server.ts";
import { getAdminArticle, getArticleView } from "../news/queries.server.ts";
import { articleFormSchema } from "../news/schema.ts";
import { merchandiseWrites } from "../shop/mutations.server.ts";
import { getAdminMerchandise, listMerchandise } from "../shop/queries.server.ts";
import { merchandiseFormSchema } from "../shop/schema.ts";
import { publishDueDrafts } from "../../content/scheduled-drafts.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { handleEditorAction, type ContentEditorWrites } from "./mutations.server.ts";
import { DRAFT_PUBLISH_AT } from "./schema.ts";
import { markDraftsWaiting, previewListWithDrafts, readDraft } from "./queries.server.ts";

/**
 * Every type with a public face keeps drafts of its live items the way cars
 * do (drafts.test.ts tells the whole story on cars): Save draft leaves the
 * live item as visitors see it and keeps only what it changes, the admin's
 * preview shows it, Save publishes it, Discard draft drops it, and an item
 * that is not public is refused a draft.
 */
interface DraftCase {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case has its own schema and row
  editor: { schema: any; writes: ContentEditorWrites<any, any> };
  /** The editor's form with `text` in its long text field, published. */
  form(text: string): Record<string, string>;
  /** That text as stored on the live item. */
  stored(db: Database, id: string): Promise<string | null>;
  /** The field the text goes in. */
  field: string;
  /** The text on the item's public page (or the list that shows it), or in its admin preview. */
  page(db: Database, id: string, preview: boolean): Promise<string | null>;
  /** Hides the item from visitors; none for a type that is always public. */
  hide?(db: Database, id: string): Promise<void>;
  /** An item that always exists (a legal page), edited rather than created. */
  fixedId?: string;
}

const CASES: DraftCase[] = [
  {
    type: "article",
    editor: { schema: articleFormSchema, writes: articleWrites() },
    form: (text) => ({ title: "Draft news", slug: "draft-news", category: "news", content: text, published: "on" }),
    field: "content",
    stored: async (db, id) => (await getAdminArticle(db, id))?.content ?? null,
    page: async (db, _id, preview) => {
      const view = await getArticleView(db, "draft-news", "en", { preview });
      return view && "html" in view ? view.html.replace(/<[^>]+>/g, "").trim() : null;
    },
    hide: async (db, id) => void (await articleWrites().setPublished!(db, id, false)),
  },
  {
    type: "event",
    editor: { schema: eventFormSchema, writes: eventWrites() },
    form: (text) => ({ name: "Draft Hill Climb", event_date: "2031-06-14", event_type: "Hill Climb", location: "Turckheim", description: text, published: "on" }),
    field: "description",
    stored: async (db, id) => (await getAdminEvent(db, id))?.description ?? null,
    page: async (db, id, preview) => (await getEventView(db, id, "en", { preview }))?.description ?? null,
    hide: async (db, id) => void (await eventWrites().setPublished!(db, id, false)),
  },
  {
    type: "album",
    editor: { schema: albumFormSchema, writes: albumWrites() },
    form: (text) => ({ title: "Draft album", slug: "draft-album", year: "1979", description: text, published: "on" }),
    field: "description",
    stored: async (db, id) => (await getAdminAlbum(db, id))?.description ?? null,
    page: async (db, _id, preview) => {
      const view = await getAlbumView(db, "draft-album", "en", { preview });
      return view && "description" in view ? view.description : null;
    },
    hide: async (db, id) => void (await albumWrites().setPublished!(db, id, false)),
  },
  {
    type: "merchandise",
    editor: { schema: merchandiseFormSchema, writes: merchandiseWrites },
    form: (text) => ({ name: "Draft cap", price: "35", category: "Apparel", description: text, stock_quantity: "12", active: "on" }),
    field: "description",
    stored: async (db, id) => (await getAdminMerchandise(db, id))?.description ?? null,
    // No page of its own: the Pitshop's list shows it.
    page: async (db, id, preview) => (await previewListWithDrafts(db, "merchandise", await listMerchandise(db), preview)).find((item) => item.id === id)?.description ?? null,
    hide: async (db, id) => void (await merchandiseWrites.setPublished!(db, id, false)),
  },
  {
    type: "video",
    editor: { schema: videoFormSchema, writes: videoWrites },
    form: (text) => ({ title: "Draft onboard lap", description: text, published: "on" }),
    field: "description",
    stored: async (db, id) => (await getAdminVideo(db, id))?.description ?? null,
    page: async (db, id, preview) => (await listVideoCards(db, "en", { preview })).find((video) => video.id === id)?.description ?? null,
    hide: async (db, id) => void (await videoWrites.setPublished!(db, id, false)),
  },
  {
    type: "legal_page",
    editor: { schema: legalPageFormSchema, writes: legalPageWrites(null) },
    form: (text) => ({ body: text, body_fr: "" }),
    field: "body",
    stored: async (db) => (await getAdminLegalPage(db, "privacy")).body,
    page: async (db, _id, preview) => (await getLegalPage(db, "privacy", "en", { preview })).html.replace(/<[^>]+>/g, "").trim(),
    fixedId: "privacy",
  },
];

describe.each(testDatabaseKinds())("drafts of each type's live items on %s", (kind) => {
  let database: DatabaseHandle;
  const admin = { id: "type-drafts-admin", email: "type-drafts@ecurie-vitesse.example" };
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };

  const context = () => adminRequestContext({ db: database.db, log, admin: { ...admin, name: "Drafter" } });

  const formData = (values: Record<string, string>, intent?: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (intent) form.append("intent", intent);
    return form;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(user).values({ id: admin.id, name: "Drafter", email: admin.email });
  });
  afterAll(() => database?.close());

  it.each(CASES)("$type: a draft waits beside the live item until Save publishes it or Discard drops it", async (entry) => {
    const db = database.db;
    const post = (id: string | null, values: Record<string, string>, intent?: string) =>
      handleEditorAction(formData(values, intent), context(), { id, schema: entry.editor.schema, writes: entry.editor.writes }) as Promise<Response>;

    const created = await post(entry.fixedId ?? null, entry.form("The published words."));
    expect(created.status).toBe(302);
    const id = entry.fixedId ?? created.headers.get("location")!.split("/").at(-1)!;

    // Save draft: the live item and its page keep the published words; the preview shows the draft's.
    const drafted = await post(id, entry.form("The draft's words."), "draft");
    expect(drafted.status).toBe(302);
    expect(await entry.stored(db, id)).toBe("The published words.");
    const draft = await readDraft(db, entry.type, id);
    expect(draft?.savedBy).toBe(admin.email);
    expect(draft!.values).toEqual({ [entry.field]: "The draft's words.", __image_alts: {} });
    expect(await markDraftsWaiting(db, entry.type, [{ id }])).toEqual([{ id, draftWaiting: true }]);
    expect(await entry.page(db, id, false)).toBe("The published words.");
    expect(await entry.page(db, id, true)).toBe("The draft's words.");

    // Save publishes what the form holds and drops the draft.
    expect((await post(id, entry.form("The draft's words."))).status).toBe(302);
    expect(await entry.stored(db, id)).toBe("The draft's words.");
    expect(await readDraft(db, entry.type, id)).toBeNull();
    expect(await entry.page(db, id, false)).toBe("The draft's words.");

    // Discard draft: the live item as it was.
    await post(id, entry.form("Words nobody will read."), "draft");
    expect((await post(id, entry.form("ignored"), "discardDraft")).status).toBe(302);
    expect(await readDraft(db, entry.type, id)).toBeNull();
    expect(await entry.stored(db, id)).toBe("The draft's words.");

    // Scheduled: the job publishes it at its time through the type's own update.
    const schedule = formData(entry.form("The scheduled words."), "scheduleDraft");
    schedule.append(DRAFT_PUBLISH_AT, "2099-03-01T09:30");
    expect(((await handleEditorAction(schedule, context(), { id, schema: entry.editor.schema, writes: entry.editor.writes })) as Response).status).toBe(302);
    expect(await entry.stored(db, id)).toBe("The draft's words.");
    const services = { db, log } as unknown as Services;
    expect(await publishDueDrafts(services, log as never, new Date("2099-03-01T08:31:00Z"))).toEqual({ published: 1, unscheduled: 0, gone: 0 });
    expect(await entry.stored(db, id)).toBe("The scheduled words.");
    expect(await entry.page(db, id, false)).toBe("The scheduled words.");
    expect(await readDraft(db, entry.type, id)).toBeNull();

    // An item visitors do not see has no draft to keep: its Save is quiet already.
    if (entry.hide) {
      await entry.hide(db, id);
      await expect(post(id, entry.form("Hidden words."), "draft")).rejects.toMatchObject({ init: { status: 400 } });
      expect(await readDraft(db, entry.type, id)).toBeNull();
    }
  });
});
