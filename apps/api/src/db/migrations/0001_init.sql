CREATE TYPE "public"."language" AS ENUM('en', 'nl');--> statement-breakpoint
CREATE TYPE "public"."donation_status" AS ENUM('open', 'paid', 'failed', 'canceled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."donation_target_type" AS ENUM('fundraiser', 'nonprofit', 'event', 'project', 'company-event');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('mollie', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."content_block_type" AS ENUM('TEXT', 'VIDEO', 'PICTURE');--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"description" text,
	"logo" text,
	"background_image" text,
	"locale" "language" DEFAULT 'en' NOT NULL,
	"google_id" text,
	"facebook_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"name" text DEFAULT 'web' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdg_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sdg_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" smallint NOT NULL,
	"name" text NOT NULL,
	"name_nl" text,
	"description" text NOT NULL,
	"description_nl" text,
	"logo" text,
	"picture" text,
	"color_theme" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sdg_topics_number_range" CHECK ("sdg_topics"."number" between 1 and 17)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sdg_topic_id" integer,
	"name" text NOT NULL,
	"name_nl" text,
	"description" text,
	"description_nl" text,
	"label" text,
	"logo" text,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nonprofit_topics" (
	"nonprofit_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "nonprofit_topics_nonprofit_id_topic_id_pk" PRIMARY KEY("nonprofit_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "nonprofits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nonprofits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"sdg_topic_id" integer,
	"name" text NOT NULL,
	"title" text,
	"description" text,
	"address_line1" text,
	"city" text,
	"email" text,
	"phone" text,
	"website" text,
	"picture" text,
	"logo" text,
	"label" text,
	"type" text,
	"active" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sdg_topic_id" integer,
	"title" text NOT NULL,
	"label" text,
	"description" text,
	"picture" text,
	"logo" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"address_line1" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_ordered" CHECK ("events"."end_date" is null or "events"."start_date" is null or "events"."end_date" >= "events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sdg_topic_id" integer,
	"name" text NOT NULL,
	"description" text,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundraisers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fundraisers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"nonprofit_id" integer,
	"event_id" integer,
	"project_id" integer,
	"topic_id" integer,
	"sdg_topic_id" integer,
	"name" text NOT NULL,
	"label" text,
	"description" text,
	"picture" text,
	"logo" text,
	"image" text,
	"goal_cents" integer,
	"address_line1" text,
	"location" text,
	"active" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraisers_goal_positive" CHECK ("fundraisers"."goal_cents" is null or "fundraisers"."goal_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sdg_topic_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"color_theme" text,
	"description" text,
	"address_line1" text,
	"city" text,
	"post_code" text,
	"logo" text,
	"picture" text,
	"label" text,
	"active" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"page_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nonprofit_id" integer,
	"sdg_topic_id" integer,
	"name" text NOT NULL,
	"description" text,
	"picture" text,
	"logo" text,
	"label" text,
	"goal_cents" integer,
	"color_theme" text,
	"host_friendly_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_events_goal_positive" CHECK ("company_events"."goal_cents" is null or "company_events"."goal_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "donation_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_packages_amount_positive" CHECK ("donation_packages"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"status" "donation_status" DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"target_type" "donation_target_type" NOT NULL,
	"fundraiser_id" integer,
	"nonprofit_id" integer,
	"event_id" integer,
	"project_id" integer,
	"company_event_id" integer,
	"donor_user_id" integer,
	"donor_name" text,
	"donor_email" text,
	"message" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"locale" "language" DEFAULT 'en' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_payment_id" text,
	"method" text,
	"application_fee_cents" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount_cents" > 0),
	CONSTRAINT "donations_single_target" CHECK (num_nonnulls("donations"."fundraiser_id", "donations"."nonprofit_id", "donations"."event_id", "donations"."project_id", "donations"."company_event_id") <= 1),
	CONSTRAINT "donations_paid_at" CHECK (("donations"."status" = 'paid') = ("donations"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "mollie_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mollie_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"connected_by_user_id" integer,
	"organization_id" text,
	"profile_id" text,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_nl" text,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_positive" CHECK ("plans"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "premium_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"nonprofit_id" integer,
	"amount_cents" integer NOT NULL,
	"status" "donation_status" DEFAULT 'open' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_purchases_amount_positive" CHECK ("premium_purchases"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"topic_id" integer,
	"nonprofit_id" integer,
	"fundraiser_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_single_target" CHECK (num_nonnulls("follows"."topic_id", "follows"."nonprofit_id", "follows"."fundraiser_id", "follows"."company_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sdg_topic_id" integer,
	"title" text NOT NULL,
	"description" text,
	"city" text,
	"contact" text,
	"employment" text,
	"education" text,
	"period" text,
	"background" text,
	"conditions" text,
	"tasks" text,
	"responsibilities" text,
	"requirements" text,
	"email" text,
	"website" text,
	"deadline" timestamp with time zone,
	"pdf" text,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer,
	"name" text NOT NULL,
	"name_nl" text,
	"description" text NOT NULL,
	"description_nl" text,
	"picture" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"block_type" "content_block_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text,
	"text" text,
	"content" text,
	"nonprofit_id" integer,
	"fundraiser_id" integer,
	"event_id" integer,
	"project_id" integer,
	"company_id" integer,
	"company_event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_blocks_single_owner" CHECK (num_nonnulls("content_blocks"."nonprofit_id", "content_blocks"."fundraiser_id", "content_blocks"."event_id", "content_blocks"."project_id", "content_blocks"."company_id", "content_blocks"."company_event_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_nl" text,
	"content" text NOT NULL,
	"content_nl" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"title_nl" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"title_nl" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"data_nl" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_nl" text,
	"meta_title" text,
	"meta_title_nl" text,
	"meta_description" text,
	"meta_description_nl" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_nl" text,
	"description" text,
	"description_nl" text,
	"picture" text,
	"logo" text,
	"color_theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "continents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_nl" text,
	"description" text,
	"description_nl" text,
	"picture" text,
	"logo" text,
	"color_theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"continent_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_nl" text,
	"description" text,
	"description_nl" text,
	"picture" text,
	"logo" text,
	"color_theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" "language" NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofit_topics" ADD CONSTRAINT "nonprofit_topics_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofit_topics" ADD CONSTRAINT "nonprofit_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD CONSTRAINT "nonprofits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD CONSTRAINT "nonprofits_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_packages" ADD CONSTRAINT "donation_packages_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_company_event_id_company_events_id_fk" FOREIGN KEY ("company_event_id") REFERENCES "public"."company_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mollie_connections" ADD CONSTRAINT "mollie_connections_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mollie_connections" ADD CONSTRAINT "mollie_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_purchases" ADD CONSTRAINT "premium_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_purchases" ADD CONSTRAINT "premium_purchases_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_purchases" ADD CONSTRAINT "premium_purchases_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sdg_topic_id_sdg_topics_id_fk" FOREIGN KEY ("sdg_topic_id") REFERENCES "public"."sdg_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_nonprofit_id_nonprofits_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."nonprofits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_company_event_id_company_events_id_fk" FOREIGN KEY ("company_event_id") REFERENCES "public"."company_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_section_id_help_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."help_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_sections" ADD CONSTRAINT "help_sections_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_id_unique" ON "users" USING btree ("facebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_token_hash_unique" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_id_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdg_topics_uuid_unique" ON "sdg_topics" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "sdg_topics_number_unique" ON "sdg_topics" USING btree ("number");--> statement-breakpoint
CREATE INDEX "topics_sdg_topic_id_idx" ON "topics" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "topics_name_trgm" ON "topics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nonprofit_topics_topic_id_idx" ON "nonprofit_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nonprofits_uuid_unique" ON "nonprofits" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "nonprofits_user_id_idx" ON "nonprofits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "nonprofits_sdg_topic_id_idx" ON "nonprofits" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "nonprofits_name_trgm" ON "nonprofits" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_nonprofit_id_idx" ON "events" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "events_user_id_idx" ON "events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_sdg_topic_id_idx" ON "events" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "events_title_trgm" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_nonprofit_id_idx" ON "projects" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "projects_user_id_idx" ON "projects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_sdg_topic_id_idx" ON "projects" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fundraisers_user_id_idx" ON "fundraisers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fundraisers_nonprofit_id_idx" ON "fundraisers" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "fundraisers_event_id_idx" ON "fundraisers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "fundraisers_project_id_idx" ON "fundraisers" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fundraisers_topic_id_idx" ON "fundraisers" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "fundraisers_sdg_topic_id_idx" ON "fundraisers" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "fundraisers_name_trgm" ON "fundraisers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_user_id_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_sdg_topic_id_idx" ON "companies" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_events_company_id_idx" ON "company_events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_events_user_id_idx" ON "company_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_events_nonprofit_id_idx" ON "company_events" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "company_events_sdg_topic_id_idx" ON "company_events" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "company_events_name_trgm" ON "company_events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donation_packages_nonprofit_id_idx" ON "donation_packages" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_reference_unique" ON "donations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_provider_payment_id_unique" ON "donations" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donations_fundraiser_paid_idx" ON "donations" USING btree ("fundraiser_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "donations_nonprofit_paid_idx" ON "donations" USING btree ("nonprofit_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "donations_event_paid_idx" ON "donations" USING btree ("event_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "donations_project_paid_idx" ON "donations" USING btree ("project_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "donations_company_event_paid_idx" ON "donations" USING btree ("company_event_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "donations_donor_user_id_idx" ON "donations" USING btree ("donor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mollie_connections_nonprofit_id_unique" ON "mollie_connections" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_purchases_reference_unique" ON "premium_purchases" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_purchases_provider_payment_id_unique" ON "premium_purchases" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "premium_purchases_user_id_idx" ON "premium_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_topic_unique" ON "follows" USING btree ("user_id","topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_nonprofit_unique" ON "follows" USING btree ("user_id","nonprofit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_fundraiser_unique" ON "follows" USING btree ("user_id","fundraiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_company_unique" ON "follows" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "follows_topic_id_idx" ON "follows" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "follows_nonprofit_id_idx" ON "follows" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "follows_fundraiser_id_idx" ON "follows" USING btree ("fundraiser_id");--> statement-breakpoint
CREATE INDEX "follows_company_id_idx" ON "follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_nonprofit_id_idx" ON "jobs" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "jobs_user_id_idx" ON "jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jobs_sdg_topic_id_idx" ON "jobs" USING btree ("sdg_topic_id");--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_blocks_nonprofit_id_idx" ON "content_blocks" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "content_blocks_fundraiser_id_idx" ON "content_blocks" USING btree ("fundraiser_id");--> statement-breakpoint
CREATE INDEX "content_blocks_event_id_idx" ON "content_blocks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "content_blocks_project_id_idx" ON "content_blocks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "content_blocks_company_id_idx" ON "content_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_blocks_company_event_id_idx" ON "content_blocks" USING btree ("company_event_id");--> statement-breakpoint
CREATE INDEX "help_articles_section_id_idx" ON "help_articles" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_unique" ON "help_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_sections_category_id_idx" ON "help_sections" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_blocks_page_position_unique" ON "page_blocks" USING btree ("page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_unique" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_unique" ON "cities" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "cities_country_id_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "continents_name_unique" ON "continents" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_unique" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_continent_id_idx" ON "countries" USING btree ("continent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_locale_key_unique" ON "translations" USING btree ("locale","key");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE sent_at is null;