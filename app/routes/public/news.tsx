import type { Route } from "./+types/news";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

const TITLE = "News";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(TITLE, matches) }];

export default function Page() {
  return (
    <main id="main">
      <PageIntro title={TITLE} lead="Race reports, restoration diaries and the team's newsletter." />
    </main>
  );
}
