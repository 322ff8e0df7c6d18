ALTER TABLE "fundraisers" ADD COLUMN "show_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "page_updates" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "page_updates" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "page_updates" ADD COLUMN "video_url" text;