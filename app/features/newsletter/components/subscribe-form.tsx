import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import type { SubscribeOutcome } from "../schema.ts";

const MESSAGE: Record<SubscribeOutcome["status"], PublicKey | null> = {
  success: "subscribe.success",
  duplicate: "subscribe.duplicate",
  failed: "subscribe.failed",
  invalid: null,
};

/**
 * The newsletter form (§4): idle → submitting ("Subscribing...") → success
 * (field cleared, toast) or error (red toast). It posts to the home page's
 * action, so without JavaScript it still works as a plain form post and the
 * outcome is shown on the page that comes back (`fallback`).
 */
export function SubscribeForm({ fallback }: { fallback?: SubscribeOutcome | undefined }) {
  const t = useT();
  const fetcher = useFetcher<SubscribeOutcome>({ key: "subscribe" });
  const input = useRef<HTMLInputElement>(null);
  const submitting = fetcher.state !== "idle";
  const outcome = fetcher.data ?? fallback;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    const key = MESSAGE[result.status];
    if (result.status === "success") {
      toast.success(t("subscribe.success"));
      if (input.current) input.current.value = "";
    } else if (key) {
      toast.error(t(key));
    }
  }, [fetcher.data, fetcher.state, t]);

  const fieldError = outcome?.status === "invalid" ? t(outcome.error as PublicKey) : undefined;
  // Shown in the page only when the form was posted without JavaScript (no toast then).
  const inlineMessage = !fetcher.data && fallback ? (fallback.status === "invalid" ? null : MESSAGE[fallback.status]) : null;

  return (
    <fetcher.Form method="post" action="/?index" className="w-full max-w-xl" noValidate={false}>
      <input type="hidden" name="intent" value="subscribe" />
      <label htmlFor="subscribe-email" className="mb-2 block text-sm font-semibold tracking-wide uppercase">
        {t("subscribe.emailLabel")}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id="subscribe-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("subscribe.emailPlaceholder")}
          defaultValue={outcome && outcome.status !== "success" ? outcome.email : undefined}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "subscribe-email-error" : undefined}
          className="min-w-0 flex-1 rounded border border-white/20 bg-night px-4 py-3 text-cream placeholder:text-mist/60 focus:border-gold focus:outline-none"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? t("subscribe.submitting") : t("subscribe.button")}
        </Button>
      </div>
      {fieldError ? (
        <p id="subscribe-email-error" className="mt-2 text-sm text-red-300">
          {fieldError}
        </p>
      ) : null}
      {inlineMessage ? (
        <p role="status" className={`mt-3 text-sm ${fallback?.status === "success" ? "text-emerald-300" : "text-red-300"}`}>
          {t(inlineMessage)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
