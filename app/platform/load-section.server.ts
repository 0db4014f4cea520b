import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "./context.ts";
import type { Services } from "./services.server.ts";
import type { Loaded } from "../lib/loaded.ts";

/**
 * Runs one data view's read for a loader. A failure is logged and becomes
 * `{ ok: false }`, so the page still renders with that view's error message
 * (§8) instead of failing whole.
 *
 * Test hooks, only when TEST_FAULT_INJECTION=1 (never in production), driven
 * by cookies naming sections (comma-separated): `test-fail` makes the read
 * fail as a broken query would, `test-empty` makes a list come back empty,
 * `test-delay` (section:ms) holds it back. That is how the end-to-end suite
 * reaches every error, empty and loading state.
 */
export async function loadSection<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  section: string,
  read: (services: Services) => Promise<T>,
): Promise<Loaded<T>> {
  const services = context.get(servicesContext);
  try {
    if (services.env.TEST_FAULT_INJECTION) {
      const delay = Number(testCookie(request, "test-delay").find((entry) => entry.startsWith(`${section}:`))?.split(":")[1] ?? 0);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delay, 10_000)));
      if (testCookie(request, "test-fail").includes(section)) throw new Error(`injected failure of "${section}" (TEST_FAULT_INJECTION)`);
      if (testCookie(request, "test-empty").includes(section)) {
        const data = await read(services);
        return { ok: true, data: (Array.isArray(data) ? [] : data) as T };
      }
    }
    return { ok: true, data: await read(services) };
  } catch (error) {
    const info = context.get(requestContext);
    info.degraded = true;
    info.log.error({ err: error, section }, "data view failed to load");
    return { ok: false };
  }
}

function testCookie(request: Request, name: string): string[] {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!).split(",") : [];
}
