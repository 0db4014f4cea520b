ALTER TABLE "news_articles" ADD COLUMN "slug_fr" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "excerpt_fr" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_slug_fr_unique" UNIQUE("slug_fr");