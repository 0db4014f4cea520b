import { CalendarX, Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { PageIntro } from "../../components/page-intro.tsx";
import { ContactForm } from "../../features/bookings/components/contact-form.tsx";
import { isContactSubject } from "../../features/bookings/rules.ts";
import { getContactDetails } from "../../features/settings/queries.server.ts";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { contactView, openingHoursOf } from "../../features/pages/rules.ts";
import { workshopLd } from "../../features/seo/schema.ts";
import { todayInParis } from "../../lib/format.ts";
import { handleContactForm } from "./visitor-forms.server.ts";
import { metaT, useFormat, useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/**
 * How to reach the team (Admin › Settings: they also sign the e-mails) and
 * the page's own words, weekly hours and closures (Admin › Pages › Contact).
 * ?subject=cars preselects the subject (links from cars, services and partners).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [details, documents] = await Promise.all([getContactDetails(context.get(servicesContext).db, locale), requestPageDocuments(context, request)]);
  // Today in Paris, the workshop's day: the render cache keeps a page no longer than that day.
  const today = todayInParis();
  const page = contactView(documents.contact, locale, today);
  const subject = url.searchParams.get("subject");
  const seo = await pageSeo(context, {
    url,
    page: "contact",
    breadcrumb: [{ name: translator(locale)("nav.contact") }],
    structuredData: (team) => [workshopLd(team, { url: team.origin + url.pathname, telephone: details.phone, address: details.address, hours: openingHoursOf(documents.contact, today) })],
  });
  return { details, page, selectedSubject: isContactSubject(subject) ? subject : null, seo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactForm(context, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("nav.contact"), matches), loaderData?.seo);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const { details, page, selectedSubject } = loaderData;
  const closedToday = page.closures.find((closure) => closure.today);
  const phoneHref = `tel:${details.phone.replace(/[^\d+]/g, "")}`;

  return (
    <main id="main">
      <PageIntro eyebrow={page.intro.eyebrow.text} title={t("nav.contact")} lead={page.intro.lead.text} />

      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-20 lg:grid-cols-[1fr_1.5fr]">
        <div className="space-y-10">
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="text-3xl">
              {t("contact.details")}
            </h2>
            <ul className="mt-6 space-y-5">
              <li className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-racing/25 text-racing-light ring-1 ring-racing-light/40">
                  <Mail aria-hidden="true" size={18} />
                </span>
                <span>
                  <span className="block text-xs font-semibold tracking-widest text-mist uppercase">{t("form.email")}</span>
                  <a href={`mailto:${details.email}`} className="text-lg break-all hover:text-gold hover:underline">
                    {details.email}
                  </a>
                </span>
              </li>
              {details.phone ? (
                <li className="flex gap-4">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-racing/25 text-racing-light ring-1 ring-racing-light/40">
                    <Phone aria-hidden="true" size={18} />
                  </span>
                  <span>
                    <span className="block text-xs font-semibold tracking-widest text-mist uppercase">{t("contact.phone")}</span>
                    <a href={phoneHref} className="text-lg hover:text-gold hover:underline">
                      {details.phone}
                    </a>
                  </span>
                </li>
              ) : null}
              {details.address ? (
                <li className="flex gap-4">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-racing/25 text-racing-light ring-1 ring-racing-light/40">
                    <MapPin aria-hidden="true" size={18} />
                  </span>
                  {/* A div, not a span: <address> is a block that a span may not hold. The li is a flex row either way. */}
                  <div>
                    <span className="block text-xs font-semibold tracking-widest text-mist uppercase">{t("contact.address")}</span>
                    <address lang={details.addressLang} className="text-lg whitespace-pre-line not-italic">
                      {details.address}
                    </address>
                  </div>
                </li>
              ) : null}
            </ul>
          </section>

          <section aria-labelledby="business-hours-title" className="rounded-lg border border-white/10 bg-night-2 p-6">
            <h2 id="business-hours-title" className="flex items-center gap-3 text-2xl">
              <Clock aria-hidden="true" className="text-gold" size={22} />
              {t("contact.hours")}
            </h2>
            {closedToday ? (
              <p className="mt-5 rounded border border-racing-light/50 bg-racing/20 px-4 py-3 font-semibold" data-testid="closed-today">
                {t("contact.closedToday")}
                {closedToday.reason.text ? (
                  <>
                    {" · "}
                    <span lang={closedToday.reason.lang}>{closedToday.reason.text}</span>
                  </>
                ) : null}
              </p>
            ) : null}
            <dl className="mt-5 divide-y divide-white/10" data-testid="business-hours">
              {page.hours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4 py-3">
                  <dt className="text-mist">{line.days}</dt>
                  <dd className="text-right font-semibold">{line.hours}</dd>
                </div>
              ))}
            </dl>
            {page.closures.length > 0 ? (
              <div className="mt-6 border-t border-white/10 pt-5">
                <h3 id="closures-title" className="flex items-center gap-2 text-lg">
                  <CalendarX aria-hidden="true" className="text-gold" size={18} />
                  {t("contact.closures")}
                </h3>
                <ul aria-labelledby="closures-title" className="mt-3 space-y-2" data-testid="closures">
                  {page.closures.map((closure) => (
                    <li key={`${closure.from}-${closure.to ?? ""}`} className={closure.today ? "font-semibold text-cream" : "text-mist"}>
                      <time dateTime={closure.from}>{format.dateRange(closure.from, closure.to)}</time>
                      {closure.reason.text ? (
                        <>
                          {" · "}
                          <span lang={closure.reason.lang}>{closure.reason.text}</span>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        </div>

        <section aria-labelledby="contact-form-title" className="rounded-lg border border-white/10 bg-night-2 p-6 sm:p-10">
          <div className="mb-8">
            <h2 id="contact-form-title" lang={page.form.title.lang} className="text-3xl">
              {page.form.title.text}
            </h2>
            {page.form.lead.text ? (
              <p lang={page.form.lead.lang} className="mt-3 text-mist">
                {page.form.lead.text}
              </p>
            ) : null}
          </div>
          <ContactForm id="contact-form" action={localPath("/contact")} fallback={actionData} defaultSubject={selectedSubject ?? undefined} />
        </section>
      </div>
    </main>
  );
}
