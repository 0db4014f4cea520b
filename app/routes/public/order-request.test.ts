import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRequests } from "../../db/schema/bookings.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import type { OrderReply } from "../../features/shop/mutations.server.ts";
import { submitOrderRequest } from "./visitor-forms.server.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The protocol's reply of an order post, and its status. */
async function order(db: DatabaseHandle["db"], fields: Record<string, string>, clientIp?: string, locale?: "en" | "fr"): Promise<{ status: number; reply: OrderReply }> {
  const value = (await submitOrderRequest(db, form(fields), { clientIp, ...(locale ? { locale } : {}) })) as unknown as { data: OrderReply; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, reply: value.data };
}

describe.each(testDatabaseKinds())("order requests from the cart on %s", (kind) => {
  let database: DatabaseHandle;
  let tee: string;
  let book: string;
  let retired: string;
  let trashed: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const rows = await database.db
      .insert(merchandise)
      .values([
        { name: "Team T-Shirt", name_fr: "T-shirt de l’écurie", price: "39.00", category: "Apparel", stock_quantity: 5, sizes_available: ["S", "M", "L"] },
        { name: "Team Book", price: "59.90", category: "Books & Media", stock_quantity: 2 },
        { name: "Retired Print", price: "120.00", category: "Collectibles", stock_quantity: 3, active: false },
        // Active but moved to the trash by an admin: a cart kept from before must not order it.
        { name: "Trashed Cap", price: "25.00", category: "Apparel", stock_quantity: 8, deleted_at: new Date() },
      ])
      .returning({ id: merchandise.id });
    [tee, book, retired, trashed] = rows.map((row) => row.id) as [string, string, string, string];
  });
  afterAll(() => database?.close());

  const fields = (email: string, items: unknown) => ({ name: "Ada", email, message: "Ship to Lyon", items: JSON.stringify(items) });

  it("stores the order with the database's prices and answers its total and reference", async () => {
    const { reply: outcome, status } = await order(
      database.db,
      fields("ada@example.com", [
        { merchandise_id: tee, size: "M", quantity: 2 },
        { merchandise_id: book, size: null, quantity: 1 },
      ]),
      "198.51.100.4",
    );
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ status: "success", initialValue: null, total: "137.90", count: 3 });
    const [row] = await database.db.select().from(orderRequests).where(eq(orderRequests.email, "ada@example.com"));
    expect(row).toMatchObject({ name: "Ada", message: "Ship to Lyon", item_count: 3, total: "137.90", client_ip: "198.51.100.4" });
    expect(row!.items.map((line) => [line.name, line.size, line.quantity, line.unit_price])).toEqual([
      ["Team T-Shirt", "M", 2, "39.00"],
      ["Team Book", null, 1, "59.90"],
    ]);
    expect(row!.id.replace(/-/g, "").toUpperCase().startsWith(outcome.reference!)).toBe(true);
  });

  it("rejects quantities above the stock over all sizes, unavailable items and missing sizes, and stores nothing", async () => {
    const { reply: outcome, status } = await order(
      database.db,
      fields("bo@example.com", [
        { merchandise_id: tee, size: "M", quantity: 3 },
        { merchandise_id: tee, size: "L", quantity: 3 },
        { merchandise_id: retired, size: null, quantity: 1 },
        { merchandise_id: trashed, size: null, quantity: 1 },
        { merchandise_id: book, size: null, quantity: 1 },
        { merchandise_id: tee, size: null, quantity: 1 },
      ]),
    );
    expect(status).toBe(409);
    expect(outcome.status).toBe("error");
    expect(outcome.error).toMatchObject({ "": ["cart.rejected"] });
    expect(outcome.problems).toEqual(
      expect.arrayContaining([
        { kind: "out_of_stock", id: tee, name: "Team T-Shirt", available: 5 },
        { kind: "unavailable", name: "Retired Print" },
        { kind: "unavailable", name: "Trashed Cap" },
        { kind: "size", name: "Team T-Shirt" },
      ]),
    );
    expect(outcome).toMatchObject({ initialValue: { name: "Ada", email: "bo@example.com", message: "Ship to Lyon" } });
    expect(await database.db.select().from(orderRequests).where(eq(orderRequests.email, "bo@example.com"))).toEqual([]);
  });

  it("a cart refused for its stock keeps its key for the corrected one; that one retried answers its reference again and stores once", async () => {
    const key = crypto.randomUUID();
    const tooMany = await order(database.db, { ...fields("key@example.com", [{ merchandise_id: book, size: null, quantity: 9 }]), idempotency_key: key });
    expect(tooMany.status).toBe(409);
    const corrected = await order(database.db, { ...fields("key@example.com", [{ merchandise_id: book, size: null, quantity: 1 }]), idempotency_key: key });
    expect(corrected.status).toBe(200);
    const retried = await order(database.db, { ...fields("key@example.com", [{ merchandise_id: book, size: null, quantity: 1 }]), idempotency_key: key });
    expect(retried).toEqual(corrected);
    expect(await database.db.select().from(orderRequests).where(eq(orderRequests.email, "key@example.com"))).toHaveLength(1);
  });

  it("names the items of a French visitor's refusal in French, English where an item has no French", async () => {
    const { reply, status } = await order(
      database.db,
      fields("fr-refused@example.com", [
        { merchandise_id: tee, size: "M", quantity: 6 },
        { merchandise_id: retired, size: null, quantity: 1 },
      ]),
      undefined,
      "fr",
    );
    expect(status).toBe(409);
    expect(reply.problems).toEqual([
      { kind: "unavailable", name: "Retired Print" },
      { kind: "out_of_stock", id: tee, name: "T-shirt de l’écurie", available: 5 },
    ]);
  });

  it("stores the English names, and names the items in French in a French visitor's confirmation", async () => {
    const email = "fr-order@example.com";
    const { status } = await order(
      database.db,
      fields(email, [
        { merchandise_id: tee, size: "L", quantity: 1 },
        { merchandise_id: book, size: null, quantity: 1 },
      ]),
      undefined,
      "fr",
    );
    expect(status).toBe(200);
    const [row] = await database.db.select().from(orderRequests).where(eq(orderRequests.email, email));
    expect(row!.items.map((line) => line.name)).toEqual(["Team T-Shirt", "Team Book"]);
    const [confirmation] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    expect(confirmation!.text_body).toContain("T-shirt de l’écurie");
    expect(confirmation!.text_body).not.toContain("Team T-Shirt");
    // The book has no French name: the English one stands in.
    expect(confirmation!.text_body).toContain("Team Book");
    // The team's notification is in the team's language (English here), with the English names.
    const [notification] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.reply_to, email));
    expect(notification!.text_body).toContain("Team T-Shirt");
  });

  it("answers 400 with field messages for a bad name, email or an empty cart", async () => {
    const { reply: outcome, status } = await order(database.db, { name: "", email: "nope", message: "", items: "[]" });
    expect(status).toBe(400);
    expect(outcome).toMatchObject({
      status: "error",
      error: { name: ["form.nameRequired"], email: ["form.emailInvalid"], items: ["order.empty"] },
      initialValue: { email: "nope", items: "[]" },
    });
  });

  it("answers one plain message for a cart it cannot read", async () => {
    for (const items of ["{broken", JSON.stringify([{ merchandise_id: "x", quantity: 1 }]), JSON.stringify([{ merchandise_id: tee, size: "M", quantity: 99 }])]) {
      const { reply: outcome } = await order(database.db, { name: "Cy", email: "cy@example.com", items });
      expect(outcome.error?.items).toEqual([expect.stringMatching(/^order\.(empty|invalidItems)$/)]);
    }
    const { reply: outcome } = await order(database.db, { name: "Cy", email: "cy@example.com", items: JSON.stringify([{ merchandise_id: tee, size: "M", quantity: 99 }]) });
    expect(outcome.error?.items).toEqual(["order.invalidItems"]);
  });
});
