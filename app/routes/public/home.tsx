import type { Route } from "./+types/home";
import { PageIntro } from "../../components/page-intro.tsx";
import { SubscribeForm } from "../../features/newsletter/components/subscribe-form.tsx";
import { handleSubscribe } from "../../features/newsletter/subscribe-action.server.ts";
import { pageTitle } from "../../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(undefined, matches) }];

/** The home page's form: the newsletter subscription (it also works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return handleSubscribe(context, form);
}

export default function Home({ matches, actionData }: Route.ComponentProps) {
  const layout = matches.find((match) => match?.id === "routes/public/layout")?.loaderData as { teamName: string } | undefined;
  return (
    <main id="main">
      <PageIntro eyebrow="Historic Formula 1" title={layout?.teamName ?? "Home"} lead="Acquisition, restoration and racing of historic Formula 1 cars." />
      <section id="news" className="mx-auto max-w-7xl px-6 py-16">
        <SubscribeForm fallback={actionData} />
      </section>
    </main>
  );
}
