-- An item's versions are its audit records (features/versions). json keeps a
-- snapshot's object keys in the order they were written (jsonb sorts them), so
-- a restored car has its specifications in the order the team typed them.
ALTER TABLE "audit_log" ALTER COLUMN "details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "details" SET DATA TYPE json USING "details"::json;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "details" SET DEFAULT '{}'::json;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");
