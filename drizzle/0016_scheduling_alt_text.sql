ALTER TABLE "prestigious_events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt_fr" text;