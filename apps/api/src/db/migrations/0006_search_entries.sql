CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_nl" text,
	"picture" text,
	"visible" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"document" "tsvector" NOT NULL,
	"names" text GENERATED ALWAYS AS (title || coalesce(' ' || title_nl, '')) STORED NOT NULL,
	CONSTRAINT "search_entries_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_entries_names_trgm" ON "search_entries" USING gist ("names" gist_trgm_ops(siglen=256));--> statement-breakpoint
-- Keeps search_entries current. Arguments: the kind of page, the column of its title and the
-- column of its Dutch title ('' when it has none). Visibility and expiry come from the row's
-- `active` and `deadline` columns where the table has them.
CREATE FUNCTION search_entries_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  page jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
    RETURN OLD;
  END IF;
  page := to_jsonb(NEW);
  INSERT INTO search_entries (kind, item_id, title, title_nl, picture, visible, expires_at, document)
  VALUES (
    TG_ARGV[0],
    NEW.id,
    coalesce(page ->> TG_ARGV[1], ''),
    CASE WHEN TG_ARGV[2] = '' THEN NULL ELSE page ->> TG_ARGV[2] END,
    coalesce(page ->> 'logo', page ->> 'picture', page ->> 'image'),
    coalesce((page ->> 'active')::boolean, true),
    (page ->> 'deadline')::timestamptz,
    NEW.search_vector
  )
  ON CONFLICT (kind, item_id) DO UPDATE SET
    title = excluded.title,
    title_nl = excluded.title_nl,
    picture = excluded.picture,
    visible = excluded.visible,
    expires_at = excluded.expires_at,
    document = excluded.document;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER nonprofits_search AFTER INSERT OR UPDATE OR DELETE ON nonprofits
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('nonprofit', 'name', '');--> statement-breakpoint
CREATE TRIGGER fundraisers_search AFTER INSERT OR UPDATE OR DELETE ON fundraisers
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('fundraiser', 'name', '');--> statement-breakpoint
CREATE TRIGGER events_search AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('event', 'title', '');--> statement-breakpoint
CREATE TRIGGER projects_search AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('project', 'name', '');--> statement-breakpoint
CREATE TRIGGER companies_search AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('company', 'name', '');--> statement-breakpoint
CREATE TRIGGER company_events_search AFTER INSERT OR UPDATE OR DELETE ON company_events
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('company-event', 'name', '');--> statement-breakpoint
CREATE TRIGGER topics_search AFTER INSERT OR UPDATE OR DELETE ON topics
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('topic', 'name', 'name_nl');--> statement-breakpoint
CREATE TRIGGER jobs_search AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION search_entries_sync('job', 'title', '');--> statement-breakpoint
-- Pages that exist already: touching each row runs its trigger once.
UPDATE nonprofits SET updated_at = updated_at;--> statement-breakpoint
UPDATE fundraisers SET updated_at = updated_at;--> statement-breakpoint
UPDATE events SET updated_at = updated_at;--> statement-breakpoint
UPDATE projects SET updated_at = updated_at;--> statement-breakpoint
UPDATE companies SET updated_at = updated_at;--> statement-breakpoint
UPDATE company_events SET updated_at = updated_at;--> statement-breakpoint
UPDATE topics SET updated_at = updated_at;--> statement-breakpoint
UPDATE jobs SET updated_at = updated_at;
