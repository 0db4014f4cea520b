import { checkHealth } from "../../platform/health.server.ts";
import type { Services } from "../../platform/services.server.ts";

export interface PlatformStatus {
  database: boolean;
  authentication: boolean;
  storage: boolean;
}

/**
 * The dashboard's platform status, from real checks: a database round trip,
 * a storage write/read, and the auth layer finding this very session in its
 * store and serving its signing keys.
 */
export async function platformStatus(services: Services, sessionToken: string): Promise<PlatformStatus> {
  const [health, authentication] = await Promise.all([
    checkHealth(services),
    (async () => {
      try {
        const context = await services.auth.$context;
        const [session, jwks] = await Promise.all([context.internalAdapter.findSession(sessionToken), services.auth.api.getJwks()]);
        return Boolean(session) && jwks.keys.length > 0;
      } catch (error) {
        services.log.error({ err: error }, "authentication check failed");
        return false;
      }
    })(),
  ]);
  return { database: health.checks.database.ok, authentication, storage: health.checks.storage.ok };
}
