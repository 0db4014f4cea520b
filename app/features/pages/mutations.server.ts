import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { sitePages } from "../../db/schema/pages.ts";
import { siteSettings } from "../../db/schema/site.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { bumpContentVersion } from "../../platform/content-version.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { recordSlugChange } from "../redirects/mutations.server.ts";
import { DRIVER_TARGET_ID } from "../redirects/schema.ts";
import { blankDocument, blankNames, liveDocumentOf, readDocument } from "./queries.server.ts";
import { PAGE_DOCUMENT_SCHEMAS, pageAuditType, type EditablePageKey, type PageDocument } from "./schema.ts";

/**
 * Writing the pages the team edits as documents: a draft waits (and may be
 * scheduled), Publish makes a document what visitors read, in one
 * transaction with what follows from it (the driver's name and address in
 * the settings the menu reads). The route records each publication in the
 * activity log with the documents before and after: the page's versions.
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The page's row, created blank the first time a site without demo content edits it; locked for this transaction. */
async function lockedRow(tx: Transaction, key: EditablePageKey) {
  const [existing] = await tx.select().from(sitePages).where(eq(sitePages.key, key)).for("update");
  if (existing) return existing;
  const blank = blankDocument(key, await blankNames(tx));
  await tx.insert(sitePages).values({ key, published: blank as Record<string, unknown> }).onConflictDoNothing();
  const [created] = await tx.select().from(sitePages).where(eq(sitePages.key, key)).for("update");
  return created!;
}

export interface DraftOptions {
  /** Who saves it (their e-mail, kept even if the account goes). */
  by: string;
  /** When it goes public by itself; null keeps it waiting for Publish. */
  publishAt: Date | null;
}

/** Keeps an edit as the page's draft: visitors still read the published page. */
export async function savePageDraft<Key extends EditablePageKey>(db: Database, key: Key, document: PageDocument<Key>, options: DraftOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedRow(tx, key);
    await tx
      .update(sitePages)
      .set({ draft: document as Record<string, unknown>, draft_saved_by: options.by, draft_saved_at: sql`now()`, publish_at: options.publishAt })
      .where(eq(sitePages.key, key));
  });
}

/** Drops the page's draft (and its schedule): the published page stays as it is. Answers whether there was one. */
export async function discardPageDraft(db: Database, key: EditablePageKey): Promise<boolean> {
  const dropped = await db
    .update(sitePages)
    .set({ draft: null, publish_at: null, draft_saved_by: null, draft_saved_at: null })
    .where(sql`${sitePages.key} = ${key} and ${sitePages.draft} is not null`)
    .returning({ key: sitePages.key });
  return dropped.length > 0;
}

export interface Publication<Key extends EditablePageKey> {
  /** What visitors read until now, and from now on: the version the activity log keeps. */
  before: PageDocument<Key>;
  after: PageDocument<Key>;
}

/**
 * Makes a document the published page at once, dropping any draft. The
 * driver's name and address are also written to the settings (the first
 * start of a site without pages reads them there).
 */
export async function publishPage<Key extends EditablePageKey>(db: Database, key: Key, document: PageDocument<Key>, options: { by: string; now?: Date }): Promise<Publication<Key>> {
  const now = options.now ?? new Date();
  const before = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, key);
    // What visitors read until now (a scheduled draft whose time came included): the "before" of this publication.
    const current = readDocument(key, liveDocumentOf(row, now), () => document);
    await tx
      .update(sitePages)
      .set({ published: document as Record<string, unknown>, draft: null, publish_at: null, draft_saved_by: null, draft_saved_at: null, published_at: now, published_by: options.by })
      .where(eq(sitePages.key, key));
    if (key === "driver") {
      const driver = document as PageDocument<"driver">;
      await tx.update(siteSettings).set({ driver_name: driver.name, driver_slug: driver.slug }).where(eq(siteSettings.id, 1));
      // The page's old address keeps leading to it (one address for both languages: /{slug}, /fr/{slug}).
      const previous = (current as PageDocument<"driver">).slug;
      await recordSlugChange(tx, { type: "driver", locale: "en", from: previous, to: driver.slug, targetId: DRIVER_TARGET_ID }, now);
    }
    return current;
  });
  return { before, after: document };
}

/**
 * The housekeeping job: every draft whose publication time has come becomes
 * the published page (visitors already read it since that moment: the read
 * checks the time too), recorded in the activity log as its author's.
 */
export async function publishDuePages(db: Database, log: Pick<Logger, "info" | "error">, now = new Date()): Promise<number> {
  const due = await db.select().from(sitePages).where(sql`${sitePages.draft} is not null and ${sitePages.publish_at} <= ${now}`);
  let published = 0;
  for (const row of due) {
    const key = row.key as EditablePageKey;
    const parsed = PAGE_DOCUMENT_SCHEMAS[key]?.safeParse(row.draft);
    if (!parsed?.success) continue;
    const by = row.draft_saved_by ?? "";
    const change = await publishPage(db, key, parsed.data as PageDocument<typeof key>, { by, now: row.publish_at ?? now });
    await bumpContentVersion(db);
    await recordAudit(db, log, {
      action: `${pageAuditType(key)}.publish`,
      actor: { email: by || null },
      target: { type: pageAuditType(key), id: key },
      details: { before: change.before, after: change.after, scheduled: true },
    });
    published++;
  }
  return published;
}
