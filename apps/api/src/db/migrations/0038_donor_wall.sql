ALTER TABLE "donations" ADD COLUMN "show_publicly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "message_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_reports" ADD COLUMN "donation_id" integer;--> statement-breakpoint
ALTER TABLE "page_reports" ADD CONSTRAINT "page_reports_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_fundraiser_wall_idx" ON "donations" USING btree ("fundraiser_id","paid_at") WHERE counted_cents > 0;