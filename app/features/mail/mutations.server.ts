import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../platform/db.server.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { and, eq } from "drizzle-orm";
import { listEmlFiles, readEmlFile, headerBlock } from "./queries.server.ts";
import { isUuid } from "../../lib/ids.ts";


export async function retryMail(db: Database, id: string, now = new Date()): Promise<{ kind: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "pending", next_attempt_at: now, attempts: 0, locked_until: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ kind: mailOutbox.kind });
  return row ?? null;
}

/** "Retry the failed e-mails" (the admin's system page): every failed message back in the queue, due now. Returns how many. */
export async function retryFailedMails(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", next_attempt_at: now, attempts: 0, locked_until: null })
    .where(eq(mailOutbox.status, "failed"))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

// ——— The .eml outbox (no SMTP_URL) ———

export async function deleteEmlFilesTo(outboxDir: string, email: string): Promise<number> {
  const files = await listEmlFiles(outboxDir);
  const needle = email.toLowerCase();
  let deleted = 0;
  for (const file of files) {
    const source = await readEmlFile(outboxDir, file.name);
    if (!source) continue;
    // Folded header lines are joined before looking at To.
    const headers = headerBlock(source).replace(/\r?\n[ \t]+/g, " ");
    const to = headers.match(/^to:(.*)$/im)?.[1] ?? "";
    if (to.toLowerCase().includes(needle)) {
      await fs.promises.rm(path.join(outboxDir, file.name), { force: true });
      deleted++;
    }
  }
  return deleted;
}

/** The end of the header block (the first blank line): a list of files does not parse whole bodies. */
