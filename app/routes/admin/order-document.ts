import { data } from "react-router";
import type { Route } from "./+types/order-document";
import { documentPdf } from "../../features/payments/mutations.server.ts";
import { documentByNumber } from "../../features/payments/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { documentResponse } from "../resources/order-document.ts";

/** An order's invoice or credit note as a PDF, for the team (behind the admin's guard). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const document = await documentByNumber(services.db, params.number);
  if (!document || document.order_id !== params.orderId) throw data(translator(context.get(localeContext))("orders.notFound"), { status: 404 });
  return documentResponse(await documentPdf(services, document), document.number);
}
