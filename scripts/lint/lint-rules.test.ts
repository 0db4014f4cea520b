import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { cycleProblems, featureCycles, featureImports } from "./feature-cycles.ts";
import { featureFileProblems } from "./feature-files.ts";

/**
 * The architecture rules fail on a deliberate violation: each case lints a
 * snippet as if it lived at that path, with the project's own ESLint config.
 */
describe("layer rules (eslint.config.js)", () => {
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
  async function refusals(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
  }

  it.each([
    ["platform → feature", "app/platform/probe.server.ts", 'import { getSiteSettings } from "../features/settings/queries.server.ts";\nexport const probe = getSiteSettings;\n'],
    ["platform → component", "app/platform/probe.server.ts", 'import { Button } from "../components/ui/button.tsx";\nexport const probe = Button;\n'],
    ["platform → server/", "app/platform/probe.server.ts", 'import { startSiteServices } from "../../server/site.ts";\nexport const probe = startSiteServices;\n'],
    ["database in a shared component", "app/components/probe.tsx", 'import { eq } from "drizzle-orm";\nexport const probe = eq;\n'],
    ["table in a feature component", "app/features/cars/components/probe.tsx", 'import { historicF1Cars } from "../../../db/schema/cars.ts";\nexport const probe = historicF1Cars;\n'],
    ["database in a feature schema", "app/features/cars/schema.ts", 'import { historicF1Cars } from "../../db/schema/cars.ts";\nexport const probe = historicF1Cars;\n'],
    ["database in a route", "app/routes/public/probe.tsx", 'import { sql } from "drizzle-orm";\nexport const probe = sql;\n'],
    ["shared component → feature", "app/components/probe.tsx", 'import { experienceCards } from "../features/site/content.ts";\nexport const probe = experienceCards;\n'],
    ["lib → platform", "app/lib/probe.ts", 'import { env } from "../platform/env.server.ts";\nexport const probe = env;\n'],
    ["feature → route", "app/features/cars/queries.server.ts", 'import { loader } from "../../routes/public/car.tsx";\nexport const probe = loader;\n'],
    ["server code in a component", "app/features/cars/components/probe.tsx", 'import { listCars } from "../queries.server.ts";\nexport const probe = listCars;\n'],
    ["feature → the content declarations", "app/features/trash/queries.server.ts", 'import { TRASHABLE_TYPES } from "../../content/registry.server.ts";\nexport const probe = TRASHABLE_TYPES;\n'],
    ["platform → the content declarations", "app/platform/probe.server.ts", 'import { SCHEDULED_PUBLICATIONS } from "../content/registry.server.ts";\nexport const probe = SCHEDULED_PUBLICATIONS;\n'],
    ["content declarations → a route", "app/content/probe.server.ts", 'import { loader } from "../routes/admin/trash.tsx";\nexport const probe = loader;\n'],
  ])("refuses %s", async (_, filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["a table in queries.server.ts", "app/features/cars/queries.server.ts", 'import { historicF1Cars } from "../../db/schema/cars.ts";\nexport const probe = historicF1Cars;\n'],
    ["a table in platform/", "app/platform/probe.server.ts", 'import { mailOutbox } from "../db/schema/mail.ts";\nexport const probe = mailOutbox;\n'],
    ["a type from a table in a component", "app/features/cars/components/probe.tsx", 'import type { CarSpecifications } from "../../../db/schema/cars.ts";\nexport type Probe = CarSpecifications;\n'],
    ["a type from a server module in a component", "app/features/cars/components/probe.tsx", 'import type { Car } from "../queries.server.ts";\nexport type Probe = Car;\n'],
    ["a feature in a route", "app/routes/public/probe.tsx", 'import { listCars } from "../../features/cars/queries.server.ts";\nexport const probe = listCars;\n'],
    ["the content declarations in a route", "app/routes/admin/probe.tsx", 'import { TRASHABLE_TYPES } from "../../content/registry.server.ts";\nexport const probe = TRASHABLE_TYPES;\n'],
    ["a table and a feature in a declaration", "app/content/probe.server.ts", 'import { historicF1Cars } from "../db/schema/cars.ts";\nimport { carTrash } from "../features/cars/mutations.server.ts";\nexport const probe = [historicF1Cars, carTrash];\n'],
  ])("allows %s", async (_, filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });

  it("refuses a date formatter of a feature's own, and allows lib/format.ts its own", async () => {
    const code = 'export const a = new Intl.DateTimeFormat("en-US").format(new Date());\nexport const b = new Date().toLocaleDateString("fr-FR");\n';
    const ruleIds = async (filePath: string) => ((await eslint.lintText(code, { filePath }))[0]!.messages ?? []).map((message) => message.ruleId);
    expect(await ruleIds("app/features/news/probe.ts")).toEqual(["no-restricted-properties", "no-restricted-syntax"]);
    expect(await ruleIds("app/lib/format.ts")).toEqual([]);
  });
});

