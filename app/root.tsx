// First: before any module of the page builds a Zod schema (see the module).
import "./lib/zod-jitless.ts";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce.ts";
import { LAST_RESORT_WORDS } from "./lib/i18n/last-resort.ts";
import { localeOfPath, pathIn } from "./lib/public-paths.ts";
import { LanguageAlternates, documentLanguage } from "./components/language-alternates.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import stylesheet from "./app.css?url";
import interLatin from "./fonts/inter-latin-400-700.woff2?url";
import oswaldLatin from "./fonts/oswald-latin-400-700.woff2?url";

/**
 * The stylesheet, first in the <head> (`precedence` makes it one of React's
 * stylesheet resources, written before the scripts' modulepreloads: without
 * it, it came after forty of them and the first paint waited for them all),
 * and the two font files every first paint needs (body text and headings,
 * Latin, cut to the weights used: app.css, scripts/subset-fonts.ts), preloaded so they arrive with the stylesheet instead
 * of after it, and the text does not repaint in another face (a layout shift).
 * Same URLs as the stylesheet's (one Vite asset each).
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: oswaldLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // A PNG, not public/favicon.svg: Chromium draws an SVG icon as a document of its own on the page's main thread (scripts/make-share-images.ts).
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "64x64" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page's language: a public layout's, or the admin's choice (never the root loader's: it does not run again on navigation).
  const matches = useMatches();
  const pathname = useLocation().pathname;
  // Nothing below the root rendered (its last-resort error page): the address says the language.
  const lang = matches.length > 1 ? documentLanguage(matches) : localeOfPath(pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070d1a" />
        <Meta />
        <LanguageAlternates />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Last resort, outside any layout (nothing below the root could render): its
 * few words in the address's language (lib/i18n/last-resort.ts), no catalogue.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = localeOfPath(useLocation().pathname);
  const words = LAST_RESORT_WORDS[locale];
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center gap-6 px-6 py-24">
      <p className="font-display text-7xl text-signal">{status}</p>
      <h1 className="text-4xl">{status === 404 ? words.notFound : words.failed}</h1>
      {status === 404 ? null : <p className="text-lg text-mist">{words.explanation}</p>}
      <Link to={pathIn("/", locale)} className="rounded bg-racing px-5 py-3 font-semibold text-cream hover:bg-racing-light">
        {words.home}
      </Link>
    </main>
  );
}
