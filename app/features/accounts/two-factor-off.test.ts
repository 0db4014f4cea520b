import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { twoFactor, user } from "../../db/schema/auth.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { auditLog } from "../../db/schema/security.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { turnOffTwoFactorFor } from "./mutations.server.ts";

/**
 * An admin who lost their authenticator: another admin turns two-factor off
 * for them. The secret and backup codes go, the audit log says who did it,
 * and the owner is e-mailed in their language — together or not at all.
 */
describe.each(testDatabaseKinds())("turning off another admin's two-factor on %s", (kind) => {
  let database: DatabaseHandle;
  const by = { id: "helping-admin", email: "helper@ecurie-vitesse.example" };
  const target = { id: "lost-phone-admin", email: "lost-phone@ecurie-vitesse.example" };
  const options = { publicUrl: "https://ecurie.example", ip: "203.0.113.4", teamName: "Écurie Vitesse" };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(user).values([
      { id: by.id, name: "Helper", email: by.email, emailVerified: true },
      { id: target.id, name: "Lost", email: target.email, emailVerified: true, twoFactorEnabled: true, locale: "fr" },
    ]);
    await database.db.insert(twoFactor).values({ id: "tf-1", secret: "encrypted-secret", backupCodes: "encrypted-codes", userId: target.id });
  });
  afterAll(() => database?.close());

  it("removes the secret, records who did it, and e-mails the owner in their language", async () => {
    expect(await turnOffTwoFactorFor(database.db, target, by, options)).toBe(true);
    expect(await database.db.select().from(twoFactor).where(eq(twoFactor.userId, target.id))).toEqual([]);
    expect((await database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, target.id)))[0]!.on).toBe(false);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "user.two_factor_turned_off"));
    expect(audit).toMatchObject({ actor_id: by.id, actor_email: by.email, target_type: "user", target_id: target.id, ip: "203.0.113.4" });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, target.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Double authentification désactivée sur votre compte d’administration Écurie Vitesse");
    expect(mails[0]!.text_body).toContain("helper@ecurie-vitesse.example a désactivé la double authentification");
    expect(mails[0]!.text_body).toContain("https://ecurie.example/admin/account");
  });

  it("changes nothing, and sends nothing, when two-factor is already off", async () => {
    expect(await turnOffTwoFactorFor(database.db, target, by, options)).toBe(false);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, target.email))).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "user.two_factor_turned_off"))).toHaveLength(1);
  });
});
