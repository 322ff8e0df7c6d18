CREATE OR REPLACE FUNCTION search_entries_sync()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  page jsonb;
  own text;
  translated text;
  en_title text;
  nl_title text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
    RETURN OLD;
  END IF;
  page := to_jsonb(NEW);
  IF page ? 'translation' THEN
    own := nullif(page ->> TG_ARGV[1], '');
    translated := nullif(page -> 'translation' ->> TG_ARGV[1], '');
    IF page ->> 'language' = 'nl' THEN
      en_title := translated;
      nl_title := own;
    ELSE
      en_title := own;
      nl_title := translated;
    END IF;
  ELSE
    en_title := page ->> TG_ARGV[1];
    nl_title := CASE WHEN TG_ARGV[2] = '' THEN NULL ELSE page ->> TG_ARGV[2] END;
  END IF;
  INSERT INTO search_entries (kind, item_id, title, title_nl, picture, visible, expires_at, document)
  VALUES (
    TG_ARGV[0],
    NEW.id,
    coalesce(en_title, nl_title, ''),
    nl_title,
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
CREATE OR REPLACE TRIGGER companies_search AFTER INSERT OR DELETE OR UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION search_entries_sync('company', 'name', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER company_events_search AFTER INSERT OR DELETE OR UPDATE ON company_events FOR EACH ROW EXECUTE FUNCTION search_entries_sync('company-event', 'name', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER events_search AFTER INSERT OR DELETE OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION search_entries_sync('event', 'title', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER fundraisers_search AFTER INSERT OR DELETE OR UPDATE ON fundraisers FOR EACH ROW EXECUTE FUNCTION search_entries_sync('fundraiser', 'name', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER jobs_search AFTER INSERT OR DELETE OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION search_entries_sync('job', 'title', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER nonprofits_search AFTER INSERT OR DELETE OR UPDATE ON nonprofits FOR EACH ROW EXECUTE FUNCTION search_entries_sync('nonprofit', 'name', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_search AFTER INSERT OR DELETE OR UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION search_entries_sync('project', 'name', '');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER topics_search AFTER INSERT OR DELETE OR UPDATE ON topics FOR EACH ROW EXECUTE FUNCTION search_entries_sync('topic', 'name', 'name_nl');
--> statement-breakpoint
-- The pages that exist: touching each row runs its trigger once, with its new search vector.
UPDATE nonprofits SET updated_at = updated_at;--> statement-breakpoint
UPDATE fundraisers SET updated_at = updated_at;--> statement-breakpoint
UPDATE events SET updated_at = updated_at;--> statement-breakpoint
UPDATE projects SET updated_at = updated_at;--> statement-breakpoint
UPDATE companies SET updated_at = updated_at;--> statement-breakpoint
UPDATE company_events SET updated_at = updated_at;
