-- An event, project or company event that changes non-profit takes its direct donations'
-- counted money along: raised_totals_credit counts them for the page's current non-profit
-- (ADR 004). Money through a fundraiser stays with the fundraiser's own non-profit, which the
-- fundraisers trigger moves. A non-profit deleted from under the page (ON DELETE SET NULL) is a move to nothing.
CREATE OR REPLACE FUNCTION raised_totals_follow_nonprofit()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  cents bigint;
BEGIN
  SELECT coalesce(sum(d.counted_cents), 0) INTO cents FROM donations d
  WHERE d.status = 'paid' AND CASE TG_TABLE_NAME
    WHEN 'events' THEN d.event_id = NEW.id
    WHEN 'projects' THEN d.project_id = NEW.id
    ELSE d.company_event_id = NEW.id
  END;
  PERFORM raised_totals_add('nonprofit', OLD.nonprofit_id, -cents);
  PERFORM raised_totals_add('nonprofit', NEW.nonprofit_id, cents);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER company_events_raised AFTER UPDATE OF nonprofit_id ON company_events FOR EACH ROW WHEN ((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id)) EXECUTE FUNCTION raised_totals_follow_nonprofit();
CREATE OR REPLACE TRIGGER events_raised AFTER UPDATE OF nonprofit_id ON events FOR EACH ROW WHEN ((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id)) EXECUTE FUNCTION raised_totals_follow_nonprofit();
CREATE OR REPLACE TRIGGER projects_raised AFTER UPDATE OF nonprofit_id ON projects FOR EACH ROW WHEN ((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id)) EXECUTE FUNCTION raised_totals_follow_nonprofit();
