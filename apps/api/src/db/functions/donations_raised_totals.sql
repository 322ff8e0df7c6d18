-- A donation counts for its counted_cents: its net amount (less refunds and chargebacks) while
-- it is paid, else nothing. Any change of it moves every counter it counts towards by the
-- difference, in the same transaction. When a page is deleted its donations lose the link (ON
-- DELETE SET NULL) but the page above it keeps the money: the deleted page cannot be looked up
-- any more, so nothing is taken off.
CREATE OR REPLACE FUNCTION donations_raised_totals()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.counted_cents <> 0 THEN
    PERFORM raised_totals_credit(OLD, -OLD.counted_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.counted_cents <> 0 THEN
    PERFORM raised_totals_credit(NEW, NEW.counted_cents);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER donations_raised AFTER INSERT OR DELETE OR UPDATE OF status, in_totals, amount_cents, refunded_cents, charged_back_cents, nonprofit_id, event_id, project_id, fundraiser_id, company_event_id ON donations FOR EACH ROW EXECUTE FUNCTION donations_raised_totals();
