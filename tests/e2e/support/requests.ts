import type { Page } from "@playwright/test";

let sentinels = 0;

/**
 * Resolves once Playwright has reported every request the page made before
 * this call, so that a count of the page's POSTs taken afterwards is final
 * ("no POST was sent" is then a fact, not a hope after some sleep).
 *
 * The page makes one more request, a GET the test answers itself, and the
 * browser reports a page's requests in the order the page makes them: once
 * this one is reported, any request made before it has been. Call it after a
 * positive signal that the code which could have sent something has run
 * (its messages shown, the focus moved, the button enabled again): a form's
 * submit handler starts its fetch in the same task as it refuses or accepts
 * the submission, long before the test can see its messages.
 */
export async function requestsReported(page: Page): Promise<void> {
  const path = `/__e2e-sentinel/${process.pid}-${++sentinels}`;
  const pattern = `**${path}`;
  await page.route(pattern, (route) => route.fulfill({ status: 204 }));
  const reported = page.waitForRequest((request) => new URL(request.url()).pathname === path);
  await page.evaluate((url) => {
    void fetch(url).catch(() => undefined);
  }, path);
  await reported;
  await page.unroute(pattern);
}
