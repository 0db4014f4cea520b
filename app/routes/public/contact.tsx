import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { PageIntro } from "../../components/page-intro.tsx";
import { ContactForm, isContactSubject } from "../../features/bookings/components/contact-form.tsx";
import { getContactDetails } from "../../features/site/queries.server.ts";
import { handleContactForm } from "../../features/bookings/mutations.server.ts";
import { metaT, useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/** ?subject=cars preselects the subject (links from cars, services and partners). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const details = await getContactDetails(context.get(servicesContext).db, locale);
  const subject = url.searchParams.get("subject");
  const seo = await pageSeo(context, { url, page: "contact", breadcrumb: [{ name: translator(locale)("nav.contact") }] });
  return { details, selectedSubject: isContactSubject(subject) ? subject : null, seo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactForm(context, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("nav.contact"), matches), loaderData?.seo);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { details, selectedSubject } = loaderData;
  const phoneHref = `tel:${details.phone.replace(/[^\d+]/g, "")}`;

  return (
    <main id="main">
      <PageIntro eyebrow={t("contact.eyebrow")} title={t("nav.contact")} lead={t("contact.lead")} />

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
            <dl lang={details.hoursLang} className="mt-5 divide-y divide-white/10" data-testid="business-hours">
              {details.businessHours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4 py-3">
                  <dt className="text-mist">{line.days}</dt>
                  <dd className="text-right font-semibold">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section aria-labelledby="contact-form-title" className="rounded-lg border border-white/10 bg-night-2 p-6 sm:p-10">
          <h2 id="contact-form-title" className="text-3xl">
            {t("contact.formTitle")}
          </h2>
          <p className="mt-3 mb-8 text-mist">{t("contact.formLead")}</p>
          <ContactForm id="contact-form" action={localPath("/contact")} fallback={actionData} defaultSubject={selectedSubject ?? undefined} />
        </section>
      </div>
    </main>
  );
}
