import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRequestContext } from "../../../tests/support/admin-context.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { user } from "../../db/schema/auth.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { media } from "../../db/schema/media.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { auditLog } from "../../db/schema/security.ts";
import { contentVersion } from "../../db/schema/site.ts";
import type { FormReply } from "../../lib/form.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { action as editionAction } from "../../routes/admin/edition-edit.tsx";
import { handleEditorAction, handleListRowAction } from "./mutations.server.ts";
import { carWrites } from "../cars/mutations.server.ts";
import { carFormSchema } from "../cars/schema.ts";
import { IMAGE_ALT_FIELDS } from "../media/schema.ts";
import { createEdition } from "../newsletter/mutations.server.ts";

/**
 * An admin's save is one unit of work: the row, its images' texts, its
 * version (the audit record), the public pages' version and any e-mail it
 * queues commit together. Each part is made to fail in turn by a trigger that
 * refuses its write; the admin is told, gets the form back as typed, and
 * nothing at all has changed.
 */
describe.each(testDatabaseKinds())("one transaction per content write on %s", (kind) => {
  let database: DatabaseHandle;
  const admin = { id: "writer-admin", email: "writer@ecurie-vitesse.example" };
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };
  const IMAGE = "/media/uploads/one-transaction.jpg";
  let carId = "";

  const context = () => adminRequestContext({ db: database.db, log, admin: { ...admin, name: "Writer" } });

  function carForm(description: string, alt: string) {
    const formData = new FormData();
    const fields = { name: "Bleu 72", slug: "bleu-72", year: "1972", price: "", status: "available", car_category: "catalog", published: "on", description, image_url: IMAGE };
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    formData.append(IMAGE_ALT_FIELDS.url, IMAGE);
    formData.append(IMAGE_ALT_FIELDS.en, alt);
    formData.append(IMAGE_ALT_FIELDS.fr, "");
    return formData;
  }

  const saveCar = (id: string | null, description: string, alt: string) => handleEditorAction(carForm(description, alt), context(), { id, schema: carFormSchema, writes: carWrites, images: ["image_url"] });

  /** Everything a save touches, to compare before and after. */
  async function state() {
    const [car] = await database.db.select().from(historicF1Cars).where(eq(historicF1Cars.id, carId));
    const [image] = await database.db.select({ alt: media.alt }).from(media).where(eq(media.key, IMAGE.slice("/media/".length)));
    const [audits] = await database.db.select({ n: count() }).from(auditLog);
    const [version] = await database.db.select({ version: contentVersion.version }).from(contentVersion);
    const [mails] = await database.db.select({ n: count() }).from(mailOutbox);
    return { car, alt: image?.alt, audits: audits!.n, version: version?.version ?? null, mails: mails!.n };
  }

  /** A trigger that refuses every write of one kind to one table, as a failing disk or a broken constraint would. */
  async function refuse(table: string, events: string) {
    await database.db.execute(sql.raw(`create trigger refuse_for_test before ${events} on ${table} for each row execute function refuse_for_test()`));
    return table;
  }
  let refused: string | null = null;
  afterEach(async () => {
    if (refused) await database.db.execute(sql.raw(`drop trigger if exists refuse_for_test on ${refused}`));
    refused = null;
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(user).values({ id: admin.id, name: "Writer", email: admin.email });
    await database.db.insert(media).values({ key: IMAGE.slice("/media/".length), content_type: "image/jpeg", bytes: 1000, width: 800, height: 600, alt: null });
    await database.db.execute(sql.raw(`create function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`));
    const created = (await saveCar(null, "Third at Monza.", "A blue car in the pits.")) as Response;
    expect(created.status).toBe(302);
    carId = created.headers.get("location")!.split("/").at(-1)!;
  });
  afterAll(() => database?.close());

  it.each([
    ["the car's row", "historic_f1_cars", "update"],
    ["the image's alt text", "media", "update"],
    ["the version and its audit record", "audit_log", "insert"],
    ["the public pages' version", "content_version", "insert or update"],
  ])("a save that cannot write %s changes nothing, and the form comes back as typed", async (_part, table, events) => {
    const before = await state();
    refused = await refuse(table, events);
    const answer = (await saveCar(carId, "Second at Monza, in the rain.", "The blue car on the grid.")) as unknown as { data: FormReply; init: ResponseInit | null };
    expect(answer.init?.status).toBe(500);
    expect(answer.data.error?.[""]).toEqual(["admin.write.failed"]);
    expect(answer.data.initialValue).toMatchObject({ description: "Second at Monza, in the rain.", [IMAGE_ALT_FIELDS.en]: "The blue car on the grid." });
    expect(await state()).toEqual(before);
    expect(log.error).toHaveBeenLastCalledWith(expect.objectContaining({ err: expect.anything() }), "content write rolled back");
  });

  it("the same save, nothing refused, changes all of them at once", async () => {
    const before = await state();
    const saved = (await saveCar(carId, "Second at Monza, in the rain.", "The blue car on the grid.")) as Response;
    expect(saved.status).toBe(302);
    const after = await state();
    expect(after.car!.description).toBe("Second at Monza, in the rain.");
    expect(after.alt).toBe("The blue car on the grid.");
    expect(after.audits).toBe(before.audits + 1);
    expect(after.version).toBeGreaterThan(before.version ?? 0);
  });

  it("a list's Unpublish whose record cannot be written leaves the car public", async () => {
    const before = await state();
    refused = await refuse("audit_log", "insert");
    const request = new Request("https://ecurie.example/admin/cars", { method: "POST", body: new URLSearchParams({ intent: "unpublish", id: carId }) });
    const answer = (await handleListRowAction(request, context(), carWrites)) as unknown as { data: FormReply; init: ResponseInit | null };
    expect(answer.init?.status).toBe(500);
    expect(answer.data.error?.[""]).toEqual(["admin.write.failed"]);
    expect(await state()).toEqual(before);
    expect(before.car!.published).toBe(true);
  });

  it("an edition saved with a test send whose e-mail cannot be queued keeps neither the save nor the e-mail", async () => {
    const edition = await createEdition(database.db, { title: "Winter", subject: "Winter news", content: "<p>Hello</p>", title_fr: null, subject_fr: null, content_fr: null });
    const before = await state();
    refused = await refuse("mail_outbox", "insert");
    const form = new URLSearchParams({ intent: "test", title: "Winter at Magny-Cours", subject: "Winter news", content: "<p>Hello from the workshop</p>" });
    const request = new Request(`https://ecurie.example/admin/newsletter/${edition.id}`, { method: "POST", body: form });
    const answer = (await editionAction({ request, context: context(), params: { editionId: edition.id } } as never)) as unknown as { data: FormReply; init: ResponseInit | null };
    expect(answer.init?.status).toBe(500);
    expect(answer.data.error?.[""]).toEqual(["admin.write.failed"]);
    expect(answer.data.initialValue).toMatchObject({ title: "Winter at Magny-Cours" });
    const [stored] = await database.db.select({ title: newsletterEditions.title }).from(newsletterEditions).where(eq(newsletterEditions.id, edition.id));
    expect(stored!.title).toBe("Winter");
    expect(await state()).toEqual(before);
  });
});
