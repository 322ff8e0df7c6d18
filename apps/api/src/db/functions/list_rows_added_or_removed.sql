-- A statement that added or removed rows of fundraisers or search_entries raises it.
CREATE OR REPLACE FUNCTION list_rows_added_or_removed()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT FROM changed_rows) THEN
    PERFORM list_version_raise();
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER fundraisers_list_delete AFTER DELETE ON fundraisers REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();
CREATE OR REPLACE TRIGGER fundraisers_list_insert AFTER INSERT ON fundraisers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();
CREATE OR REPLACE TRIGGER search_entries_list_delete AFTER DELETE ON search_entries REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();
CREATE OR REPLACE TRIGGER search_entries_list_insert AFTER INSERT ON search_entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();
