import { Outlet } from "react-router";
import { ErrorPage } from "../../../components/error-page.tsx";
import { SiteFooter } from "../../../components/site-footer.tsx";
import { SiteHeader } from "../../../components/site-header.tsx";
import { PublicMessages, type Locale, type PublicCatalog } from "../../../lib/i18n/index.ts";
import type { PublicShellData } from "../queries.server.ts";
import { LanguageSuggestion } from "../../../components/language-suggestion.tsx";

interface ShellProps {
  locale: Locale;
  messages: PublicCatalog;
  /** The layout's loader data; absent when that loader itself failed. */
  shell: PublicShellData | undefined;
}

/** Header, page, footer, in one language: what both public layouts render. */
export function PublicShell({ locale, messages, shell, children }: ShellProps & { children?: React.ReactNode }) {
  return (
    <PublicMessages locale={locale} messages={messages}>
      {shell ? <SiteHeader teamName={shell.teamName} driver={shell.driver} /> : null}
      {children ?? <Outlet />}
      {shell ? <SiteFooter teamName={shell.teamName} driver={shell.driver} contactEmail={shell.contactEmail} social={shell.social} partners={shell.partners} services={shell.services} /> : null}
      <LanguageSuggestion />
    </PublicMessages>
  );
}

/** Errors of a public page keep the shell: the visitor can still navigate away. */
export function PublicShellError({ status, ...props }: ShellProps & { status: number }) {
  return (
    <PublicShell {...props}>
      <ErrorPage status={status} />
    </PublicShell>
  );
}
