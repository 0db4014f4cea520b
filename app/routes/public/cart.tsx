import type { Route } from "./+types/cart";
import { PageIntro } from "../../components/page-intro.tsx";
import { CartView } from "../../features/shop/components/cart-view.tsx";
import { handleOrderRequest } from "./visitor-forms.server.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";

// One visitor's cart: kept out of search engines (robots.txt too).
export const meta: Route.MetaFunction = ({ matches }) => seoMeta(pageTitle(metaT(matches)("shop.cart"), matches), null, { noindex: true });

/** "Request order": stores an order request with the database's prices and stock (no payment online). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleOrderRequest(context, request);
}

export default function Cart() {
  const t = useT();
  return (
    <main id="main">
      <PageIntro eyebrow={t("nav.pitshop")} title={t("cart.title")} lead={t("cart.lead")} />
      <div className="mx-auto max-w-7xl px-6 py-14 sm:py-20">
        <CartView />
      </div>
    </main>
  );
}
