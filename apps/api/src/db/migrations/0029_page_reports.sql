CREATE TABLE "page_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_type" text NOT NULL,
	"page_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_email" text,
	"reporter_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"note" text,
	"resolved_by_user_id" integer,
	CONSTRAINT "page_reports_page_type" CHECK ("page_reports"."page_type" in ('nonprofit', 'fundraiser', 'event', 'project', 'company', 'company-event')),
	CONSTRAINT "page_reports_outcome" CHECK (("page_reports"."resolved_at" is null and "page_reports"."outcome" is null) or ("page_reports"."resolved_at" is not null and "page_reports"."outcome" in ('dismissed', 'actioned')))
);
--> statement-breakpoint
ALTER TABLE "page_reports" ADD CONSTRAINT "page_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_reports" ADD CONSTRAINT "page_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_reports_open_idx" ON "page_reports" USING btree ("page_type","page_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "page_reports_created_at_idx" ON "page_reports" USING btree ("created_at");