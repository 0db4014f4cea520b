import type { Route } from "./+types/services";
import { PageIntro } from "../../components/page-intro.tsx";
import { pageTitle } from "../../lib/meta.ts";

const TITLE = "Services";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(TITLE, matches) }];

export default function Page() {
  return (
    <main id="main">
      <PageIntro title={TITLE} lead="Acquisition, restoration, racing, track experiences, driver coaching, team management and technical consulting." />
    </main>
  );
}
