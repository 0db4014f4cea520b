import { useEffect, useRef, useState } from "react";

export type PreviewState = "idle" | "loading" | "failed";

/**
 * The live preview of an editor (an article's Markdown, a newsletter's HTML):
 * a moment after typing stops, the text is posted to `previewUrl`, which
 * renders and sanitizes it with the code the public page or the e-mail uses,
 * and its HTML is shown. A newer keystroke cancels the request in flight.
 * Without JavaScript the form's Preview button posts instead, and the
 * server's HTML arrives as `initialHtml`: it is shown as soon as it changes.
 */
export function useLivePreview({
  content,
  initialContent,
  initialHtml,
  previewUrl,
  delayMs,
}: {
  content: string;
  /** The text `initialHtml` renders: no request until the content differs from it. */
  initialContent: string;
  initialHtml: string;
  previewUrl: string;
  delayMs: number;
}): { html: string; state: PreviewState } {
  const [html, setHtml] = useState(initialHtml);
  const [state, setState] = useState<PreviewState>("idle");
  const rendered = useRef(initialContent);

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
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, previewUrl, delayMs]);

  return { html, state };
}
