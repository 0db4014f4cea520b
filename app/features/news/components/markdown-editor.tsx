import { useId, useState } from "react";
import { TextAreaField } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { Prose } from "./prose.tsx";
import { useLivePreview } from "../../admin/components/use-live-preview.ts";

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
  stacked = false,
  lang,
  rows = 20,
}: {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  /** The server's rendering of `defaultValue` (or of the text the Preview button posted). */
  initialHtml: string;
  error?: string | undefined;
  previewUrl: string;
  /** The preview under the text instead of beside it (two editors side by side: a legal page's languages). */
  stacked?: boolean;
  /** The language of the text, for spelling and screen readers. */
  lang?: string;
  rows?: number;
}) {
  const t = useAdminT();
  const hintId = useId();
  const [content, setContent] = useState(defaultValue);
  const { html, state } = useLivePreview({ content, initialContent: defaultValue, initialHtml, previewUrl, delayMs: PREVIEW_DELAY_MS });

  return (
    <div className={stacked ? "grid gap-6" : "grid gap-6 xl:grid-cols-2"}>
      <div className="space-y-2">
        <TextAreaField
          label={label}
          name={name}
          rows={rows}
          lang={lang}
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
        {html ? <Prose html={html} className="text-base" lang={lang} /> : <p className="text-mist">{t("adminNews.previewEmpty")}</p>}
      </section>
    </div>
  );
}
