-- An update of fundraisers raises it when it changed what the lists order or filter on; other
-- changes (a goal, a label) leave it. (A changed name, description or picture also changes the
-- fundraiser's search entry, below.)
CREATE OR REPLACE FUNCTION fundraisers_list_updated()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.name, o.active, o.sdg_topic_id, o.topic_id)
      IS DISTINCT FROM (n.name, n.active, n.sdg_topic_id, n.topic_id)) THEN
    PERFORM list_version_raise();
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER fundraisers_list_update AFTER UPDATE ON fundraisers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fundraisers_list_updated();
