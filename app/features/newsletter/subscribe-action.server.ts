import { data, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { reserveVisitorMail } from "../site/visitor-throttle.server.ts";
import { subscribeToNewsletter } from "./mutations.server.ts";
import { subscribeSchema, type SubscribeOutcome } from "./schema.ts";

/**
 * Handles a subscribe form post (home page's action). Answers with the outcome
 * for the toast (§8); a bad address answers 400, a failure 500, and the typed
 * address comes back so the field is not emptied. The welcome (or, with
 * double opt-in, the confirmation) e-mail is queued with the subscription.
 */
export async function handleSubscribe(context: Readonly<RouterContextProvider>, form: FormData) {
  const email = String(form.get("email") ?? "");
  const parsed = subscribeSchema.safeParse({ email });
  if (!parsed.success) {
    return data<SubscribeOutcome>({ form: "subscribe", status: "invalid", email, error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  try {
    // Too many subscriptions from one place or to one address: the spec's
    // "any other failure" message, with 429.
    const permit = await reserveVisitorMail(context, parsed.data.email);
    if (!permit.allowed) return data<SubscribeOutcome>({ form: "subscribe", status: "failed", email }, { status: 429 });
    const { db, env } = context.get(servicesContext);
    const result = await subscribeToNewsletter(db, parsed.data.email, { publicUrl: env.PUBLIC_URL });
    if (result.status === "already_subscribed") return data<SubscribeOutcome>({ form: "subscribe", status: "duplicate", email }, { status: 409 });
    return data<SubscribeOutcome>({ form: "subscribe", status: "success" });
  } catch (error) {
    context.get(requestContext).log.error({ err: error }, "subscribe failed");
    return data<SubscribeOutcome>({ form: "subscribe", status: "failed", email }, { status: 500 });
  }
}
