import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * A public page's scripts start after its largest image is painted
 * (app/platform/script-priority.server.ts), so `page.goto` — which resolves at
 * the document's load event — now returns before React has hydrated the page.
 * A visitor who acts that early gets the server's forms and links (they work
 * without JavaScript, see no-javascript.spec.ts); the tests of what the
 * scripts add (validation on blur, toasts, client navigation) act on the page
 * as React owns it, so every navigation through `goto` or `reload` of a page
 * with JavaScript on waits for its hydration.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForHydrationOnNavigation(page);
      context.on("page", waitForHydrationOnNavigation);
    }
    await provide(context);
  },
});

/**
 * Resolves once React has hydrated the page: its main element carries React's
 * fiber, which hydration sets on an element once everything inside it is
 * rendered (the html and body elements get theirs as hydration begins).
 */
export async function waitForHydration(page: Page) {
  // Only a React Router document hydrates (not a feed, an image or a plain-text error).
  if (!(await page.evaluate(() => "__reactRouterContext" in window))) return;
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? document.body.firstElementChild ?? {}).some((key) => key.startsWith("__reactFiber")));
}

/** Makes `page.goto` and `page.reload` resolve once the page they load is hydrated, for a page opened outside the test's own context. */
export function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (response: Response | null) => {
    if (response && (response.headers()["content-type"] ?? "").startsWith("text/html")) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

/**
 * Runs `navigate` (a `goto` or `reload`) and resolves with its result once the
 * page it loads has also done what it does once hydrated. React Router's
 * route discovery asks the server for the routes of the page's links
 * (`/__manifest`) from an effect of the hydrated router, the root of the
 * tree: React runs a commit's effects children first, so every component's
 * effects have run when that request leaves, and the renders they asked for
 * (useSyncExternalStore's browser values: a cart's count, controls shown once
 * JavaScript runs, a toast asked for) are committed in that same task, before
 * its answer can arrive. Waiting for that answer replaces waiting for the
 * network to have been quiet for half a second ("networkidle").
 */
export async function afterHydrationEffects<T>(page: Page, navigate: () => Promise<T>): Promise<T> {
  // Answers are kept until the new document's address is known: a fetch sends its page's address as
  // Referer, which tells this document's discovery from a late one of the page before it.
  const answers: Response[] = [];
  let document: string | null = null;
  let discovered!: () => void;
  const found = new Promise<void>((resolve) => (discovered = resolve));
  const ours = (response: Response) => response.request().headers()["referer"] === document;
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname !== "/__manifest") return;
    if (document === null) answers.push(response);
    else if (ours(response)) discovered();
  };
  page.on("response", onResponse);
  try {
    const result = await navigate();
    // Only a React Router document hydrates and discovers routes (not a feed, an image or a plain-text error).
    if (!(await page.evaluate(() => "__reactRouterContext" in window))) return result;
    document = page.url().replace(/#.*$/, "");
    if (answers.some(ours)) discovered();
    await found;
    return result;
  } finally {
    page.off("response", onResponse);
  }
}
