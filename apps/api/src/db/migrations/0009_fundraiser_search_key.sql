DROP INDEX "fundraisers_name_trgm";--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "name_key" text collate "C" GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "fundraisers_search_key_idx" ON "fundraisers" USING btree ("name_key","id") WHERE active;--> statement-breakpoint
CREATE INDEX "fundraisers_search_key_trgm" ON "fundraisers" USING gin ("name_key" gin_trgm_ops);