import { useId } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { Prose } from "../../news/components/prose.tsx";
import { useLivePreview } from "../../admin/components/use-live-preview.ts";

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
  lang,
  heading,
}: {
  title: string;
  /** The content as typed now. */
  content: string;
  /** The content `initialHtml` was rendered from. */
  initialContent: string;
  initialHtml: string;
  teamName: string;
  previewUrl?: string;
  /** The French version's preview: its text is marked French, and its test ids carry "-fr". */
  lang?: "fr";
  heading?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const { html, state } = useLivePreview({ content, initialContent, initialHtml, previewUrl, delayMs: PREVIEW_DELAY_MS });

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0" data-testid={lang ? `edition-preview-${lang}` : "edition-preview"}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-cream uppercase">
          {heading ?? t("editions.previewTitle")}
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
        <div className="p-5" lang={lang}>
          <p className="mb-4 font-display text-2xl tracking-wide text-cream">{title}</p>
          <div data-testid={lang ? `edition-preview-content-${lang}` : "edition-preview-content"}>
            {html ? <Prose html={html} className="text-base" /> : <p className="text-mist">{t("editions.previewEmpty")}</p>}
          </div>
        </div>
        <p className="border-t border-white/10 px-5 py-3 text-xs text-mist underline">{t("editions.previewUnsubscribe")}</p>
      </div>
    </section>
  );
}
