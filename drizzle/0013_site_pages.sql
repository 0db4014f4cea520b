CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"publish_at" timestamp with time zone,
	"draft_saved_by" text,
	"draft_saved_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_key" CHECK ("site_pages"."key" in ('home', 'driver', 'experiences', 'f1madness', 'services', 'contact')),
	CONSTRAINT "site_pages_schedule_has_draft" CHECK ("site_pages"."publish_at" is null or "site_pages"."draft" is not null)
);
--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_video_url";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_poster_url";