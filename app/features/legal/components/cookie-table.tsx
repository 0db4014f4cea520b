import { BROWSER_STORAGE } from "../../../lib/browser-storage.ts";
import { useT } from "../../../lib/i18n/index.ts";

/**
 * What the site keeps in a browser, from the one list the code reads
 * (lib/browser-storage.ts; the cookie test holds public pages to it): the
 * Cookies page shows it under the team's text, so the page cannot drift from
 * what the site does.
 */
export function CookieTable() {
  const t = useT();
  return (
    <section aria-labelledby="cookie-table-title" className="mt-12">
      <h2 id="cookie-table-title" className="text-3xl">
        {t("cookies.table.title")}
      </h2>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-left text-base" data-testid="cookie-table">
          <caption className="sr-only">{t("cookies.table.title")}</caption>
          <thead>
            <tr className="border-b border-white/20 text-sm tracking-wide text-mist uppercase">
              <th scope="col" className="py-3 pr-4">{t("cookies.table.name")}</th>
              <th scope="col" className="py-3 pr-4">{t("cookies.table.kind")}</th>
              <th scope="col" className="py-3 pr-4">{t("cookies.table.purpose")}</th>
              <th scope="col" className="py-3">{t("cookies.table.lifetime")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {BROWSER_STORAGE.map((entry) => (
              <tr key={entry.name}>
                <th scope="row" className="py-3 pr-4 align-top font-normal">
                  <code className="rounded bg-night-3 px-1.5 py-0.5 text-sm break-all">{entry.name}</code>
                </th>
                <td className="py-3 pr-4 align-top">
                  {t(entry.kind === "cookie" ? "cookies.table.cookie" : "cookies.table.localStorage")}
                  <span className="block text-sm text-mist">{t(entry.where === "admin" ? "cookies.table.admin" : "cookies.table.public")}</span>
                </td>
                <td className="py-3 pr-4 align-top">{t(entry.purpose)}</td>
                <td className="py-3 align-top">{t(entry.lifetime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
