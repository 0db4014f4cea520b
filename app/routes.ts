import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { SIGN_IN_SCREENS } from "./lib/sign-in-screens.ts";

/**
 * The route table, explicit so it reads as the site map. Public pages share
 * the site shell (header, footer); resources answer without it.
 */
export default [
  // Resources: no document, no shell.
  route("healthz", "routes/resources/healthz.ts"),
  route("media/*", "routes/resources/media.ts"),
  route("api/auth/*", "routes/api/auth.ts"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("f1madness", "routes/public/f1madness.tsx"),
    route("services", "routes/public/services.tsx"),
    route("news", "routes/public/news.tsx"),
    route("news/:slug", "routes/public/news-article.tsx"),
    route("newsletters/:editionId", "routes/public/newsletter-edition.tsx"),
    // A subscriber's own links from the e-mails (token = the subscriber's secret).
    route("newsletter/confirm/:token", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe/:token", "routes/public/newsletter-unsubscribe.tsx"),
    route("events", "routes/public/events.tsx"),
    route("collection", "routes/public/collection.tsx"),
    route("collection/:slug", "routes/public/car.tsx"),
    route("gallery", "routes/public/gallery.tsx"),
    route("gallery/albums/:albumId", "routes/public/gallery-album.tsx"),
    route("experiences", "routes/public/experiences.tsx"),
    route("pitshop", "routes/public/pitshop.tsx"),
    route("pitshop/cart", "routes/public/cart.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("legal-notice", "routes/public/legal-notice.tsx"),
    // The driver career page lives at the slug kept in site settings; any other single segment is a 404.
    route(":driverSlug", "routes/public/driver.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // The admin: sign-in screens outside the guard (login, two-factor, forgot-password,
  // reset-password, accept-invite, sign-out: listed in lib/sign-in-screens.ts, which
  // the request-body gate reads too), everything else behind it.
  ...prefix("admin", [
    ...SIGN_IN_SCREENS.map(({ path, file, ...options }) => route(path, file, options)),
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
      route("trash", "routes/admin/trash.tsx"),
      route("delete", "routes/admin/confirm-delete.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/new", "routes/admin/edition-edit.tsx", { id: "routes/admin/edition-new" }),
      route("newsletter/preview", "routes/admin/edition-preview.ts"),
      route("newsletter/:editionId", "routes/admin/edition-edit.tsx"),
      route("newsletter/:editionId/progress", "routes/admin/edition-progress.ts"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export.csv", "routes/admin/subscribers-export.ts"),
      route("mail", "routes/admin/mail.tsx"),
      route("mail/:fileName", "routes/admin/mail-message.tsx"),
      route("settings", "routes/admin/settings.tsx"),
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
