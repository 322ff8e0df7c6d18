ALTER TABLE "nonprofits" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "rsin" text;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "anbi" boolean DEFAULT false NOT NULL;