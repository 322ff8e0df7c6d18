ALTER TABLE "nonprofits" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "company_events" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_events" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "override" text;