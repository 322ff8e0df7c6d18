CREATE OR REPLACE FUNCTION donation_chargebacks_counted()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  was bigint := 0;
  now_counted bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.reversed_at IS NULL THEN
    was := OLD.amount_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.reversed_at IS NULL THEN
    now_counted := NEW.amount_cents;
  END IF;
  IF now_counted <> was THEN
    UPDATE donations SET charged_back_cents = charged_back_cents + (now_counted - was)
    WHERE id = coalesce(NEW.donation_id, OLD.donation_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER donation_chargebacks_counted AFTER INSERT OR DELETE OR UPDATE OF reversed_at, amount_cents ON donation_chargebacks FOR EACH ROW EXECUTE FUNCTION donation_chargebacks_counted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION donation_refunds_counted()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  was bigint := 0;
  now_counted bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('queued', 'pending', 'processing', 'refunded') THEN
    was := OLD.amount_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('queued', 'pending', 'processing', 'refunded') THEN
    now_counted := NEW.amount_cents;
  END IF;
  IF now_counted <> was THEN
    UPDATE donations SET refunded_cents = refunded_cents + (now_counted - was)
    WHERE id = coalesce(NEW.donation_id, OLD.donation_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER donation_refunds_counted AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents ON donation_refunds FOR EACH ROW EXECUTE FUNCTION donation_refunds_counted();
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
CREATE OR REPLACE TRIGGER donations_raised AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents, refunded_cents, charged_back_cents, nonprofit_id, event_id, project_id, fundraiser_id, company_event_id ON donations FOR EACH ROW EXECUTE FUNCTION donations_raised_totals();
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE TRIGGER fundraisers_raised AFTER UPDATE OF nonprofit_id, event_id, project_id ON fundraisers FOR EACH ROW WHEN (((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id) OR (old.event_id IS DISTINCT FROM new.event_id) OR (old.project_id IS DISTINCT FROM new.project_id))) EXECUTE FUNCTION fundraisers_raised_totals();
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE TRIGGER company_events_raised AFTER UPDATE OF nonprofit_id ON company_events FOR EACH ROW WHEN ((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id)) EXECUTE FUNCTION raised_totals_follow_nonprofit();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER events_raised AFTER UPDATE OF nonprofit_id ON events FOR EACH ROW WHEN ((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id)) EXECUTE FUNCTION raised_totals_follow_nonprofit();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_raised AFTER UPDATE OF nonprofit_id ON projects FOR EACH ROW WHEN ((old.nonprofit_id IS DISTINCT FROM new.nonprofit_id)) EXECUTE FUNCTION raised_totals_follow_nonprofit();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raised_totals_rebuild()
RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM raised_totals;
  INSERT INTO raised_totals (kind, page_id, raised_cents)
  SELECT kind, page_id, sum(cents) FROM (
    SELECT 'nonprofit' AS kind, d.nonprofit_id AS page_id, d.counted_cents AS cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'event', d.event_id, d.counted_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', e.nonprofit_id, d.counted_cents
      FROM donations d JOIN events e ON e.id = d.event_id WHERE d.status = 'paid'
    UNION ALL SELECT 'project', d.project_id, d.counted_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', p.nonprofit_id, d.counted_cents
      FROM donations d JOIN projects p ON p.id = d.project_id WHERE d.status = 'paid'
    UNION ALL SELECT 'fundraiser', d.fundraiser_id, d.counted_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', f.nonprofit_id, d.counted_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'event', f.event_id, d.counted_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'project', f.project_id, d.counted_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'company-event', d.company_event_id, d.counted_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', c.nonprofit_id, d.counted_cents
      FROM donations d JOIN company_events c ON c.id = d.company_event_id WHERE d.status = 'paid'
  ) credited
  WHERE page_id IS NOT NULL
  GROUP BY kind, page_id;
$$;
