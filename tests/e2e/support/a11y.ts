import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the list of serious or critical axe violations of the page, if any.
 * `exclude` leaves out selectors whose content is not ours (third-party player frames).
 */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []) {
  await settledAnimations(page);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Waits until every finite animation on the page has ended: a toast fading in or out is
 * half-transparent, and axe would measure the contrast of that moment, not of the page.
 * Endless ones (a spinner) are left running.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
