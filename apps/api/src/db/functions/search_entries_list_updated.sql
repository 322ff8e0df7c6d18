-- search_entries is rewritten whenever a page is saved; only a change to what it holds counts.
CREATE OR REPLACE FUNCTION search_entries_list_updated()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT FROM old_rows o JOIN new_rows n ON n.kind = o.kind AND n.item_id = o.item_id
    WHERE (o.title, o.title_nl, o.picture, o.visible, o.expires_at, o.document)
      IS DISTINCT FROM (n.title, n.title_nl, n.picture, n.visible, n.expires_at, n.document)) THEN
    PERFORM list_version_raise();
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER search_entries_list_update AFTER UPDATE ON search_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_list_updated();
