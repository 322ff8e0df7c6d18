-- A fundraiser that changes parent takes its counted money (paid, less what was returned) along.
CREATE OR REPLACE FUNCTION fundraisers_raised_totals()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  cents bigint;
BEGIN
  SELECT coalesce(sum(counted_cents), 0) INTO cents
    FROM donations WHERE fundraiser_id = NEW.id AND status = 'paid';
  IF cents <> 0 THEN
    PERFORM raised_totals_add('nonprofit', OLD.nonprofit_id, -cents);
    PERFORM raised_totals_add('event', OLD.event_id, -cents);
    PERFORM raised_totals_add('project', OLD.project_id, -cents);
    PERFORM raised_totals_add('nonprofit', NEW.nonprofit_id, cents);
    PERFORM raised_totals_add('event', NEW.event_id, cents);
    PERFORM raised_totals_add('project', NEW.project_id, cents);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER fundraisers_raised AFTER UPDATE OF nonprofit_id, event_id, project_id ON fundraisers FOR EACH ROW WHEN (((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id) OR (old.event_id IS DISTINCT FROM new.event_id) OR (old.project_id IS DISTINCT FROM new.project_id))) EXECUTE FUNCTION fundraisers_raised_totals();
