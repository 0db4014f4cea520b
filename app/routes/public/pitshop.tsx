import type { Route } from "./+types/pitshop";
import { isPreviewRequest, requestPageDocuments } from "../../features/pages/queries.server.ts";
import { previewListWithDrafts } from "../../features/admin/queries.server.ts";
import { listIntroView } from "../../features/pages/rules.ts";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { CartLink } from "../../features/shop/components/cart-link.tsx";
import { CategoryFilter } from "../../features/shop/components/category-filter.tsx";
import { ProductCard } from "../../features/shop/components/product-card.tsx";
import { listMerchandise, toShopItem } from "../../features/shop/queries.server.ts";
import { isOutOfStock, parseShopCategory, shopCategoryLabel } from "../../features/shop/rules.ts";
import { merchandiseLd, shareImage } from "../../features/seo/schema.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaT(matches);
  // A category is a page of its own: its own title and canonical address.
  const title = loaderData?.category ? `${shopCategoryLabel(loaderData.category, t)} – ${t("nav.pitshop")}` : t("nav.pitshop");
  return seoMeta(pageTitle(title, matches), loaderData?.seo);
};

/** Active items, featured first then newest (§7); `?category=` filters by exact name, none for All Items. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The introduction the team wrote (Admin › Pages › Lists: introductions), in the page's language.
  const intro = listIntroView((await requestPageDocuments(context, request)).listings, "pitshop", context.get(localeContext));
  const category = parseShopCategory(url.searchParams.get("category"));
  const locale = context.get(localeContext);
  // An admin's preview shows each item with its draft waiting.
  const preview = await isPreviewRequest(context, request);
  const items = await loadSection(context, request, "merchandise", async ({ db }) =>
    (await previewListWithDrafts(db, "merchandise", await listMerchandise(db, category ? { category } : {}), preview)).map((item) => toShopItem(item, locale)),
  );
  const images = items.ok ? await resolveImages(context.get(servicesContext).db, items.data.map((item) => item.image_url)) : {};
  const t = translator(locale);
  const seo = await pageSeo(context, {
    url,
    page: "pitshop",
    ...(category
      ? { query: { category }, breadcrumb: [{ name: t("nav.pitshop"), path: "/pitshop" }, { name: shopCategoryLabel(category, t) }] }
      : { breadcrumb: [{ name: t("nav.pitshop") }] }),
    // Each item listed is a product with its offer (price in euro, VAT included, and whether it is in stock).
    structuredData: (team) =>
      items.ok
        ? items.data.map((item) =>
            merchandiseLd(team, {
              id: item.id,
              name: item.name,
              description: item.description ?? item.name,
              image: shareImage(team.origin, item.image_url, images, item.name)?.url,
              price: Number(item.price),
              inStock: !isOutOfStock(item),
              pageUrl: team.origin + pathIn("/pitshop", locale),
            }),
          )
        : [],
  });
  return { intro, category, items, images, seo };
}

export default function Pitshop({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, items, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={loaderData.intro.eyebrow.text} title={t("nav.pitshop")} lead={loaderData.intro.lead.text} />
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
                  <ProductCard item={item} images={images} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </section>
    </main>
  );
}
