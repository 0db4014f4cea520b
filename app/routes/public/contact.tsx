import type { Route } from "./+types/contact";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

const TITLE = "Contact";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(TITLE, matches) }];

export default function Page() {
  return (
    <main id="main">
      <PageIntro title={TITLE} lead="Write to the team: racing, coaching, cars, partnerships or the press." />
    </main>
  );
}
