import { useEffect, useId, useRef, useState } from "react";
import { TextAreaField } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { Prose } from "./prose.tsx";

/** Long enough to let a typist finish a word, short enough to feel live. */
const PREVIEW_DELAY_MS = 350;

/**
 * The article's markdown with its rendering beside it. The HTML always comes
 * from the server (POST /admin/news/preview), rendered and sanitized by the
 * code the public article page uses, so the preview is what visitors will
 * see. Without JavaScript the form's Preview button renders it instead.
 */
export function MarkdownEditor({
  name,
  label,
  hint,
  defaultValue,
  initialHtml,
  error,
  previewUrl,
}: {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  /** The server's rendering of `defaultValue` (or of the text the Preview button posted). */
  initialHtml: string;
  error?: string | undefined;
  previewUrl: string;
}) {
  const t = useAdminT();
  const hintId = useId();
  const [content, setContent] = useState(defaultValue);
  const [html, setHtml] = useState(initialHtml);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const rendered = useRef(defaultValue);

  // A Preview button post brings new server HTML: show it.
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
    <div className="grid gap-6 xl:grid-cols-2">
      <div className="space-y-2">
        <TextAreaField
          label={label}
          name={name}
          rows={20}
          defaultValue={defaultValue}
          error={error}
          onChange={(event) => setContent(event.currentTarget.value)}
          {...(error ? {} : { "aria-describedby": hintId })}
        />
        <p id={hintId} className="text-sm text-mist">
          {hint}
        </p>
      </div>
      <section aria-labelledby={`${hintId}-preview`} className="min-w-0 rounded-lg border border-white/10 bg-night p-5" data-testid="markdown-preview">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${hintId}-preview`} className="text-sm font-semibold tracking-wide text-cream uppercase">
            {t("adminNews.previewTitle")}
          </h2>
          <div aria-live="polite" className="flex items-center gap-2 text-sm text-mist">
            {state === "loading" ? (
              <>
                <Spinner className="scale-75" />
                {t("adminNews.previewUpdating")}
              </>
            ) : null}
            {state === "failed" ? <span className="text-red-300">{t("adminNews.previewFailed")}</span> : null}
          </div>
        </div>
        {html ? <Prose html={html} className="text-base" /> : <p className="text-mist">{t("adminNews.previewEmpty")}</p>}
      </section>
    </div>
  );
}
