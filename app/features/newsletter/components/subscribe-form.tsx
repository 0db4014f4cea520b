import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { fieldMessage, type FormReply } from "../../../lib/form-reply.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey, useLocalPath } from "../../../lib/i18n/index.ts";
import { NEWSLETTER_CONSENT } from "../rules.ts";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";

const loadSchema = () => import("../schema.ts").then((module) => module.subscribeSchema);

/**
 * The newsletter form (§4): idle → submitting ("Subscribing...") → success
 * (field cleared, toast) or error (red toast). The schema checks the address
 * in the browser first (on blur, and before the post). It posts to the home
 * page's action, so without JavaScript it still works as a plain form post
 * and the answer is shown on the page that comes back (`fallback`).
 */
export function SubscribeForm({ fallback }: { fallback?: FormReply | undefined }) {
  const t = useT();
  const localPath = useLocalPath();
  const fetcher = useFetcher<FormReply>({ key: "subscribe" });
  const { pathname } = useLocation();
  const submitting = fetcher.state !== "idle";
  const [form, fields] = useVisitorForm(loadSchema, fetcher.data ?? fallback, { id: "subscribe" });
  const say = (key: string) => t(key as PublicKey);

  // Each answer shows its toast once: success, or the message for the whole form (a message under the field is no toast).
  const toasted = useRef<FormReply | undefined>(undefined);
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || fetcher.state !== "idle" || toasted.current === reply) return;
    toasted.current = reply;
    const formError = fieldMessage(reply.error?.[""] ?? undefined, (key) => t(key as PublicKey));
    if (reply.status === "success") toast.success(t((reply.message ?? "subscribe.success") as PublicKey));
    else if (formError) toast.error(formError);
  }, [fetcher.data, fetcher.state, t]);

  const fieldError = fieldMessage(fields.email.errors, say);
  // Shown in the page only when the form was posted without JavaScript (no toast then).
  const inlineMessage = !fetcher.data && fallback ? (fallback.status === "success" ? say(fallback.message ?? "subscribe.success") : fieldMessage(fallback.error?.[""] ?? undefined, say)) : undefined;

  return (
    <fetcher.Form method="post" action={localPath("/?index")} className="w-full max-w-xl" {...form.props}>
      {form.keyInput && <input {...form.keyInput} />}
      <input type="hidden" name="intent" value="subscribe" />
      {/* Where the consent is given: stored with the subscription as its proof. */}
      <input type="hidden" name="page" value={pathname} />
      <label htmlFor={fields.email.id} className="mb-2 block text-sm font-semibold tracking-wide uppercase">
        {t("subscribe.emailLabel")}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          type="email"
          {...controlProps(fields.email)}
          key={fields.email.key}
          required
          autoComplete="email"
          placeholder={t("subscribe.emailPlaceholder")}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? fields.email.errorId : undefined}
          className="min-w-0 flex-1 rounded border border-white/20 bg-night px-4 py-3 text-cream placeholder:text-mist/60 focus:border-gold focus:outline-none"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? t("subscribe.submitting") : t("subscribe.button")}
        </Button>
      </div>
      <PrivacyNotice message={NEWSLETTER_CONSENT.key} className="mt-3" />
      {fieldError ? (
        <p id={fields.email.errorId} className="mt-2 text-sm text-red-300">
          {fieldError}
        </p>
      ) : null}
      {inlineMessage ? (
        <p role="status" className={`mt-3 text-sm ${fallback?.status === "success" ? "text-emerald-300" : "text-red-300"}`}>
          {inlineMessage}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
