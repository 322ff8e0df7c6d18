CREATE TYPE "public"."subscription_status" AS ENUM('pending', 'active', 'canceled', 'ended');--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"mandate_id" text,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"next_payment_date" date,
	"webhook_url" text NOT NULL,
	"metadata" jsonb,
	"profile_id" text,
	"application_fee_cents" integer,
	"idempotency_key" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subscriptions_amount_positive" CHECK ("sandbox_subscriptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "subscription_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"covered_fee_cents" integer DEFAULT 0 NOT NULL,
	"target_type" "donation_target_type" NOT NULL,
	"fundraiser_id" integer,
	"nonprofit_id" integer,
	"event_id" integer,
	"project_id" integer,
	"company_event_id" integer,
	"donor_user_id" integer,
	"donor_name" text,
	"donor_email" text,
	"locale" "language" DEFAULT 'en' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_mandate_id" text,
	"provider_subscription_id" text,
	"payee_nonprofit_id" integer,
	"application_fee_cents" integer,
	"next_charge_date" date,
	"start_claimed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"stop_reason" text,
	"last_charge_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_amount_positive" CHECK ("subscriptions"."amount_cents" > 0),
	CONSTRAINT "subscriptions_covered_fee_not_negative" CHECK ("subscriptions"."covered_fee_cents" >= 0),
	CONSTRAINT "subscriptions_single_target" CHECK (num_nonnulls("subscriptions"."fundraiser_id", "subscriptions"."nonprofit_id", "subscriptions"."event_id", "subscriptions"."project_id", "subscriptions"."company_event_id") <= 1),
	CONSTRAINT "subscriptions_stop_reason" CHECK ("subscriptions"."stop_reason" is null or "subscriptions"."stop_reason" in ('donor', 'page-deleted', 'disconnected', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "covered_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "sequence_type" text DEFAULT 'oneoff' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "mandate_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_mandates" ADD CONSTRAINT "sandbox_mandates_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_event_id_company_events_id_fk" FOREIGN KEY ("company_event_id") REFERENCES "public"."company_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payee_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("payee_nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_mandates_customer_idx" ON "sandbox_mandates" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_subscriptions_idempotency_unique" ON "sandbox_subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("status","next_payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_unique" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_donor_user_id_idx" ON "subscriptions" USING btree ("donor_user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_fundraiser_idx" ON "subscriptions" USING btree ("fundraiser_id");--> statement-breakpoint
CREATE INDEX "subscriptions_nonprofit_idx" ON "subscriptions" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "subscriptions_event_idx" ON "subscriptions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "subscriptions_project_idx" ON "subscriptions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_event_idx" ON "subscriptions" USING btree ("company_event_id");--> statement-breakpoint
CREATE INDEX "subscriptions_payee_idx" ON "subscriptions" USING btree ("payee_nonprofit_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_subscription_id_idx" ON "donations" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_subscription_idx" ON "sandbox_payments" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_covered_fee_not_negative" CHECK ("donations"."covered_fee_cents" >= 0);