import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { PUBLIC_PAGES } from "./lib/public-paths.ts";
import { SIGN_IN_SCREENS } from "./lib/sign-in-screens.ts";
import type { Locale } from "./lib/i18n/core.ts";

/**
 * One language's public pages under its layout, which gives them the
 * language's messages. French routes share the English modules and get ids
 * of their own (`fr/routes/public/news`); each tree has its own 404.
 */
function publicSite(locale: Locale) {
  return layout(
    `routes/public/layout.${locale}.tsx`,
    PUBLIC_PAGES.map((page) => {
      const file = `routes/public/${page.file}`;
      const options = locale === "en" ? {} : { id: `${locale}/${file.replace(/\.tsx$/, "")}` };
      return page[locale] === "" ? index(file, options) : route(page[locale], file, options);
    }),
  );
}

/** A resource route at an English and a French path; the module reads its language from the address. */
function resourceInBothLanguages(file: string, paths: Record<Locale, string>) {
  return [route(paths.en, file), route(paths.fr, file, { id: `fr/${file.replace(/\.ts$/, "")}` })];
}

/**
 * The route table, explicit so it reads as the site map. Public pages share
 * the site shell (header, footer); resources answer without it.
 */
export default [
  // Resources: no document, no shell.
  route("healthz", "routes/resources/healthz.ts"),
  route("media/*", "routes/resources/media.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  // Stripe's events (payments on): signed, applied once (features/payments).
  route("api/webhooks/stripe", "routes/api/stripe-webhook.ts"),
  // An order's invoice or credit note, for the holder of the order's link (in either language: a document, not a page).
  route("orders/:token/documents/:number", "routes/resources/order-document.ts"),
  // For search engines: the crawlers' rules and the site map (features/site).
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  // Feeds and calendars of the public site, one per language (the French at French words).
  ...resourceInBothLanguages("routes/resources/news-feed.ts", { en: "news/feed.xml", fr: "fr/actualites/flux.xml" }),
  ...resourceInBothLanguages("routes/resources/newsletters-feed.ts", { en: "newsletters/feed.xml", fr: "fr/newsletters/flux.xml" }),
  ...resourceInBothLanguages("routes/resources/events-calendar.ts", { en: "events/calendar.ics", fr: "fr/evenements/calendrier.ics" }),
  ...resourceInBothLanguages("routes/resources/event-calendar.ts", { en: "events/:eventId/calendar.ics", fr: "fr/evenements/:eventId/calendrier.ics" }),

  // The public site, once per language from one table (lib/public-paths.ts):
  // English at the specification's paths, French under /fr with French words.
  publicSite("en"),
  ...prefix("fr", [publicSite("fr")]),

  // The admin: sign-in screens outside the guard (login, two-factor, forgot-password,
  // reset-password, accept-invite, sign-out: listed in lib/sign-in-screens.ts, which
  // the request-body gate reads too), everything else behind it.
  ...prefix("admin", [
    layout(
      "routes/admin/sign-in-layout.tsx",
      SIGN_IN_SCREENS.map(({ path, file, ...options }) => route(path, file, options)),
    ),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("cars", "routes/admin/cars.tsx"),
      route("cars/new", "routes/admin/car-edit.tsx", { id: "routes/admin/car-new" }),
      route("cars/:carId", "routes/admin/car-edit.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("news/new", "routes/admin/news-edit.tsx", { id: "routes/admin/news-new" }),
      route("news/preview", "routes/admin/news-preview.ts"),
      route("news/:articleId", "routes/admin/news-edit.tsx"),
      route("events", "routes/admin/events.tsx"),
      route("events/new", "routes/admin/event-edit.tsx", { id: "routes/admin/event-new" }),
      route("events/:eventId", "routes/admin/event-edit.tsx"),
      route("merchandise", "routes/admin/merchandise.tsx"),
      route("merchandise/new", "routes/admin/merchandise-edit.tsx", { id: "routes/admin/merchandise-new" }),
      route("merchandise/:itemId", "routes/admin/merchandise-edit.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("gallery/albums/new", "routes/admin/album-edit.tsx", { id: "routes/admin/album-new" }),
      route("gallery/albums/:albumId", "routes/admin/album-edit.tsx"),
      route("gallery/videos/new", "routes/admin/video-edit.tsx", { id: "routes/admin/video-new" }),
      route("gallery/videos/:videoId", "routes/admin/video-edit.tsx"),
      route("media/upload", "routes/admin/media-upload.ts"),
      route("media/upload-video", "routes/admin/media-upload-video.ts"),
      route("trash", "routes/admin/trash.tsx"),
      route("delete", "routes/admin/confirm-delete.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      // An item's versions (features/versions): any registered type, its id, one version beside the current item.
      route("history/:type/:id", "routes/admin/history.tsx"),
      route("history/:type/:id/:versionId", "routes/admin/version.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/new", "routes/admin/edition-edit.tsx", { id: "routes/admin/edition-new" }),
      route("newsletter/preview", "routes/admin/edition-preview.ts"),
      route("newsletter/:editionId", "routes/admin/edition-edit.tsx"),
      route("newsletter/:editionId/progress", "routes/admin/edition-progress.ts"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export.csv", "routes/admin/subscribers-export.ts"),
      route("mail", "routes/admin/mail.tsx"),
      route("mail/:fileName", "routes/admin/mail-message.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/:pageKey", "routes/admin/page-edit.tsx"),
      route("pages/:pageKey/preview", "routes/admin/page-preview.tsx"),
      route("preview/:type/:id", "routes/admin/item-preview.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("system", "routes/admin/system.tsx"),
      route("selling", "routes/admin/selling.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/export.csv", "routes/admin/orders-export.ts"),
      route("orders/:orderId", "routes/admin/order.tsx"),
      route("orders/:orderId/documents/:number", "routes/admin/order-document.ts"),
      route("legal", "routes/admin/legal.tsx"),
      route("legal/preview", "routes/admin/legal-preview.ts"),
      route("legal/:pageKey", "routes/admin/legal-edit.tsx"),
      route("personal-data", "routes/admin/personal-data.tsx"),
      route("personal-data/export", "routes/admin/personal-data-export.ts"),
      route("bookings", "routes/admin/bookings.tsx"),
      route("bookings/:requestType/:requestId", "routes/admin/booking.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/:userId", "routes/admin/user.tsx"),
      // Any other /admin path: the admin's own 404, behind the guard.
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
