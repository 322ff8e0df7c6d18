CREATE OR REPLACE FUNCTION donations_in_totals()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.in_totals := NEW.mode = 'live'
    OR coalesce((SELECT p.mode = 'test' FROM platform_payments p WHERE p.one), true);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER donations_in_totals BEFORE INSERT ON donations FOR EACH ROW EXECUTE FUNCTION donations_in_totals();
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE TRIGGER donations_raised AFTER INSERT OR DELETE OR UPDATE OF status, in_totals, amount_cents, refunded_cents, charged_back_cents, nonprofit_id, event_id, project_id, fundraiser_id, company_event_id ON donations FOR EACH ROW EXECUTE FUNCTION donations_raised_totals();
