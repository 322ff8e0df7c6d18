ALTER TABLE "nonprofits" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "kvk_number" text;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "checked_rsin" text;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "anbi_confirmed" boolean;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "anbi_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kvk_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "checked_rsin" text;--> statement-breakpoint
-- A page verified before the check was recorded takes its date and operator from its last
-- 'page.verify' entry in the audit log, where there is one; otherwise both stay unknown (null).
UPDATE "nonprofits" p SET "verified_at" = a."created_at", "verified_by" = a."actor_id"
  FROM (SELECT DISTINCT ON ("target_id") "target_id", "created_at", "actor_id" FROM "audit_entries"
    WHERE "action" = 'page.verify' AND "target_type" = 'nonprofit'
    ORDER BY "target_id", "created_at" DESC, "id" DESC) a
  WHERE p."verified" AND a."target_id" = p."id"::text;--> statement-breakpoint
UPDATE "fundraisers" p SET "verified_at" = a."created_at", "verified_by" = a."actor_id"
  FROM (SELECT DISTINCT ON ("target_id") "target_id", "created_at", "actor_id" FROM "audit_entries"
    WHERE "action" = 'page.verify' AND "target_type" = 'fundraiser'
    ORDER BY "target_id", "created_at" DESC, "id" DESC) a
  WHERE p."verified" AND a."target_id" = p."id"::text;--> statement-breakpoint
UPDATE "companies" p SET "verified_at" = a."created_at", "verified_by" = a."actor_id"
  FROM (SELECT DISTINCT ON ("target_id") "target_id", "created_at", "actor_id" FROM "audit_entries"
    WHERE "action" = 'page.verify' AND "target_type" = 'company'
    ORDER BY "target_id", "created_at" DESC, "id" DESC) a
  WHERE p."verified" AND a."target_id" = p."id"::text;
