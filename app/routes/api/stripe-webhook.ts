import type { Route } from "./+types/stripe-webhook";
import { receiveStripeWebhook } from "../../features/payments/mutations.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";

/** Stripe's events: 404 while payments are off, as if the address did not exist. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services.payments) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // The raw text: the signature is over these exact bytes.
  const rawBody = await request.text();
  const answer = await receiveStripeWebhook({ db: services.db, provider: services.payments, publicUrl: services.env.PUBLIC_URL, log: context.get(requestContext).log }, rawBody, request.headers.get("stripe-signature"));
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

/** A GET is not Stripe's: the address only takes its POSTs. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
