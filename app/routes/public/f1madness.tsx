import type { Route } from "./+types/f1madness";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

const TITLE = "F1 Madness";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(TITLE, matches) }];

export default function Page() {
  return (
    <main id="main">
      <PageIntro title={TITLE} lead="Three decades of historic Formula 1: the cars, the people and the craft behind them." />
    </main>
  );
}
