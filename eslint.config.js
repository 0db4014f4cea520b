import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** An import pattern and why it is refused. */
const refuse = (group, message, allowTypeImports = false) => ({ group, message, allowTypeImports });

const DATABASE = [
  refuse(["drizzle-orm", "drizzle-orm/*"], "Only queries.server.ts, mutations.server.ts, platform/ and db/ touch the database."),
  refuse(["**/db/schema/*", "**/platform/db.server*"], "Only queries.server.ts, mutations.server.ts, platform/ and db/ touch the database.", true),
];
const FEATURES = refuse(["**/features/**"], "This layer knows no feature: take what it needs as an argument, or register it from server/.");
const COMPONENTS = refuse(["**/components/**"], "This layer renders nothing: components sit above it.");
const CONTENT = refuse(["**/content/**"], "The content types' declarations (app/content/) sit above the features: take what they declare as an argument (routes and server/ pass it).");
const ROUTES = refuse(["**/routes/**"], "Nothing imports a route module: move what is shared into its feature.");
const SERVER = refuse(["**/server/*", "!**/app/**"], "server/ is the composition root: nothing in app/ imports it.");
const PLATFORM = refuse(["**/platform/**"], "Shared components and lib run in the browser too: no platform code.", false);
const ALL_MESSAGES = refuse(["**/i18n/all*"], "A component takes its area's messages (useT, useAdminT): every catalogue would land in the page's JavaScript.");
const ADMIN_MESSAGES = refuse(["**/i18n/admin*"], "Shared components serve public pages: the admin's messages would land in their JavaScript.");
const SERVER_ONLY = refuse(["**/*.server", "**/*.server.ts"], "Components run in the browser: import only types from *.server.ts.", true);

function restrict(files, patterns, ignores = []) {
  return { files, ignores: ["**/*.test.ts", "**/*.test.tsx", ...ignores], rules: { "no-restricted-imports": ["error", { patterns }] } };
}

function layerRules() {
  const featureData = ["app/features/*/queries.server.ts", "app/features/*/mutations.server.ts"];
  return [
    restrict(["app/platform/**/*.{ts,tsx}"], [FEATURES, CONTENT, COMPONENTS, ROUTES, SERVER]),
    restrict(["app/db/**/*.{ts,tsx}"], [FEATURES, CONTENT, COMPONENTS, ROUTES, SERVER]),
    restrict(["app/lib/**/*.{ts,tsx}"], [FEATURES, CONTENT, COMPONENTS, ROUTES, SERVER, PLATFORM, ...DATABASE]),
    restrict(["app/components/**/*.{ts,tsx}"], [FEATURES, CONTENT, ROUTES, SERVER, PLATFORM, ALL_MESSAGES, ADMIN_MESSAGES, ...DATABASE]),
    restrict(["app/features/*/components/**/*.{ts,tsx}"], [CONTENT, ROUTES, SERVER, SERVER_ONLY, ALL_MESSAGES, ...DATABASE]),
    restrict(featureData, [CONTENT, ROUTES, SERVER]),
    restrict(["app/features/**/*.{ts,tsx}"], [CONTENT, ROUTES, SERVER, ...DATABASE], [...featureData, "app/features/*/components/**"]),
    // The declarations compose features with the shared mechanisms; only routes and server/ read them.
    restrict(["app/content/**/*.{ts,tsx}"], [ROUTES, SERVER]),
    restrict(["app/routes/**/*.{ts,tsx}", "app/root.tsx", "app/entry.server.tsx"], [SERVER, ...DATABASE]),
  ];
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", "shot-*.mjs", "data/", "node_modules/", ".react-router/", "drizzle/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The layers (docs/architecture.md): routes → features → platform, db, lib;
  // shared components → lib. Each block names what its files may not import;
  // tests may wire layers together and are left out.
  ...layerRules(),
  {
    // One way to write a date (lib/format.ts: Paris time, the reader's language, no ICU load on
    // public pages): a formatter of its own elsewhere drifts from it (decision 026).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/format.ts", "app/lib/format-bytes.ts", "app/lib/i18n/core.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Intl", property: "DateTimeFormat", message: "Write dates and times with app/lib/format.ts (formatsFor / useFormat)." },
        { object: "Date", property: "toLocaleString", message: "Write dates and times with app/lib/format.ts." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: "Write dates and times with app/lib/format.ts." },
      ],
    },
  },
  {
    // Its goto waits for hydration: a public page's scripts start after its largest paint.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import test from ./support/test.ts: its pages' goto waits for React to hydrate." }] }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" } },
  },
);
