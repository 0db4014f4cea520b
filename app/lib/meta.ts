/** The document title of a public page: "Page | Team". The team's name comes from the public layout's data. */
export function pageTitle(page: string | undefined, matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const layout = matches.find((match) => match?.id.startsWith("routes/public/layout"));
  const team = (layout?.loaderData as { teamName?: string } | undefined)?.teamName;
  if (!team) return page ?? "";
  return page ? `${page} | ${team}` : team;
}
