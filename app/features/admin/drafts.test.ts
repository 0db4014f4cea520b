import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRequestContext } from "../../../tests/support/admin-context.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { TRASHABLE_TYPES, versionedType } from "../../content/registry.server.ts";
import { user } from "../../db/schema/auth.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { contentDrafts } from "../../db/schema/drafts.ts";
import { media } from "../../db/schema/media.ts";
import { auditLog } from "../../db/schema/security.ts";
import type { FormReply } from "../../lib/form.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { carWrites } from "../cars/mutations.server.ts";
import { getAdminCar, getCarView } from "../cars/queries.server.ts";
import { carFormSchema } from "../cars/schema.ts";
import { IMAGE_ALT_FIELDS } from "../media/schema.ts";
import { purgeExpiredTrash } from "../trash/mutations.server.ts";
import { listVersions } from "../versions/queries.server.ts";
import { publishDueDrafts } from "../../content/scheduled-drafts.server.ts";
import { handleEditorAction } from "./mutations.server.ts";
import { DRAFT_PUBLISH_AT } from "./schema.ts";
import { DRAFT_IMAGE_ALTS, draftImageAlts, itemsWithDrafts, readDraft, withDraft } from "./queries.server.ts";

/**
 * A published item's pending edit: Save draft keeps the form beside the live
 * row (checked as a save is), visitors keep the published version, a preview
 * shows the draft, Save publishes what the form holds and drops the draft,
 * Discard draft drops it; the history records each of them.
 */
