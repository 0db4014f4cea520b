import type { Route } from "./+types/home";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(undefined, matches) }];

export default function Home({ matches }: Route.ComponentProps) {
  const layout = matches.find((match) => match?.id === "routes/public/layout")?.loaderData as { teamName: string } | undefined;
  return (
    <main id="main">
      <PageIntro eyebrow="Historic Formula 1" title={layout?.teamName ?? "Home"} lead="Acquisition, restoration and racing of historic Formula 1 cars." />
    </main>
  );
}
