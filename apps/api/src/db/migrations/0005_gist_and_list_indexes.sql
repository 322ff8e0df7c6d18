DROP INDEX "topics_name_trgm";--> statement-breakpoint
DROP INDEX "nonprofits_list_idx";--> statement-breakpoint
DROP INDEX "nonprofits_name_trgm";--> statement-breakpoint
DROP INDEX "events_title_trgm";--> statement-breakpoint
DROP INDEX "projects_name_trgm";--> statement-breakpoint
DROP INDEX "fundraisers_list_idx";--> statement-breakpoint
DROP INDEX "fundraisers_name_trgm";--> statement-breakpoint
DROP INDEX "companies_list_idx";--> statement-breakpoint
DROP INDEX "companies_name_trgm";--> statement-breakpoint
DROP INDEX "company_events_name_trgm";--> statement-breakpoint
DROP INDEX "jobs_title_trgm";--> statement-breakpoint
CREATE INDEX "topics_name_trgm" ON "topics" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "nonprofits_list_idx" ON "nonprofits" USING btree ("name","id") WHERE active;--> statement-breakpoint
CREATE INDEX "nonprofits_name_trgm" ON "nonprofits" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_title_trgm" ON "events" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm" ON "projects" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "fundraisers_list_idx" ON "fundraisers" USING btree ("name","id") WHERE active;--> statement-breakpoint
CREATE INDEX "fundraisers_name_trgm" ON "fundraisers" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_list_idx" ON "companies" USING btree ("name","id") WHERE active;--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_events_name_trgm" ON "company_events" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gist ("title" gist_trgm_ops);