import type { Route } from "./+types/terms";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

const TITLE = "Terms of Service";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(TITLE, matches) }];

export default function Page() {
  return (
    <main id="main">
      <PageIntro title={TITLE} lead="The terms that apply when you use this site." />
    </main>
  );
}
