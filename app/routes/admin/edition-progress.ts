import type { Route } from "./+types/edition-progress";
import { editionIdSchema } from "../../features/newsletter/admin-schema.ts";
import { servicesContext } from "../../platform/context.ts";
import { editionProgress } from "../../features/newsletter/queries.server.ts";

/** The send's counts for the live progress bar (polled every second while sending). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editionIdSchema.safeParse(params.editionId);
  const progress = id.success ? await editionProgress(context.get(servicesContext).db, id.data) : null;
  if (!progress) return Response.json({ error: "notFound" }, { status: 404 });
  return Response.json(progress, { headers: { "Cache-Control": "no-store" } });
}
