import fs from "node:fs";
import path from "node:path";
import { expect, type JSHandle, type Locator, type Page } from "@playwright/test";

/**
 * Real drags, as a person makes them: files dropped from the desktop onto a
 * drop zone, and an item dragged by its handle with the mouse.
 */

const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".gif": "image/gif", ".tiff": "image/tiff" };

export interface FileDrag {
  /** The files enter and hover over `target` (dragenter, dragover). */
  over(target: Locator): Promise<void>;
  /** The files are let go on `target` (drop). */
  drop(target: Locator): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A drag of real files: a DataTransfer made in the page from the files' bytes,
 * as the browser builds it when files come from the desktop.
 */
export async function dragFiles(page: Page, files: readonly string[]): Promise<FileDrag> {
  const payload = files.map((file) => ({
    name: path.basename(file),
    type: TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    base64: fs.readFileSync(file).toString("base64"),
  }));
  const dataTransfer: JSHandle<DataTransfer> = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const binary = atob(item.base64);
      const bytes = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
      transfer.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return transfer;
  }, payload);
  return {
    async over(target) {
      await target.dispatchEvent("dragenter", { dataTransfer });
      await target.dispatchEvent("dragover", { dataTransfer });
    },
    async drop(target) {
      await target.dispatchEvent("drop", { dataTransfer });
    },
    async dispose() {
      await dataTransfer.dispose();
    },
  };
}

/** Drags the files over `target` and drops them there. */
export async function dropFiles(page: Page, target: Locator, files: readonly string[]): Promise<void> {
  const drag = await dragFiles(page, files);
  await drag.over(target);
  await drag.drop(target);
  await drag.dispose();
}

/**
 * Brings the element into view, if it is not, with an instant scroll: the
 * page's `scroll-behavior: smooth` would otherwise glide it there while the
 * drag starts. Then waits until the element is still, as Playwright's own
 * "stable" check does: the same box in two consecutive animation frames
 * (frames the page renders, not a time), so a layout that is still settling
 * (an image above it arriving) is waited for too.
 */
async function bringIntoView(element: Locator) {
  await element.evaluate(async (node) => {
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
      node.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    }
    let last = "";
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = JSON.stringify(node.getBoundingClientRect());
      if (now === last) return;
      last = now;
    }
  });
}

/**
 * A mouse drag with dnd-kit's pointer sensor: press on `handle`, move past the
 * activation distance, glide in steps until the handle is where `onto` is,
 * and let go. The dragged item then sits at `onto`'s place.
 */
export async function mouseDrag(page: Page, handle: Locator, onto: Locator) {
  await bringIntoView(onto);
  await bringIntoView(handle);
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const direction = Math.sign(end.y - start.y) || 1;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Past the 5 px activation distance first: the drag starts, then follows the mouse.
  await page.mouse.move(start.x, start.y + 10 * direction, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  // A last small move lets the sorting settle on the item under the pointer.
  await page.mouse.move(end.x, end.y + direction, { steps: 2 });
  await page.mouse.up();
}

/**
 * A keyboard drag with dnd-kit: Space picks the item up, ArrowDown moves it
 * `steps` places, Space drops it; each step waits for what a screen reader hears.
 */
export async function keyboardDrag(page: Page, handleName: string, steps: number) {
  // The instructions are mounted with the page's JavaScript: before that, Space does nothing.
  await expect(page.getByText("To reorder, press Space or Enter to pick the item up", { exact: false })).toBeAttached();
  const handle = page.getByRole("button", { name: handleName, exact: true });
  // The page scrolls smoothly: bring it in view at once, and pick up once it is still, or the drag starts from where the item was.
  await bringIntoView(handle);
  await handle.focus();
  await page.keyboard.press("Space");
  const announcement = page.getByRole("status").filter({ hasText: /^(Picked up|.* is over position|.* dropped at position|Reordering cancelled)/ });
  await expect(announcement).toContainText("Picked up");
  for (let step = 0; step < steps; step++) await pressUntilHeard(page, announcement, "ArrowDown", `is over position ${step + 2} of`);
  await page.keyboard.press("Space");
  await expect(announcement).toContainText("dropped at position");
}

/**
 * dnd-kit reads the arrow keys from a tick after the pick-up, once it has
 * measured the items: a key pressed in between (a loaded machine makes that
 * window wide) moves nothing and says nothing. Then, and only then, the key is
 * pressed again.
 */
async function pressUntilHeard(page: Page, announcement: Locator, key: string, expected: string) {
  for (let attempt = 1; ; attempt++) {
    const before = await announcement.textContent();
    await page.keyboard.press(key);
    try {
      await expect(announcement).toContainText(expected, { timeout: attempt < 3 ? 2_000 : 7_000 });
      return;
    } catch (error) {
      if (attempt >= 3 || (await announcement.textContent()) !== before) throw error;
    }
  }
}
