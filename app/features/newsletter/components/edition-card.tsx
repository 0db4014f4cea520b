import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { useT, useFormat, useLocalPath } from "../../../lib/i18n/index.ts";
import type { EditionCard as EditionCardData } from "../schema.ts";

/** A sent newsletter edition in the Newsletter tab. */
export function EditionCard({ edition }: { edition: EditionCardData }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  return (
    <article
      data-testid="edition-card"
      className="group relative flex gap-5 rounded-lg border border-white/10 bg-night-2 p-6 transition-colors hover:border-white/25 focus-within:border-gold sm:p-8"
    >
      <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-signal/15 text-signal ring-1 ring-signal/40">
        <Mail size={22} />
      </span>
      <div className="flex flex-1 flex-col gap-2">
        <p lang={edition.lang} className="text-sm font-semibold tracking-[0.2em] text-gold uppercase">{edition.title}</p>
        <h2 lang={edition.lang} className="text-2xl leading-tight text-cream">
          <Link to={localPath(`/newsletters/${edition.id}`)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {edition.subject}
          </Link>
        </h2>
        <p className="text-sm text-mist">
          <time dateTime={edition.sentAt}>{t("newsletter.sentOn", { date: format.date(edition.sentAt) })}</time>
        </p>
        <p aria-hidden="true" className="mt-2 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-cream uppercase">
          {t("newsletter.read")}
          <ArrowRight size={16} className="text-signal transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
