import type { RouterContextProvider } from "react-router";
import { getLegalPage } from "../../features/legal/queries.server.ts";
import { LEGAL_PAGES, type LegalPageKey } from "../../features/legal/schema.ts";
import { isPreviewRequest } from "../../features/pages/queries.server.ts";
import { pageSeo, type PageSeoInput } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/**
 * A legal page's loader (the four routes share it): the team's text in the
 * page's language — with its draft waiting, in an admin's preview
 * (`?preview=draft`) — and its search and sharing words.
 */
export async function loadLegalPage({ context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL }, key: LegalPageKey, seoPage: PageSeoInput["page"]) {
  const locale = context.get(localeContext);
  const preview = await isPreviewRequest(context, request);
  const [page, seo] = await Promise.all([
    getLegalPage(context.get(servicesContext).db, key, locale, { preview }),
    pageSeo(context, { url, page: seoPage, breadcrumb: [{ name: translator(locale)(LEGAL_PAGES[key].title) }] }),
  ]);
  return { page, seo };
}
