CREATE TABLE "raised_totals" (
	"kind" text NOT NULL,
	"page_id" integer NOT NULL,
	"raised_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "raised_totals_kind_page_id_pk" PRIMARY KEY("kind","page_id")
);
--> statement-breakpoint
-- Adds cents to the counter of one page (nothing when the page is unknown).
-- PL/pgSQL keeps the plan of its statement between calls (an SQL function plans it every time).
CREATE FUNCTION raised_totals_add(p_kind text, p_page integer, p_cents bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_page IS NULL OR p_cents = 0 THEN
    RETURN;
  END IF;
  INSERT INTO raised_totals (kind, page_id, raised_cents) VALUES (p_kind, p_page, p_cents)
  ON CONFLICT (kind, page_id) DO UPDATE SET raised_cents = raised_totals.raised_cents + excluded.raised_cents;
END;
$$;
--> statement-breakpoint
-- Credits (or, with negative cents, debits) every counter a donation counts towards: its own
-- non-profit, event or project, the non-profit of its event, project or company event, and the
-- non-profit, event and project of its fundraiser.
CREATE FUNCTION raised_totals_credit(d donations, cents bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  PERFORM raised_totals_add('nonprofit', d.nonprofit_id, cents);
  IF d.event_id IS NOT NULL THEN
    PERFORM raised_totals_add('event', d.event_id, cents);
    PERFORM raised_totals_add('nonprofit', (SELECT nonprofit_id FROM events WHERE id = d.event_id), cents);
  END IF;
  IF d.project_id IS NOT NULL THEN
    PERFORM raised_totals_add('project', d.project_id, cents);
    PERFORM raised_totals_add('nonprofit', (SELECT nonprofit_id FROM projects WHERE id = d.project_id), cents);
  END IF;
  IF d.fundraiser_id IS NOT NULL THEN
    SELECT nonprofit_id, event_id, project_id INTO f FROM fundraisers WHERE id = d.fundraiser_id;
    IF FOUND THEN
      PERFORM raised_totals_add('nonprofit', f.nonprofit_id, cents);
      PERFORM raised_totals_add('event', f.event_id, cents);
      PERFORM raised_totals_add('project', f.project_id, cents);
    END IF;
  END IF;
  IF d.company_event_id IS NOT NULL THEN
    PERFORM raised_totals_add('nonprofit', (SELECT nonprofit_id FROM company_events WHERE id = d.company_event_id), cents);
  END IF;
END;
$$;
--> statement-breakpoint
-- A donation counts while it is paid. When a page is deleted its donations lose the link
-- (ON DELETE SET NULL) but the page above it keeps the money: the deleted page cannot be looked
-- up any more, so nothing is taken off.
CREATE FUNCTION donations_raised_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' THEN
    PERFORM raised_totals_credit(OLD, -OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' THEN
    PERFORM raised_totals_credit(NEW, NEW.amount_cents);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER donations_raised
  AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents, nonprofit_id, event_id, project_id, fundraiser_id, company_event_id
  ON donations FOR EACH ROW EXECUTE FUNCTION donations_raised_totals();
--> statement-breakpoint
-- A fundraiser that changes parent takes its paid money along.
CREATE FUNCTION fundraisers_raised_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  cents bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO cents
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
CREATE TRIGGER fundraisers_raised
  AFTER UPDATE OF nonprofit_id, event_id, project_id ON fundraisers FOR EACH ROW
  WHEN (OLD.nonprofit_id IS DISTINCT FROM NEW.nonprofit_id
    OR OLD.event_id IS DISTINCT FROM NEW.event_id
    OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION fundraisers_raised_totals();
--> statement-breakpoint
-- All counters again from the donations as they are linked now, in one pass: for donations paid
-- before the counters existed, and after bulk loads that ran without the trigger (one statement
-- that credits thousands of donations to the same few counters through the trigger is slow).
CREATE FUNCTION raised_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM raised_totals;
  INSERT INTO raised_totals (kind, page_id, raised_cents)
  SELECT kind, page_id, sum(cents) FROM (
    SELECT 'nonprofit' AS kind, d.nonprofit_id AS page_id, d.amount_cents AS cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'event', d.event_id, d.amount_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', e.nonprofit_id, d.amount_cents
      FROM donations d JOIN events e ON e.id = d.event_id WHERE d.status = 'paid'
    UNION ALL SELECT 'project', d.project_id, d.amount_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', p.nonprofit_id, d.amount_cents
      FROM donations d JOIN projects p ON p.id = d.project_id WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', f.nonprofit_id, d.amount_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'event', f.event_id, d.amount_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'project', f.project_id, d.amount_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', c.nonprofit_id, d.amount_cents
      FROM donations d JOIN company_events c ON c.id = d.company_event_id WHERE d.status = 'paid'
  ) credited
  WHERE page_id IS NOT NULL
  GROUP BY kind, page_id;
$$;
--> statement-breakpoint
SELECT raised_totals_rebuild();
