CREATE TABLE "slug_redirects" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_type_locale_old_slug_unique" UNIQUE("type","locale","old_slug"),
	CONSTRAINT "slug_redirects_type_check" CHECK ("slug_redirects"."type" in ('article', 'car', 'album', 'driver')),
	CONSTRAINT "slug_redirects_locale_check" CHECK ("slug_redirects"."locale" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "slug_fr" text;--> statement-breakpoint
-- Albums were addressed by their id: each existing one gets its address from its title, as the
-- editor makes it (slugify in features/admin/schema.ts: accents off, lowercase, hyphens, 80 characters
-- at most; "album" when nothing is left). A title shared by two albums: the later one's slug ends
-- with the start of its id. Trashed albums too: the columns are unique over every row.
UPDATE "gallery_albums" AS "a" SET "slug" = "s"."slug" FROM (
  SELECT "id", CASE WHEN row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") = 1 THEN "base" ELSE "base" || '-' || left("id"::text, 8) END AS "slug"
  FROM (SELECT "id", "created_at", coalesce(nullif(rtrim(left(trim(both '-' from regexp_replace(regexp_replace(normalize(lower("title"), NFKD), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g')), 80), '-'), ''), 'album') AS "base" FROM "gallery_albums") AS "b"
) AS "s" WHERE "a"."id" = "s"."id";--> statement-breakpoint
-- The French address of an album that has its French version (title_fr), from its French title;
-- never another album's English address (one address, one album).
UPDATE "gallery_albums" AS "a" SET "slug_fr" = "s"."slug_fr" FROM (
  SELECT "id", CASE WHEN row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") = 1
      AND NOT EXISTS (SELECT 1 FROM "gallery_albums" AS "o" WHERE "o"."slug" = "b"."base" AND "o"."id" <> "b"."id")
    THEN "base" ELSE "base" || '-' || left("id"::text, 8) END AS "slug_fr"
  FROM (SELECT "id", "created_at", coalesce(nullif(rtrim(left(trim(both '-' from regexp_replace(regexp_replace(normalize(lower("title_fr"), NFKD), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g')), 80), '-'), ''), 'album') AS "base" FROM "gallery_albums" WHERE "title_fr" IS NOT NULL) AS "b"
) AS "s" WHERE "a"."id" = "s"."id";--> statement-breakpoint
ALTER TABLE "gallery_albums" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("type","target_id");--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_slug_fr_unique" UNIQUE("slug_fr");