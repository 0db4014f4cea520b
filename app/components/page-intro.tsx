/** The top of a public page: its one h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }) {
  return (
    <section className="relative overflow-hidden border-b border-white/10 bg-night-2">
      <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-25" />
      <div className="relative mx-auto max-w-7xl px-6 py-20 sm:py-28">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-[0.3em] text-gold uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-4xl text-5xl leading-none sm:text-7xl">{title}</h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg text-mist">{lead}</p> : null}
      </div>
    </section>
  );
}
