ALTER TABLE "site_settings" DROP COLUMN "business_hours";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "business_hours_fr";