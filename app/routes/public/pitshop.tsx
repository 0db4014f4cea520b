import type { Route } from "./+types/pitshop";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { CartLink } from "../../features/shop/components/cart-link.tsx";
import { CategoryFilter } from "../../features/shop/components/category-filter.tsx";
import { ProductCard } from "../../features/shop/components/product-card.tsx";
import { listMerchandise, toShopItem } from "../../features/shop/queries.server.ts";
import { parseShopCategory, shopCategoryLabel } from "../../features/shop/schema.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(metaT(matches)("nav.pitshop"), matches) }];

/** Active items, featured first then newest (§7); `?category=` filters by exact name, none for All Items. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const category = parseShopCategory(url.searchParams.get("category"));
  const locale = context.get(localeContext);
  const items = await loadSection(context, request, "merchandise", async ({ db }) =>
    (await listMerchandise(db, category ? { category } : {})).map((item) => toShopItem(item, locale)),
  );
  const images = items.ok ? await resolveImages(context.get(servicesContext).db, items.data.map((item) => item.image_url)) : {};
  return { category, items, images };
}

export default function Pitshop({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, items, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={t("shop.eyebrow")} title={t("nav.pitshop")} lead={t("shop.lead")} />
      <section aria-labelledby="shop-heading" className="mx-auto max-w-7xl px-6 py-14 sm:py-20">
        <h2 id="shop-heading" className="sr-only">
          {category ? shopCategoryLabel(category, t) : t("shop.filter.all")}
        </h2>
        <div className="mb-10 flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter current={category} />
          <div className="flex flex-col items-start gap-2 lg:items-end">
            <CartLink />
            <noscript>
              <p className="text-sm text-mist">{t("cart.needsJs")}</p>
            </noscript>
          </div>
        </div>
        <DataView result={items} errorMessage={t("error.merchandise")} emptyMessage={t("empty.merchandise")} emptyHint={t("empty.merchandiseHint")}>
          {(list) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list.map((item, index) => (
                <li key={item.id}>
                  <ProductCard item={item} images={images} priority={index < 4} />
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </section>
    </main>
  );
}
