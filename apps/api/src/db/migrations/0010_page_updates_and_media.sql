CREATE TABLE "page_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"nonprofit_id" integer,
	"fundraiser_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"update_type" text NOT NULL,
	"location" text,
	"topic" text,
	"event_type" text,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_updates_single_page" CHECK (num_nonnulls("page_updates"."company_id", "page_updates"."nonprofit_id", "page_updates"."fundraiser_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_updates" ADD CONSTRAINT "page_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_updates" ADD CONSTRAINT "page_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_updates" ADD CONSTRAINT "page_updates_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_updates" ADD CONSTRAINT "page_updates_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_updates" ADD CONSTRAINT "page_updates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_updates_company_id_idx" ON "page_updates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "page_updates_nonprofit_id_idx" ON "page_updates" USING btree ("nonprofit_id","created_at");--> statement-breakpoint
CREATE INDEX "page_updates_fundraiser_id_idx" ON "page_updates" USING btree ("fundraiser_id","created_at");--> statement-breakpoint
CREATE INDEX "page_updates_user_id_idx" ON "page_updates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_updates_event_id_idx" ON "page_updates" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_file_unique" ON "media" USING btree ("file");--> statement-breakpoint
CREATE INDEX "media_user_id_idx" ON "media" USING btree ("user_id","created_at");