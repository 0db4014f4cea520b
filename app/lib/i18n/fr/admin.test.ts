import { describe, expect, it } from "vitest";
import { adminEn, type AdminKey } from "../en/admin.ts";
import { adminFr } from "./admin.ts";

/**
 * The French admin catalogue against the English one: every key, the same
 * placeholders, real French (not the English left in place) and French
 * typography.
 */
const fr: Readonly<Record<AdminKey, string>> = adminFr;
const keys = Object.keys(adminEn) as AdminKey[];

/**
 * Messages whose French is, rightly, the English text: words spelled the same
 * in both languages, a technical term French back-offices use as it is, and
 * the placeholder-only forms built on such a word.
 */
const SAME_AS_ENGLISH = new Set<AdminKey>([
  // Words French spells the same way.
  "admin.list.pagination", // Pages
  "admin.list.actions", // Actions
  "activity.col.action", // Action
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
  "editions.testPrefix", // [Test], the subject prefix of a test send
]);

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the French admin catalogue", () => {
  it("has exactly the English keys", () => {
    expect(Object.keys(adminFr).sort()).toEqual([...keys].sort());
  });

  it("keeps every message's placeholders", () => {
    for (const key of keys) expect(placeholders(fr[key]), key).toEqual(placeholders(adminEn[key]));
  });

  it("has no empty message and no space at either end", () => {
    for (const key of keys) {
      expect(fr[key].trim(), key).not.toBe("");
      expect(fr[key], key).toBe(fr[key].trim());
    }
  });

  it("translates every message but the allowed ones, which are all still the English text", () => {
    const same = keys.filter((key) => fr[key] === adminEn[key]);
    expect(same.filter((key) => !SAME_AS_ENGLISH.has(key))).toEqual([]);
    expect([...SAME_AS_ENGLISH].filter((key) => !same.includes(key))).toEqual([]);
  });

  it("follows French typography: typographic apostrophe, « » quotes, narrow no-break space before ; : ! ? and inside « »", () => {
    for (const key of keys) {
      const message = fr[key];
      expect(message, key).not.toMatch(/'/);
      expect(message, key).not.toMatch(/[“”]/);
      // A word or a closing bracket directly before ; ! ? or a colon that is not part of an address or a time (https://, 4:32).
      expect(message, key).not.toMatch(/[\p{L})}»] ?[;!?]|[\p{L})}»] :|[\p{L})}»]:(?![/\d\p{L}])/u);
      expect(message, key).not.toMatch(/«(?!\u202F)|(?<!\u202F)»/);
    }
  });
});
