CREATE TYPE "public"."payment_mode" AS ENUM('test', 'live');--> statement-breakpoint
CREATE TABLE "platform_payments" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"mode" "payment_mode" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_payments_one_row" CHECK ("platform_payments"."one")
);
--> statement-breakpoint
-- Payments from before modes were recorded: the sandbox's are test money; Mollie's are taken as
-- live (a platform that tried a test key on this database marks those rows 'test' by hand).
ALTER TABLE "donations" ADD COLUMN "mode" "payment_mode";--> statement-breakpoint
UPDATE "donations" SET "mode" = CASE WHEN "provider" = 'sandbox' THEN 'test' ELSE 'live' END::payment_mode;--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_purchases" ADD COLUMN "mode" "payment_mode";--> statement-breakpoint
UPDATE "premium_purchases" SET "mode" = CASE WHEN "provider" = 'sandbox' THEN 'test' ELSE 'live' END::payment_mode;--> statement-breakpoint
ALTER TABLE "premium_purchases" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mode" "payment_mode";--> statement-breakpoint
UPDATE "subscriptions" SET "mode" = CASE WHEN "provider" = 'sandbox' THEN 'test' ELSE 'live' END::payment_mode;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "in_totals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every donation counts as it did (in_totals is true), so the counters stay as they are.
ALTER TABLE "donations" drop column "counted_cents";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "counted_cents" integer GENERATED ALWAYS AS (CASE WHEN status = 'paid' AND in_totals THEN greatest(amount_cents - refunded_cents - charged_back_cents, 0) ELSE 0 END) STORED;--> statement-breakpoint
CREATE INDEX "donations_test_money_idx" ON "donations" USING btree ("id") WHERE mode = 'test';
