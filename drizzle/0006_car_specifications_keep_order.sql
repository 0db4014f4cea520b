-- json keeps object keys in the order they were written (jsonb sorts them), so
-- a car's specifications read back in the order the team typed them.
ALTER TABLE "historic_f1_cars" ALTER COLUMN "specifications" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "historic_f1_cars" ALTER COLUMN "specifications" SET DATA TYPE json USING "specifications"::json;--> statement-breakpoint
ALTER TABLE "historic_f1_cars" ALTER COLUMN "specifications" SET DEFAULT '{}'::json;
