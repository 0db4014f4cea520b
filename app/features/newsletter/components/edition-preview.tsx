import { useEffect, useId, useRef, useState } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { Prose } from "../../news/components/prose.tsx";

/** Long enough to let a typist finish a word, short enough to feel live. */
const PREVIEW_DELAY_MS = 400;

/**
 * What subscribers will read: the content as the server sanitizes it for the
 * e-mail and the website (POST /admin/newsletter/preview), framed like the
 * message. Without JavaScript the form's Preview button fills it instead.
 */
export function EditionPreview({
  title,
  content,
  initialContent,
  initialHtml,
  teamName,
  previewUrl = "/admin/newsletter/preview",
}: {
  title: string;
  /** The content as typed now. */
  content: string;
  /** The content `initialHtml` was rendered from. */
  initialContent: string;
  initialHtml: string;
  teamName: string;
  previewUrl?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const [html, setHtml] = useState(initialHtml);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const rendered = useRef(initialContent);

  // A Preview button post (no JavaScript) or a reload brings new server HTML: show it.
  const [shownInitial, setShownInitial] = useState(initialHtml);
  if (initialHtml !== shownInitial) {
    setShownInitial(initialHtml);
    setHtml(initialHtml);
  }

  useEffect(() => {
    if (content === rendered.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("loading");
      try {
        const body = new FormData();
        body.set("content", content);
        const response = await fetch(previewUrl, { method: "POST", body, signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`preview ${response.status}`);
        const result = (await response.json()) as { html: string };
        rendered.current = content;
        setHtml(result.html);
        setState("idle");
      } catch (cause) {
        if (!controller.signal.aborted) {
          console.warn(cause);
          setState("failed");
        }
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, previewUrl]);

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0" data-testid="edition-preview">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-cream uppercase">
          {t("editions.previewTitle")}
        </h2>
        <div aria-live="polite" className="flex items-center gap-2 text-sm text-mist">
          {state === "loading" ? (
            <>
              <Spinner className="scale-75" />
              {t("editions.previewUpdating")}
            </>
          ) : null}
          {state === "failed" ? <span className="text-red-300">{t("editions.previewFailed")}</span> : null}
        </div>
      </div>
      <p className="mb-3 text-sm text-mist">{t("editions.previewHint")}</p>
      <div className="overflow-hidden rounded-lg border border-white/10 border-t-4 border-t-signal bg-night">
        <p className="bg-black/40 px-5 py-3 text-xs tracking-[0.2em] text-cream/80 uppercase">{teamName}</p>
        <div className="p-5">
          <p className="mb-4 font-display text-2xl tracking-wide text-cream">{title}</p>
          <div data-testid="edition-preview-content">
            {html ? <Prose html={html} className="text-base" /> : <p className="text-mist">{t("editions.previewEmpty")}</p>}
          </div>
        </div>
        <p className="border-t border-white/10 px-5 py-3 text-xs text-mist underline">{t("editions.previewUnsubscribe")}</p>
      </div>
    </section>
  );
}