describe.each(testDatabaseKinds())("drafts of live items on %s", (kind) => {
  let database: DatabaseHandle;
  const admin = { id: "drafting-admin", email: "drafts@ecurie-vitesse.example" };
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };
  const IMAGE = "/media/uploads/drafts.jpg";
  const t = translator("en");
  let carId = "";

  const context = () => adminRequestContext({ db: database.db, log, admin: { ...admin, name: "Drafter" } });

  function carForm(fields: { slug?: string; description: string; alt?: string; intent?: string }) {
    const formData = new FormData();
    const values = { name: "Rouge 74", slug: fields.slug ?? "rouge-74", year: "1974", price: "", status: "available", car_category: "catalog", published: "on", description: fields.description, image_url: IMAGE };
    for (const [name, value] of Object.entries(values)) formData.append(name, value);
    formData.append(IMAGE_ALT_FIELDS.url, IMAGE);
    formData.append(IMAGE_ALT_FIELDS.en, fields.alt ?? "A red car.");
    formData.append(IMAGE_ALT_FIELDS.fr, "");
    if (fields.intent) formData.append("intent", fields.intent);
    return formData;
  }

  const post = (id: string | null, form: FormData) => handleEditorAction(form, context(), { id, schema: carFormSchema, writes: carWrites, images: ["image_url"] });
  /** The toast a redirect carries (its flash cookie: base64 JSON, then its signature). */
  const flashOf = (response: Response) => Buffer.from(decodeURIComponent(/flash=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "").split(".")[0]!, "base64").toString("utf8");
  const actions = async () => (await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target_id, carId)).orderBy(auditLog.created_at)).map((row) => row.action);
  const publicDescription = async (preview = false) => {
    const view = await getCarView(database.db, "rouge-74", "en", { preview });
    return view && "description" in view ? view.description : null;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(user).values({ id: admin.id, name: "Drafter", email: admin.email });
    await database.db.insert(media).values({ key: IMAGE.slice("/media/".length), content_type: "image/jpeg", bytes: 1000, width: 800, height: 600, alt: "A red car." });
    await database.db.insert(historicF1Cars).values({ name: "Taken", slug: "taken-slug", year: 1970 } as never);
    const created = (await post(null, carForm({ description: "Fourth at Zandvoort." }))) as Response;
    expect(created.status).toBe(302);
    carId = created.headers.get("location")!.split("/").at(-1)!;
  });
  afterAll(() => database?.close());

  it("keeps a draft beside the published car: visitors see the published one, the preview and the editor the draft", async () => {
    const saved = (await post(carId, carForm({ description: "Third at Zandvoort, in the rain.", alt: "The red car in the rain.", intent: "draft" }))) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/cars/${carId}`);
    expect(flashOf(saved)).toContain("admin.draft.saved");
    // The row, its image's text and the public page have not changed.
    expect((await getAdminCar(database.db, carId))!.description).toBe("Fourth at Zandvoort.");
    const [image] = await database.db.select({ alt: media.alt }).from(media).where(eq(media.key, IMAGE.slice("/media/".length)));
    expect(image!.alt).toBe("A red car.");
    expect(await publicDescription()).toBe("Fourth at Zandvoort.");
    expect(await publicDescription(true)).toBe("Third at Zandvoort, in the rain.");
    // The draft holds the car as its update would write it, and the texts of its images.
    const draft = await readDraft(database.db, "car", carId);
    // Only what the draft changes: what changes elsewhere meanwhile is never laid back over the car.
    expect(draft).toMatchObject({ savedBy: admin.email });
    expect(draft!.values).toEqual({ description: "Third at Zandvoort, in the rain.", [DRAFT_IMAGE_ALTS]: { [IMAGE]: { en: "The red car in the rain.", fr: "" } } });
    expect(draftImageAlts(draft!.values)).toEqual({ [IMAGE]: { en: "The red car in the rain.", fr: "" } });
    expect(withDraft((await getAdminCar(database.db, carId))!, draft!.values)).toMatchObject({ id: carId, description: "Third at Zandvoort, in the rain." });
    expect(await itemsWithDrafts(database.db, "car")).toEqual(new Set([carId]));
    expect(await actions()).toEqual(["car.create", "car.save_draft"]);
  });

  it("lists the draft in the history, the published version still the current one", async () => {
    const entry = versionedType("car")!;
    const current = (await entry.current(database.db, carId))!.values;
    const { rows } = await listVersions(database.db, entry, carId, current, 1, t);
    expect(rows.map((row) => [row.what, row.current])).toEqual([
      ["Saved a draft of a car", false],
      ["Created a car", true],
    ]);
  });

  it("refuses a draft the save would refuse, and keeps the one waiting", async () => {
    const answer = (await post(carId, carForm({ slug: "taken-slug", description: "Renamed.", intent: "draft" }))) as unknown as { data: FormReply };
    expect(answer.data.error?.slug).toEqual(["admin.form.slugTaken"]);
    expect((await readDraft(database.db, "car", carId))!.values.description).toBe("Third at Zandvoort, in the rain.");
    expect((await getAdminCar(database.db, carId))!.slug).toBe("rouge-74");
    // The dry run wrote nothing either: no old address was recorded for the refused slug.
    expect(await actions()).toEqual(["car.create", "car.save_draft"]);
  });

  it("publishes with Save: the form goes live, its image's text too, and the draft is gone", async () => {
    const saved = (await post(carId, carForm({ description: "Third at Zandvoort, in the rain.", alt: "The red car in the rain." }))) as Response;
    expect(saved.status).toBe(302);
    expect(flashOf(saved)).toContain("admin.form.saved");
    expect(await publicDescription()).toBe("Third at Zandvoort, in the rain.");
    const [image] = await database.db.select({ alt: media.alt }).from(media).where(eq(media.key, IMAGE.slice("/media/".length)));
    expect(image!.alt).toBe("The red car in the rain.");
    expect(await readDraft(database.db, "car", carId)).toBeNull();
    expect(await actions()).toEqual(["car.create", "car.save_draft", "car.update"]);
  });

  it("discards a draft: the published car stays as it was", async () => {
    await post(carId, carForm({ description: "A draft to throw away.", intent: "draft" }));
    const discarded = (await post(carId, carForm({ description: "ignored", intent: "discardDraft" }))) as Response;
    expect(discarded.status).toBe(302);
    expect(flashOf(discarded)).toContain("admin.draft.discarded");
    expect(await readDraft(database.db, "car", carId)).toBeNull();
    expect(await publicDescription(true)).toBe("Third at Zandvoort, in the rain.");
    expect((await actions()).slice(-2)).toEqual(["car.save_draft", "car.discard_draft"]);
  });

  it("schedules a draft: refused without a time ahead, published by the job at its time, once, in the name of who scheduled it", async () => {
    const schedule = (when: string | null, description: string) => {
      const form = carForm({ description, alt: "The red car at dusk.", intent: "scheduleDraft" });
      if (when !== null) form.append(DRAFT_PUBLISH_AT, when);
      return post(carId, form);
    };
    const refusal = async (answer: Promise<unknown>) => ((await answer) as { data: FormReply }).data.error?.[DRAFT_PUBLISH_AT];
    expect(await refusal(schedule(null, "No time."))).toEqual(["admin.draft.whenRequired"]);
    expect(await refusal(schedule("2020-05-01T10:00", "A time gone."))).toEqual(["admin.draft.whenPast"]);
    expect(await refusal(schedule("tomorrow", "Not a time."))).toEqual(["admin.field.date"]);
    expect(await readDraft(database.db, "car", carId)).toBeNull();

    const scheduled = (await schedule("2099-05-01T10:00", "Second at Monaco, from the back.")) as Response;
    expect(scheduled.status).toBe(302);
    expect(flashOf(scheduled)).toContain("admin.draft.scheduled");
    expect(flashOf(scheduled)).toContain("May 1, 2099, 10:00 AM");
    // 10:00 in Paris in May is 08:00 UTC.
    expect(await readDraft(database.db, "car", carId)).toMatchObject({ publishAt: "2099-05-01T08:00:00.000Z", values: { description: "Second at Monaco, from the back." } });

    const services = { db: database.db, log } as unknown as Services;
    // Before its time nothing happens; at its time, two processes looking at once publish it once.
    expect(await publishDueDrafts(services, log as never, new Date("2099-05-01T07:59:59Z"))).toEqual({ published: 0, unscheduled: 0, gone: 0 });
    expect(await publicDescription()).toBe("Third at Zandvoort, in the rain.");
    const due = new Date("2099-05-01T08:00:30Z");
    const rounds = await Promise.all([publishDueDrafts(services, log as never, due), publishDueDrafts(services, log as never, due)]);
    expect(rounds.reduce((sum, round) => sum + round.published, 0)).toBe(1);
    expect(await publicDescription()).toBe("Second at Monaco, from the back.");
    const [image] = await database.db.select({ alt: media.alt }).from(media).where(eq(media.key, IMAGE.slice("/media/".length)));
    expect(image!.alt).toBe("The red car at dusk.");
    expect(await readDraft(database.db, "car", carId)).toBeNull();
    expect((await actions()).slice(-2)).toEqual(["car.schedule_draft", "car.publish_draft"]);
    const [published] = await database.db.select({ actor: auditLog.actor_email }).from(auditLog).where(and(eq(auditLog.target_id, carId), eq(auditLog.action, "car.publish_draft")));
    expect(published!.actor).toBe(admin.email);
  });

  it("leaves a scheduled draft the checks now refuse unscheduled, for the team to see", async () => {
    const form = carForm({ slug: "rouge-74-monaco", description: "Renamed for Monaco.", intent: "scheduleDraft" });
    form.append(DRAFT_PUBLISH_AT, "2099-06-01T10:00");
    expect(((await post(carId, form)) as Response).status).toBe(302);
    // Another car takes the address meanwhile.
    await database.db.insert(historicF1Cars).values({ name: "Usurper", slug: "rouge-74-monaco", year: 1971 } as never);
    const services = { db: database.db, log } as unknown as Services;
    expect(await publishDueDrafts(services, log as never, new Date("2099-06-01T09:00:00Z"))).toEqual({ published: 0, unscheduled: 1, gone: 0 });
    expect((await getAdminCar(database.db, carId))!.slug).toBe("rouge-74");
    expect(await readDraft(database.db, "car", carId)).toMatchObject({ publishAt: null, values: { slug: "rouge-74-monaco" } });
    await post(carId, carForm({ description: "ignored", intent: "discardDraft" }));
  });

  it("refuses a draft of an item that is not live: its Save is a draft already", async () => {
    await database.db.update(historicF1Cars).set({ published: false }).where(eq(historicF1Cars.id, carId));
    await expect(post(carId, carForm({ description: "x", intent: "draft" }))).rejects.toMatchObject({ init: { status: 400 } });
    await expect(post(null, carForm({ description: "x", intent: "draft" }))).rejects.toMatchObject({ init: { status: 400 } });
    expect(await readDraft(database.db, "car", carId)).toBeNull();
    await database.db.update(historicF1Cars).set({ published: true }).where(eq(historicF1Cars.id, carId));
  });

  it("drops the draft of an item purged from the trash", async () => {
    await post(carId, carForm({ description: "Waiting while the car is deleted.", intent: "draft" }));
    await database.db.update(historicF1Cars).set({ deleted_at: new Date("2020-01-01T00:00:00Z") }).where(eq(historicF1Cars.id, carId));
    expect(await purgeExpiredTrash(database.db, TRASHABLE_TYPES)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(contentDrafts).where(and(eq(contentDrafts.type, "car"), eq(contentDrafts.item_id, carId)))).toEqual([]);
  });
});
