/**
 * The newsletter form's HTTP side, on every page that has it (the home page's
 * action): the visitor forms' limits and once-per-key storing
 * (visitor-forms.server.ts), apart from the other forms so the pages that
 * show those do not carry the newsletter's words.
 */
import type { RouterContextProvider } from "react-router";
import { subscribeToNewsletter, type SubscribeResult } from "../../features/newsletter/mutations.server.ts";
import { subscribeSchema } from "../../features/newsletter/schema.ts";
import { acceptForm, parseForm, refuseForm } from "../../lib/form.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { storeOnce, submissionKeyOf } from "../../platform/idempotency.server.ts";
import { reserveVisitorMail, type Throttled } from "./visitor-forms.server.ts";

/**
 * Handles a subscribe form post (home page's action), on the form protocol:
 * success carries the toast's message (§8) and empties the field; a bad
 * address answers 400 under the field; an address already subscribed 409,
 * too many subscriptions 429 and a failure 500, each with the spec's message
 * for the whole form and the typed address kept. The welcome (or, with
 * double opt-in, the confirmation) e-mail is queued with the subscription.
 */
export async function handleSubscribe(context: Readonly<RouterContextProvider>, form: FormData) {
  const submission = parseForm(form, subscribeSchema);
  if (submission.status !== "success") return refuseForm(submission);
  try {
    const { db, env } = context.get(servicesContext);
    // Once per key: a retry (same key) is its success again, not "already subscribed".
    const { result } = await storeOnce(
      db,
      "subscribe",
      submissionKeyOf(form),
      async (tx): Promise<Throttled<SubscribeResult>> => {
        const permit = await reserveVisitorMail(context, submission.value.email, tx);
        if (!permit.allowed) return { refused: "subscribe.failed" };
        return { stored: await subscribeToNewsletter(tx, submission.value.email, { publicUrl: env.PUBLIC_URL, locale: context.get(localeContext), page: submission.value.page }) };
      },
      (outcome) => "stored" in outcome && outcome.stored.status === "subscribed",
    );
    // Too many subscriptions from one place or to one address: the spec's "any other failure" message, with 429.
    if (!("stored" in result)) return refuseForm(submission, { form: result.refused }, 429);
    if (result.stored.status === "already_subscribed") return refuseForm(submission, { form: "subscribe.duplicate" }, 409);
    return acceptForm(submission, { message: "subscribe.success", reset: true });
  } catch (error) {
    context.get(requestContext).log.error({ err: error }, "subscribe failed");
    return refuseForm(submission, { form: "subscribe.failed" }, 500);
  }
}
