import type { RouterContextProvider } from "react-router";
import type { Loaded } from "../components/data-states.tsx";
import { requestContext, servicesContext } from "./context.ts";
import type { Services } from "./services.server.ts";

/**
 * Runs one data view's read for a loader. A failure is logged and becomes
 * `{ ok: false }`, so the page still renders with that view's error message
 * (§8) instead of failing whole.
 *
 * Test hook: when TEST_FAULT_INJECTION=1 (never in production), a request
 * whose `test-fail` cookie names this section fails here, as a broken query
 * would: that is how the end-to-end suite reaches every error state.
 */
export async function loadSection<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  section: string,
  read: (services: Services) => Promise<T>,
): Promise<Loaded<T>> {
  const services = context.get(servicesContext);
  try {
    if (services.env.TEST_FAULT_INJECTION && injectedFaults(request).has(section)) {
      throw new Error(`injected failure of "${section}" (TEST_FAULT_INJECTION)`);
    }
    return { ok: true, data: await read(services) };
  } catch (error) {
    context.get(requestContext).log.error({ err: error, section }, "data view failed to load");
    return { ok: false };
  }
}

function injectedFaults(request: Request): Set<string> {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(/(?:^|;\s*)test-fail=([^;]*)/);
  return new Set(match ? decodeURIComponent(match[1]!).split(",") : []);
}
