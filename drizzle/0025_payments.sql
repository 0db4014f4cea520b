CREATE TABLE "seller_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"legal_form" text DEFAULT '' NOT NULL,
	"share_capital_cents" integer,
	"address" text DEFAULT '' NOT NULL,
	"siren" text DEFAULT '' NOT NULL,
	"rcs_city" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"vat_exempt" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_identity_single_row" CHECK ("seller_identity"."id" = 1),
	CONSTRAINT "seller_identity_siren_format" CHECK ("seller_identity"."siren" = '' or "seller_identity"."siren" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_sequences_positive" CHECK ("document_sequences"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"corrects_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total_excl_cents" integer NOT NULL,
	"total_vat_cents" integer NOT NULL,
	"total_incl_cents" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"vat_mention" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_year_sequence_key" UNIQUE("kind","year","sequence"),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."total_incl_cents" = "invoices"."total_excl_cents" + "invoices"."total_vat_cents")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"merchandise_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_order_position_key" UNIQUE("order_id","position"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0 and "order_lines"."refunded_quantity" between 0 and "order_lines"."quantity"),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price_cents" >= 0 and "order_lines"."vat_rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_intent_id" text,
	"refund_id" text,
	"idempotency_key" text,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"lines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"credit_note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "order_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"countries" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_price_check" CHECK ("shipping_zones"."price_cents" >= 0),
	CONSTRAINT "shipping_zones_days_check" CHECK ("shipping_zones"."delivery_days_min" >= 0 and "shipping_zones"."delivery_days_max" >= "shipping_zones"."delivery_days_min")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"access_token" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"delivery" text NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"shipping_zone_id" uuid,
	"shipping_label" text DEFAULT '' NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"stock_taken" boolean DEFAULT true NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"tracking_number" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_access_token_unique" UNIQUE("access_token"),
	CONSTRAINT "shop_orders_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "shop_orders_amounts_check" CHECK ("shop_orders"."subtotal_cents" >= 0 and "shop_orders"."shipping_cents" >= 0 and "shop_orders"."total_cents" = "shop_orders"."subtotal_cents" + "shop_orders"."shipping_cents"),
	CONSTRAINT "shop_orders_refunded_check" CHECK ("shop_orders"."refunded_cents" between 0 and "shop_orders"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "vat_rate" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_shipping_zone_id_shipping_zones_id_fk" FOREIGN KEY ("shipping_zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_status_created_idx" ON "shop_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_hold_idx" ON "shop_orders" USING btree ("hold_expires_at") WHERE "shop_orders"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_vat_rate_check" CHECK ("merchandise"."vat_rate" in (2000, 1000, 550, 210, 0));--> statement-breakpoint
UPDATE "merchandise" SET "vat_rate" = 550 WHERE "category" = 'Books & Media';
