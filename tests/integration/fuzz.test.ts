import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubjects } from "../../app/db/enums.ts";
import { carEnquirySchema, contactMessageSchema, experienceRequestSchema } from "../../app/features/bookings/schema.ts";
import { subscribeSchema } from "../../app/features/newsletter/schema.ts";
import { executeRows } from "../../app/platform/db.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { printSeedOnFailure, sized, TEST_SEED } from "../support/long-tests.ts";
import { serverDatabase, type ServerDatabase } from "../support/server-database.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Every public form action and the sign-in (as a form and as the auth API's
 * JSON), fed 1,000 generated submissions each by fast-check (a sample of 200
 * drawn from the run's seed on every `npm test`: tests/support/long-tests.ts), against the production server (issue 17): valid ones,
 * borderline ones (at and over each limit) and hostile ones (wrong types as
 * repeated fields, huge values, any unicode, control characters, markup,
 * missing fields). No answer may be a 500; afterwards, every row stored comes
 * from a submission answered 2xx, passes the form's own schema, and reads back
 * equal to what that schema made of the submission, and every 2xx submission
 * has its row, once.
 */
const RUNS = sized(1_000, 200);
const SIGN_IN_RUNS = RUNS;
printSeedOnFailure("tests/integration/fuzz.test.ts");
const ADMIN = { email: "fuzz-admin@example.com", password: "Fuzzing-Hockenheim-1977" };
// The server of the suite running now (one per database, in turn).
let dataDir: string;
let database: ServerDatabase;
let server: RunningServer;
/** A car's page (its enquiry form) and the experiences the page offers, read from the demo site. */
let carPath = "";
let experienceTypes: string[] = [];
/** Every id the shop's page holds: its items' among them (the others make lines the server refuses). */
let merchandiseIds: string[] = [];

/** A field's value in a submission: absent, one value, or the field repeated (what a wrong type looks like in a form). */
type FieldValue = string | string[] | undefined;

/** Stands for a well-formed address unique to its submission, so its row can be found again. */
const VALID_EMAIL = "<valid e-mail>";

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'; drop table contact_messages; --",
    "\u0000",
    "nul\u0000in the middle",
    "\u202egnp.exe",
    "line\r\nBcc: victim@example.com",
    "\ud800",
    "   ",
    "{{7*7}}${7*7}",
    "🏎️".repeat(300),
  ),
  fc.integer({ min: 1, max: 70_000 }).map((length) => "x".repeat(length)),
);

function field(valid: fc.Arbitrary<string>): fc.Arbitrary<FieldValue> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.array(fc.oneof(valid, hostileText), { minLength: 2, maxLength: 3 }) },
  );
}

const names = fc.oneof(fc.constantFrom("Ada Lovelace", "Élodie Prost-Müller", "  Jean  "), fc.string({ minLength: 1, maxLength: 120 }));
const emails = fc.oneof({ weight: 6, arbitrary: fc.constant(VALID_EMAIL) }, { weight: 1, arbitrary: fc.constantFrom("not-an-email", "a@b", "ada@example.com\r\nBcc: x@example.com", `${"a".repeat(250)}@example.com`) });
const messages = fc.oneof(fc.string({ maxLength: 200 }), fc.integer({ min: 1990, max: 2010 }).map((length) => "m".repeat(length)), fc.string({ unit: "grapheme", maxLength: 100 }));

let serial = 0;
/** The submission as a form post: repeated fields repeated, the valid address made unique. */
function formBody(fields: Record<string, FieldValue>): { body: URLSearchParams; email: string | undefined } {
  const body = new URLSearchParams();
  let email: string | undefined;
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      const actual = one === VALID_EMAIL ? `fuzz-${serial++}@example.com` : one;
      if (name === "email" && !Array.isArray(value)) email = actual;
      body.append(name, actual);
    }
  }
  return { body, email };
}

interface Sent {
  form: string;
  status: number;
  email: string | undefined;
  body: URLSearchParams;
}
const sent: Sent[] = [];

