CREATE TABLE "content_drafts" (
	"type" text NOT NULL,
	"item_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text,
	CONSTRAINT "content_drafts_pkey" PRIMARY KEY("type","item_id")
);
