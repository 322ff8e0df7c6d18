-- Page texts in English and Dutch (ADR 043): each page table records the language of its own
-- text columns and keeps the other language's texts in `translation`; each text is stemmed in its
-- own language only. The language columns come first: the new search vectors read them.
ALTER TABLE "nonprofits" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_events" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_events" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_packages" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_packages" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "page_updates" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_updates" ADD COLUMN "translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nonprofits" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "events" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "projects" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "fundraisers" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "companies" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "company_events" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "nonprofits" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("name", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'name', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("title", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'title', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'description', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("title", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'title', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'description', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("name", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'name', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'description', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraisers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("name", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'name', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'description', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("name", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'name', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'description', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("name", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'name', '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END, coalesce("translation" ->> 'description', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "nonprofits_search_idx" ON "nonprofits" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "fundraisers_search_idx" ON "fundraisers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "company_events_search_idx" ON "company_events" USING gin ("search_vector");--> statement-breakpoint
-- The texts that exist today are marked with the language they are in. A simple guess, written
-- once here: a text is Dutch when it has more common Dutch words (de, het, een, voor, met, ...)
-- than common English ones (the, and, of, for, with, ...); otherwise, and when it has neither,
-- English, the language the platform's pages were written in until now.
CREATE FUNCTION page_text_language_guess(t text) RETURNS language LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN count(*) FILTER (WHERE w = ANY (ARRAY['de', 'het', 'een', 'van', 'voor', 'met', 'zijn',
      'wij', 'onze', 'ons', 'niet', 'naar', 'bij', 'ook', 'om', 'te', 'dat', 'die', 'deze',
      'wordt', 'worden', 'door', 'jaar', 'kinderen', 'samen', 'maar', 'nog', 'als', 'meer', 'hun',
      'heeft', 'hebben', 'je', 'jouw', 'uw', 'elke', 'alle', 'en', 'wat', 'wie', 'hoe', 'waar',
      'uit', 'tot', 'kan', 'kunnen', 'helpen', 'steun', 'gezin', 'gezinnen', 'mensen', 'onder']))
      > count(*) FILTER (WHERE w = ANY (ARRAY['the', 'and', 'of', 'for', 'with', 'our', 'we', 'to',
      'are', 'that', 'this', 'your', 'you', 'every', 'all', 'from', 'by', 'help', 'children',
      'their', 'have', 'has', 'will', 'can', 'more', 'into', 'people', 'families', 'support',
      'who', 'what', 'how', 'where', 'year', 'together', 'but', 'not', 'be', 'a', 'an', 'on']))
    THEN 'nl'::language ELSE 'en'::language END
  FROM regexp_split_to_table(lower(coalesce(t, '')), '[^[:alpha:]]+') AS w
$$;--> statement-breakpoint
UPDATE "nonprofits" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', name, title, label, description)) = 'nl';--> statement-breakpoint
UPDATE "fundraisers" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', name, label, description)) = 'nl';--> statement-breakpoint
UPDATE "events" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', title, label, description)) = 'nl';--> statement-breakpoint
UPDATE "projects" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', name, description)) = 'nl';--> statement-breakpoint
UPDATE "companies" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', name, label, description)) = 'nl';--> statement-breakpoint
UPDATE "company_events" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', name, label, description)) = 'nl';--> statement-breakpoint
UPDATE "donation_packages" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', title)) = 'nl';--> statement-breakpoint
UPDATE "page_updates" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', title, content)) = 'nl';--> statement-breakpoint
UPDATE "content_blocks" SET "language" = 'nl' WHERE page_text_language_guess(concat_ws(' ', title, text)) = 'nl';--> statement-breakpoint
DROP FUNCTION page_text_language_guess(text);
