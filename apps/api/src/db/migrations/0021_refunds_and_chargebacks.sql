CREATE TYPE "public"."refund_status" AS ENUM('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled');--> statement-breakpoint
CREATE TABLE "donation_chargebacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_chargebacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"provider_chargeback_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_chargebacks_amount_positive" CHECK ("donation_chargebacks"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "donation_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"status" "refund_status" NOT NULL,
	"reason" text,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_refunds_amount_positive" CHECK ("donation_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_chargebacks" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_chargebacks_amount_positive" CHECK ("sandbox_chargebacks"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "refund_status" NOT NULL,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "charged_back_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "counted_cents" integer GENERATED ALWAYS AS (CASE WHEN status = 'paid' THEN greatest(amount_cents - refunded_cents - charged_back_cents, 0) ELSE 0 END) STORED;--> statement-breakpoint
ALTER TABLE "donation_chargebacks" ADD CONSTRAINT "donation_chargebacks_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_chargebacks" ADD CONSTRAINT "sandbox_chargebacks_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_chargebacks_provider_id_unique" ON "donation_chargebacks" USING btree ("provider_chargeback_id");--> statement-breakpoint
CREATE INDEX "donation_chargebacks_donation_idx" ON "donation_chargebacks" USING btree ("donation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_refunds_provider_id_unique" ON "donation_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "donation_refunds_donation_idx" ON "donation_refunds" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "sandbox_chargebacks_payment_idx" ON "sandbox_chargebacks" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_request_unique" ON "sandbox_refunds" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_returned_not_negative" CHECK ("donations"."refunded_cents" >= 0 and "donations"."charged_back_cents" >= 0);