import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, but for one yield (issue 16,
 * docs/decisions/018-static-speed.md): evaluating the page's modules and
 * starting the hydration were one task of ~150–250 ms on a phone's CPU
 * (Chromium slowed 4×); split in two, the blocking time after the first paint
 * fell from 130 to 53 ms on `/` and from 211 to 84 ms on `/news` (medians of
 * 12 and 8 loads). The top-level await keeps this module in a chunk of its own:
 * in the framework chunk it would hold back every module that imports React.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
