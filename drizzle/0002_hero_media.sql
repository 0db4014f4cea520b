ALTER TABLE "site_settings" ADD COLUMN "hero_video_url" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "hero_poster_url" text;