import { cn } from "../../../lib/cn.ts";
import { localText, type PageText } from "../../../lib/local-text.ts";
import { TricoloreTick } from "./tricolore.tsx";

/** The heading block of a page section: a gold eyebrow with the livery tick, the h2, and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
  align = "start",
}: {
  id?: string;
  eyebrow?: PageText;
  title: PageText;
  lead?: PageText;
  className?: string;
  align?: "start" | "center";
}) {
  const words = { eyebrow: localText(eyebrow), title: localText(title), lead: localText(lead) };
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {words.eyebrow.text ? (
        <p lang={words.eyebrow.lang} className={cn("mb-3 flex items-center gap-3 text-sm font-semibold tracking-[0.3em] text-gold uppercase", align === "center" && "justify-center")}>
          <TricoloreTick />
          {words.eyebrow.text}
        </p>
      ) : null}
      <h2 id={id} lang={words.title.lang} className="text-4xl leading-none sm:text-5xl">
        {words.title.text}
      </h2>
      {words.lead.text ? (
        <p lang={words.lead.lang} className="mt-5 text-lg text-mist">
          {words.lead.text}
        </p>
      ) : null}
    </div>
  );
}
