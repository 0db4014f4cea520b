import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { ErrorPage } from "../../../components/error-page.tsx";
import { SiteFooter } from "../../../components/site-footer.tsx";
import { SiteHeader } from "../../../components/site-header.tsx";
import { PublicMessages, useT, type Locale } from "../../../lib/i18n/index.ts";
import { publicPageOf } from "../../../lib/public-paths.ts";
import type { PublicShellData } from "../queries.server.ts";
import { LanguageSuggestion } from "../../../components/language-suggestion.tsx";
import { FEED_PATHS } from "../../feeds/schema.ts";

interface ShellProps {
  locale: Locale;
  /** The layout's loader data: the shell's content and the page's words. */
  shell: PublicShellData;
}

/** Header, page, footer, in one language: what both public layouts render. */
export function PublicShell({ locale, shell, children }: ShellProps & { children?: React.ReactNode }) {
  return (
    <PublicMessages locale={locale} messages={shell.messages}>
      <NewsFeedAlternate locale={locale} />
      <SiteHeader teamName={shell.teamName} driver={shell.driver} />
      {children ?? <Outlet />}
      <SiteFooter teamName={shell.teamName} driver={shell.driver} contactEmail={shell.contactEmail} social={shell.social} partners={shell.partners} services={shell.services} />
      <LanguageSuggestion />
    </PublicMessages>
  );
}

/** Every page of a language announces its news feed (feed readers and browsers look for it in the head; React puts a `<link>` there). */
function NewsFeedAlternate({ locale }: { locale: Locale }) {
  const t = useT();
  return <link rel="alternate" type="application/rss+xml" title={t("news.feedLinkTitle")} href={FEED_PATHS.news[locale]} />;
}

/** Errors of a public page keep the shell: the visitor can still navigate away. */
export function PublicShellError({ status, ...props }: ShellProps & { status: number }) {
  return (
    <PublicShell {...props}>
      <ErrorPage status={status} />
    </PublicShell>
  );
}

/**
 * The layouts' data holds the page's words: it is asked again when the
 * visitor goes to another page (not for another article of the same page),
 * and whenever React Router would anyway (after a form is sent).
 */
export const revalidateOnNewPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || publicPageOf(currentUrl.pathname) !== publicPageOf(nextUrl.pathname);
