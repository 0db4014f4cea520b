import { cn } from "../../../lib/cn.ts";
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
  eyebrow?: string;
  title: string;
  lead?: string;
  className?: string;
  align?: "start" | "center";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className={cn("mb-3 flex items-center gap-3 text-sm font-semibold tracking-[0.3em] text-gold uppercase", align === "center" && "justify-center")}>
          <TricoloreTick />
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-4xl leading-none sm:text-5xl">
        {title}
      </h2>
      {lead ? <p className="mt-5 text-lg text-mist">{lead}</p> : null}
    </div>
  );
}
