import type { Route } from "./+types/cart";
import { PageIntro } from "../../components/page-intro.tsx";
import { CartView } from "../../features/shop/components/cart-view.tsx";
import { CheckoutForm } from "../../features/payments/components/checkout-form.tsx";
import { handleOrderRequest } from "./visitor-forms.server.ts";
import { checkoutOffer, handleCheckout } from "./checkout.server.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";

// One visitor's cart: kept out of search engines (robots.txt too).
export const meta: Route.MetaFunction = ({ matches }) => seoMeta(pageTitle(metaT(matches)("shop.cart"), matches), null, { noindex: true });

/** Whether the cart ends in a checkout through Stripe (payments on) or in an order request. */
export async function loader({ context }: Route.LoaderArgs) {
  return { checkout: await checkoutOffer(context) };
}

/** "Order with obligation to pay" when payments are on; else "Request order" (no payment online). */
export async function action({ request, context }: Route.ActionArgs) {
  if (await checkoutOffer(context)) return handleCheckout(context, await request.formData());
  return handleOrderRequest(context, request);
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { checkout } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={t("nav.pitshop")} title={t("cart.title")} lead={t(checkout ? "cart.leadPay" : "cart.lead")} />
      <div className="mx-auto max-w-7xl px-6 py-14 sm:py-20">
        <CartView checkout={checkout ? (cart) => <CheckoutForm {...cart} zones={checkout.zones} /> : undefined} />
      </div>
    </main>
  );
}