/** Runs RUNS generated submissions of one form; every answer is below 500. */
async function fuzzForm(form: string, target: () => string, fields: fc.Arbitrary<Record<string, FieldValue>>, runs = RUNS) {
  await fc.assert(
    fc.asyncProperty(fields, fc.integer({ min: 1, max: 250 }), async (generated, client) => {
      const { body, email } = formBody(generated);
      const response = await fetch(server.url + target(), {
        method: "POST",
        headers: { Origin: server.url, "X-Forwarded-For": `198.51.100.${client}` },
        body,
      });
      await response.arrayBuffer();
      sent.push({ form, status: response.status, email, body });
      return response.status < 500;
    }),
    { numRuns: runs, seed: TEST_SEED },
  );
  expect(sent.filter((one) => one.form === form)).toHaveLength(runs);
}

describe.each(testDatabaseKinds())("on %s", (kind) => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-fuzz-"));
    database = await serverDatabase(kind, dataDir, "ecurie_fuzz");
    sent.length = 0;
    server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "1", FORM_LIMIT_PER_IP: "1000000", FORM_LIMIT_PER_ADDRESS: "1000000", ...database.env });
    const collection = await (await fetch(`${server.url}/collection`)).text();
    carPath = collection.match(/href="(\/collection\/[a-z0-9-]+)"/)![1]!;
    const pitshop = await (await fetch(`${server.url}/pitshop`)).text();
    merchandiseIds = [...new Set(pitshop.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
    const experiences = await (await fetch(`${server.url}/experiences`)).text();
    experienceTypes = [...experiences.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
  }, 120_000);
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe("public forms under generated input", () => {
    it("the newsletter subscription", { timeout: 300_000 }, async () => {
      await fuzzForm("subscribe", () => "/?index", fc.record({ email: field(emails), page: field(fc.constantFrom("/", "/news", "/fr/actualites")) }));
    });

    it("the contact form", { timeout: 300_000 }, async () => {
      await fuzzForm("contact", () => "/contact", fc.record({ name: field(names), email: field(emails), subject: field(fc.constantFrom(...contactSubjects)), message: field(messages) }));
    });

    it("the experience request", { timeout: 300_000 }, async () => {
      await fuzzForm(
        "experience",
        () => "/experiences",
        fc.record({ name: field(names), email: field(emails), experience_type: field(fc.constantFrom(...experienceTypes)), message: field(messages) }),
      );
    });

    it("a car's enquiry", { timeout: 300_000 }, async () => {
      await fuzzForm("enquiry", () => carPath, fc.record({ car: field(fc.constant(carPath.split("/").at(-1)!)), name: field(names), email: field(emails), message: field(messages) }));
    });

    it("the cart's order request", { timeout: 300_000 }, async () => {
      const items = fc.oneof(
        { weight: 3, arbitrary: fc.array(fc.record({ merchandise_id: fc.constantFrom(...merchandiseIds), size: fc.constant(null), quantity: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 2 }).map((lines) => JSON.stringify(lines)) },
        fc.constant("[]"),
        fc.json(),
        fc.array(fc.record({ merchandise_id: fc.oneof(fc.uuid(), hostileText), size: fc.option(hostileText), quantity: fc.oneof(fc.integer(), hostileText) }), { maxLength: 25 }).map((lines) => JSON.stringify(lines)),
      );
      await fuzzForm("order", () => "/pitshop/cart", fc.record({ name: field(names), email: field(emails), message: field(messages), items: field(items) }));
    });

    // Wrong passwords go to made-up accounts: a thousand on the admin's own would (rightly) slow its sign-in to 10 s each.
    it(`the sign-in, as a form and as the auth API's JSON (${SIGN_IN_RUNS} each)`, { timeout: 600_000 }, async () => {
      const admin = fc.record({ email: fc.constant<FieldValue>(ADMIN.email), password: fc.constant<FieldValue>(ADMIN.password) });
      await fuzzForm("login", () => "/admin/login", fc.oneof(admin, fc.record({ email: field(fc.emailAddress()), password: field(hostileText) })), SIGN_IN_RUNS);
      const json = fc.oneof(
        fc.record({ email: fc.oneof(fc.emailAddress(), hostileText, fc.integer(), fc.constant(null)), password: fc.oneof(hostileText, fc.integer(), fc.array(fc.string())) }, { requiredKeys: [] }),
        fc.jsonValue(),
      );
      await fc.assert(
        fc.asyncProperty(json, fc.integer({ min: 1, max: 250 }), async (body, client) => {
          const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
            method: "POST",
            headers: { Origin: server.url, "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${client}` },
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          // No generated body is the admin's password: never a session.
          return response.status < 500 && !response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));
        }),
        { numRuns: SIGN_IN_RUNS, seed: TEST_SEED },
      );
    });

    it("an address holding U+0000 (%00) is refused with 400 before any loader reads it", async () => {
      for (const address of ["/news?q=%00", "/collection/%00", "/admin/cars?q=a%00b", "/fr/actualites?category=%00"]) {
        const response = await fetch(server.url + address, { redirect: "manual" });
        expect(response.status, address).toBe(400);
        expect(await response.text()).toBe("Bad request: the address holds a NUL character.");
      }
    });

    it("stored only valid submissions answered 2xx, each once, and every stored row reads back as its form's schema made it", { timeout: 120_000 }, async () => {
      expect(sent.filter((one) => one.status >= 500)).toEqual([]);
      await server.stop();
      const handle = await database.open("fuzz test");
      try {
        const rowsOf = async (table: string, columns: string) =>
          new Map(
            (await executeRows<Record<string, string | null>>(handle.db, sql.raw(`select ${columns} from ${table} where email like 'fuzz-%@example.com'`))).map((row) => [row.email!, row]),
          );
        const stored = {
          subscribe: await rowsOf("newsletter_subscribers", "email"),
          contact: await rowsOf("contact_messages", "email, name, subject, message, car_name"),
          experience: await rowsOf("experience_requests", "email, name, experience_type, message"),
          order: await rowsOf("order_requests", "email, name, message"),
        };
        const schemas = { subscribe: subscribeSchema, contact: contactMessageSchema, experience: experienceRequestSchema, enquiry: carEnquirySchema };
        const counts: Record<string, { accepted: number; refused: number }> = {};
        for (const one of sent) {
          const figure = (counts[one.form] ??= { accepted: 0, refused: 0 });
          if (one.status < 300) figure.accepted++;
          else figure.refused++;
          if (!one.email?.startsWith("fuzz-") || one.form === "login") continue;
          const table = one.form === "enquiry" ? stored.contact : stored[one.form as keyof typeof stored];
          const row = table.get(one.email);
          const label = `${one.form} ${one.status} ${one.body.toString().slice(0, 200)}`;
          if (one.status >= 300) {
            expect(row, label).toBeUndefined();
            continue;
          }
          expect(row, label).toBeDefined();
          if (one.form === "order") continue;
          // What the form's schema makes of the post is what the row holds.
          // (U+0000 is dropped from every posted value first: parseForm's withoutNul.)
          const posted = Object.fromEntries([...one.body].map(([name, value]) => [name, value.replaceAll("\u0000", "")]));
          const parsed = schemas[one.form as keyof typeof schemas].parse(posted);
          const expected: Record<string, unknown> = { ...parsed };
          delete expected.car;
          delete expected.page;
          // An enquiry sent without a message is stored with the site's sentence naming the car.
          if (one.form === "enquiry" && expected.message === "") delete expected.message;
          for (const [column, value] of Object.entries(expected)) {
            expect(row![column] ?? "", `${label}: ${column}`).toBe(value ?? "");
          }
        }
        // The generators make both kinds: the rarest, an accepted order, is about 6 % of a form's
        // submissions, so none in a 200-sample happens once in about 250,000 seeds (a floor of one in fifty
        // failed about one seed in a hundred: seed 1776433081 drew 4 accepted orders of 200).
        for (const form of ["subscribe", "contact", "experience", "enquiry", "order"]) {
          expect(counts[form]!.accepted, `${form} accepted some`).toBeGreaterThan(0);
          expect(counts[form]!.refused, `${form} refused some`).toBeGreaterThan(0);
        }
        // One row per address: no submission stored twice.
        const [contactRows] = await executeRows<{ total: number }>(handle.db, sql`select count(*)::int as total from contact_messages where email like 'fuzz-%@example.com'`);
        expect(contactRows!.total).toBe(stored.contact.size);
        console.info(`fuzzing: ${Object.entries(counts).map(([form, figure]) => `${form} ${figure.accepted} accepted, ${figure.refused} refused`).join("; ")}`);
      } finally {
        await handle.close();
      }
    });
  });
});
