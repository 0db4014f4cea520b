/** The top of an admin screen: its one h1 and optional actions. */
export function AdminPage({ title, actions, children }: { title: string; actions?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-10">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

export function Panel({ title, children, className, id }: { title?: string; children: React.ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} className={`rounded-lg border border-white/10 bg-night-2 p-6 ${className ?? ""}`}>
      {title ? <h2 className="mb-4 text-xl">{title}</h2> : null}
      {children}
    </section>
  );
}
