import type { Route } from "./+types/experiences";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

const TITLE = "Experiences";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(TITLE, matches) }];

export default function Page() {
  return (
    <main id="main">
      <PageIntro title={TITLE} lead="Drive a historic Formula 1 car, learn from a professional, live a race weekend from the inside." />
    </main>
  );
}
