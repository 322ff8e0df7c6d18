CREATE TABLE "mollie_connect_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mollie_connect_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"nonprofit_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"description" text NOT NULL,
	"status" "donation_status" DEFAULT 'open' NOT NULL,
	"method" text,
	"redirect_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"profile_id" text,
	"application_fee_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_amount_positive" CHECK ("sandbox_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payee_nonprofit_id" integer;--> statement-breakpoint
ALTER TABLE "mollie_connect_states" ADD CONSTRAINT "mollie_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mollie_connect_states" ADD CONSTRAINT "mollie_connect_states_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mollie_connect_states_state_hash_unique" ON "mollie_connect_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "mollie_connect_states_expires_at_idx" ON "mollie_connect_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payee_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("payee_nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;