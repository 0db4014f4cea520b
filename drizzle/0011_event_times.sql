ALTER TABLE "prestigious_events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "prestigious_events" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "prestigious_events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "prestigious_events" ADD CONSTRAINT "prestigious_events_end_date_check" CHECK ("prestigious_events"."end_date" >= "prestigious_events"."event_date");--> statement-breakpoint
ALTER TABLE "prestigious_events" ADD CONSTRAINT "prestigious_events_start_time_format" CHECK ("prestigious_events"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "prestigious_events" ADD CONSTRAINT "prestigious_events_end_time_format" CHECK ("prestigious_events"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "prestigious_events" ADD CONSTRAINT "prestigious_events_end_time_needs_start" CHECK ("prestigious_events"."end_time" is null or "prestigious_events"."start_time" is not null);