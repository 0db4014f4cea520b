import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/platform/db.server.ts";
import { createScratchDatabase, postgresAdminUrl } from "../support/postgres.ts";
import { relayTo } from "../support/tcp-relay.ts";

/**
 * A database connection that dies while a client is checked out of the pool
 * (in a transaction, between two of its queries): node-postgres emits the
 * error on that client, which the pool does not listen to while it is out.
 * Unheard, the event ends the process — a server on PostgreSQL crashed when
 * the database went away for a moment (readiness.test.ts caught it).
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe.runIf(postgresAdminUrl())("a PostgreSQL connection lost while in use", () => {
  it("fails the transaction that held it, and the pool serves again once the database is back", { timeout: 60_000 }, async () => {
    const database = await createScratchDatabase("ecurie_connection_loss");
    cleanups.push(() => database.drop());
    const relay = await relayTo(new URL(database.url));
    cleanups.push(() => relay.close());
    const throughRelay = new URL(database.url);
    throughRelay.hostname = "127.0.0.1";
    throughRelay.port = String(relay.port);
    const handle = await openDatabase({ databaseUrl: throughRelay.toString(), poolSize: 2 });
    cleanups.push(() => handle.close());

    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await relay.cut();
      // The connection's reset reaches the client while it sits checked out, between queries.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();

    await relay.restore();
    await expect.poll(() => handle.ping().then(() => "answering", () => "not answering"), { timeout: 20_000 }).toBe("answering");
  });
});
