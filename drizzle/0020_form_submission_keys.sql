CREATE TABLE "form_submission_keys" (
	"key" uuid NOT NULL,
	"form" text NOT NULL,
	"result" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submission_keys_form_key_pk" PRIMARY KEY("form","key")
);
--> statement-breakpoint
CREATE INDEX "form_submission_keys_created_idx" ON "form_submission_keys" USING btree ("created_at");