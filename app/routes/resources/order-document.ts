import type { Route } from "./+types/order-document";
import { documentPdf } from "../../features/payments/mutations.server.ts";
import { documentByNumber, getOrderByToken } from "../../features/payments/queries.server.ts";
import { servicesContext } from "../../platform/context.ts";

/**
 * An order's invoice or credit note as a PDF, for whoever holds the order's link (its secret is
 * the access). Never kept by a shared cache; a document of another order is a 404 like a wrong link.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const found = await getOrderByToken(services.db, params.token);
  const document = found ? await documentByNumber(services.db, params.number) : null;
  if (!found || !document || document.order_id !== found.order.id) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store" } });
  return documentResponse(await documentPdf(services, document), document.number);
}

/** A PDF download named after its number, for the buyer's eyes (or the team's) only. */
export function documentResponse(pdf: Uint8Array, number: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
