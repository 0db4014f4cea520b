import { cn } from "../../../lib/cn.ts";

/**
 * Long-form text from the editors (article, newsletter). The HTML must come
 * sanitized from the server (rich-text.server.ts): nothing else may be passed.
 */
export function Prose({ html, className, lang }: { html: string; className?: string; lang?: string | undefined }) {
  return (
    <div
      lang={lang}
      data-testid="rich-text"
      className={cn(
        "text-lg leading-relaxed text-cream/90",
        "[&>*+*]:mt-6 [&>*:first-child]:mt-0 [&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:text-cream [&_h3]:mt-10 [&_h3]:text-2xl [&_h4]:mt-8 [&_h4]:font-display [&_h4]:text-xl [&_h4]:tracking-wide [&_h4]:uppercase",
        "[&_a]:font-semibold [&_a]:text-racing-light [&_a]:underline [&_a]:decoration-racing-light/40 [&_a]:underline-offset-4 hover:[&_a]:decoration-racing-light",
        "[&_strong]:font-semibold [&_strong]:text-cream [&_b]:font-semibold [&_b]:text-cream",
        "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:pl-1 [&_li::marker]:text-signal",
        "[&_blockquote]:border-l-4 [&_blockquote]:border-signal [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:text-cream [&_blockquote]:italic",
        "[&_code]:rounded [&_code]:bg-night-3 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-night-3 [&_pre]:p-5 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
        "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:border-white/10",
        // A placeholder the team must still replace (legal pages: `[[Numéro RCS]]`): impossible to miss.
        "[&_mark]:rounded [&_mark]:bg-gold [&_mark]:px-1.5 [&_mark]:font-semibold [&_mark]:text-night [&_mark]:outline-2 [&_mark]:outline-signal [&_mark]:outline-dashed",
        "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-white/10 [&_td]:p-3 [&_th]:border [&_th]:border-white/10 [&_th]:p-3 [&_th]:text-left",
        className,
      )}
      // Sanitized on the server with an allow-list (see rich-text.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
