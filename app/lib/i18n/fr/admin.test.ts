import { adminEn } from "../en/admin.ts";
import { adminFr } from "./admin.ts";
import { checkTranslation } from "../../../../tests/support/translation.ts";

/**
 * Messages whose French is, rightly, the English text: words spelled the same
 * in both languages, a technical term French back-offices use as it is, and
 * the placeholder-only forms built on such a word.
 */
const SAME_AS_ENGLISH = new Set<string>([
  // Words French spells the same way.
  "admin.list.pagination", // Pages
  "admin.nav.pages", // Pages
  "dashboard.missingFrench.pages", // Pages
  "admin.meta.pages", // Pages
  "adminPages.title", // Pages
  "adminPages.column.page", // Page
  "adminPages.home.intro", // Introduction
  "adminPages.driver.intro", // Introduction
  "adminPages.home.partnerLogo", // Logo
  "adminPages.driver.portrait", // Portrait
  "adminPages.page.f1madness", // F1 Madness, the page's name
  "adminPages.f1.description", // Description
  "adminPages.f1.services", // Services
  "adminPages.f1.serviceHeading", // Service {n}
  "adminPages.page.services", // Services
  "adminPages.services.sections", // Sections
  "adminPages.services.subject.coaching", // Coaching
  "adminPages.search.page.f1madness", // F1 Madness, the page's name
  "adminPages.search.page.services", // Services
  "adminPages.search.page.collection", // Collection
  "adminPages.search.page.pitshop", // Pitshop, the shop's name
  "adminPages.search.page.contact", // Contact
  "adminPages.search.page.cookies", // Cookies
  "adminPages.page.contact", // Contact, the page's name
  "adminPages.listings.collection", // Collection
  "adminPages.listings.pitshop", // Pitshop, the shop's name
  "admin.list.actions", // Actions
  "activity.col.action", // Action
  "activity.fieldName.photo_count", // Photos
  "activity.fieldName.path", // Page
  "activity.fieldName.mails", // E-mails
  "activity.fieldName.email", // E-mail
  "systemAdmin.app", // Application
  "systemAdmin.version", // Version
  "systemAdmin.commit", // Commit, git's word
  "systemAdmin.node", // Node.js, a name
  "systemAdmin.uptimeHours", // {since} ({hours} h {minutes} min): French writes h and min too
  "systemAdmin.database.postgres", // PostgreSQL (DATABASE_URL), names
  "systemAdmin.backupLine", // {date}, {size}
  "systemAdmin.storageUse", // {files}, {size}
  "systemAdmin.archives.one", // {count} archive
  "systemAdmin.archives.other", // {count} archives
  "cmAdmin.images", // Images
  "merchAdmin.field.image", // Image
  "adminEvents.field.image", // Image
  "media.field.preview", // Image {index}
  "media.field.count", // {count} images
  "media.field.countOne", // 1 image
  "carsAdmin.field.description", // Description
  "merchAdmin.field.description",
  "adminEvents.field.description",
  "galleryAdmin.album.description",
  "galleryAdmin.video.description",
  "merchAdmin.col.stock", // Stock
  "adminNews.col.date", // Publication
  "adminEvents.col.date", // Date
  "adminEvents.field.date",
  "mailAdmin.date",
  "adminEvents.col.type", // Type
  "adminEvents.filter.type",
  "adminEvents.field.type",
  "trash.col.type",
  "bookings.col.type",
  "galleryAdmin.col.album", // Album
  "trash.type.album",
  "activity.area.album", // Albums
  "galleryAdmin.col.photos", // Photos
  "galleryAdmin.photos.title",
  "activity.area.photo",
  "trash.type.photo", // Photo
  "galleryAdmin.photos.count", // {count} photos
  "galleryAdmin.photos.countOne", // 1 photo
  "galleryAdmin.photos.name", // photo {n}
  "trash.type.article", // Article
  "bookings.typeBadge.contact", // Contact (glossary)
  "bookings.detail.message", // Message
  "bookings.reply.message",
  "bookings.detail.total", // Total
  "bookings.note.label", // Note
  // The glossary's French words: "Newsletter", "E-mail".
  "admin.nav.newsletter",
  "users.email",
  "subscribers.email",
  // Technical terms kept as they are in French back-offices.
  "carsAdmin.field.slug", // Slug
  "adminNews.field.slug",
  "galleryAdmin.album.slug",
  "editions.testPrefix", // [Test], the subject prefix of a test send
]);

checkTranslation("adminFr", adminEn, adminFr, SAME_AS_ENGLISH);
