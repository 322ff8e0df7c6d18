CREATE TYPE "public"."page_role" AS ENUM('admin', 'editor');--> statement-breakpoint
CREATE TABLE "page_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer,
	"fundraiser_id" integer,
	"company_id" integer,
	"user_id" integer,
	"action" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_activity_single_page" CHECK (num_nonnulls("page_activity"."nonprofit_id", "page_activity"."fundraiser_id", "page_activity"."company_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "page_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" "page_role" NOT NULL,
	"token_hash" text NOT NULL,
	"nonprofit_id" integer,
	"fundraiser_id" integer,
	"company_id" integer,
	"invited_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_invitations_single_page" CHECK (num_nonnulls("page_invitations"."nonprofit_id", "page_invitations"."fundraiser_id", "page_invitations"."company_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "page_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"role" "page_role" NOT NULL,
	"nonprofit_id" integer,
	"fundraiser_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_members_single_page" CHECK (num_nonnulls("page_members"."nonprofit_id", "page_members"."fundraiser_id", "page_members"."company_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "page_activity" ADD CONSTRAINT "page_activity_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_activity" ADD CONSTRAINT "page_activity_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_activity" ADD CONSTRAINT "page_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_activity" ADD CONSTRAINT "page_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invitations" ADD CONSTRAINT "page_invitations_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invitations" ADD CONSTRAINT "page_invitations_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invitations" ADD CONSTRAINT "page_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invitations" ADD CONSTRAINT "page_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invitations" ADD CONSTRAINT "page_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_members" ADD CONSTRAINT "page_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_members" ADD CONSTRAINT "page_members_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_members" ADD CONSTRAINT "page_members_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_members" ADD CONSTRAINT "page_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_activity_nonprofit_idx" ON "page_activity" USING btree ("nonprofit_id","id");--> statement-breakpoint
CREATE INDEX "page_activity_fundraiser_idx" ON "page_activity" USING btree ("fundraiser_id","id");--> statement-breakpoint
CREATE INDEX "page_activity_company_idx" ON "page_activity" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "page_activity_user_id_idx" ON "page_activity" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_invitations_token_hash_unique" ON "page_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "page_invitations_nonprofit_id_idx" ON "page_invitations" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "page_invitations_fundraiser_id_idx" ON "page_invitations" USING btree ("fundraiser_id");--> statement-breakpoint
CREATE INDEX "page_invitations_company_id_idx" ON "page_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "page_invitations_invited_by_idx" ON "page_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "page_invitations_email_idx" ON "page_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "page_members_nonprofit_user_unique" ON "page_members" USING btree ("nonprofit_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_members_fundraiser_user_unique" ON "page_members" USING btree ("fundraiser_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_members_company_user_unique" ON "page_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "page_members_user_id_idx" ON "page_members" USING btree ("user_id");