describe("feature file vocabulary (scripts/lint/feature-files.ts)", () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  function tree(files: string[]): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-vocabulary-"));
    roots.push(root);
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), "export {};\n");
    }
    return root;
  }

  it("accepts the vocabulary", () => {
    const root = tree([
      "app/features/cars/schema.ts",
      "app/features/cars/content.ts",
      "app/features/cars/queries.server.ts",
      "app/features/cars/mutations.server.ts",
      "app/features/cars/emails.server.ts",
      "app/features/cars/queries.test.ts",
      "app/features/cars/components/car-card.tsx",
      "app/features/cars/components/use-car.ts",
    ]);
    expect(featureFileProblems(root)).toEqual([]);
  });

  it("names every file outside it", () => {
    const root = tree([
      "app/features/cars/helpers.ts",
      "app/features/cars/views.server.ts",
      "app/features/cars/lib/format.ts",
      "app/features/cars/components/card.server.ts",
      "app/features/cars/components/nested/card.tsx",
      "app/features/stray.ts",
    ]);
    const problems = featureFileProblems(root);
    expect(problems.map((line) => line.split(":")[0])).toEqual(
      expect.arrayContaining([
        "app/features/cars/helpers.ts",
        "app/features/cars/views.server.ts",
        "app/features/cars/lib/",
        "app/features/cars/components/card.server.ts",
        "app/features/cars/components/nested/",
        "app/features/stray.ts",
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it("holds for the project itself", () => {
    expect(featureFileProblems(path.resolve(import.meta.dirname, "../.."))).toEqual([]);
  });
});

describe("features in one direction (feature-cycles.ts)", () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  function tree(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-cycles-"));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it("names features that import each other round, even through a third, a type or a component", () => {
    const root = tree({
      "app/features/shop/mutations.server.ts": 'import { storeWithMails } from "../bookings/mutations.server.ts";\nexport {};\n',
      "app/features/bookings/emails.server.ts": 'import type { Settings } from "../settings/queries.server.ts";\nexport {};\n',
      "app/features/settings/components/form.tsx": 'export { x } from "../../shop/schema.ts";\n',
      "app/features/news/queries.server.ts": 'import { pageInfo } from "../admin/schema.ts";\nexport {};\n',
      "app/features/admin/schema.ts": 'import { z } from "zod";\nexport {};\n',
      // Tests may wire features together.
      "app/features/admin/kit.test.ts": 'import { x } from "../news/queries.server.ts";\n',
    });
    const imports = featureImports(root);
    expect(featureCycles(imports)).toEqual([["bookings", "settings", "shop"]]);
    const [problem] = cycleProblems(root);
    expect(problem).toContain("features that import each other round: bookings, settings, shop");
    expect(problem).toContain("settings → shop  app/features/settings/components/form.tsx:1");
    expect(problem).not.toContain("news");
  });

  it("holds for the project itself", () => {
    expect(cycleProblems(path.resolve(import.meta.dirname, "../.."))).toEqual([]);
  });
});
