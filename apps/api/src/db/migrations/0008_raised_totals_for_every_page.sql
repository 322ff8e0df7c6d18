-- Fundraisers and company events get counters too: a list of 20 fundraisers then reads 20
-- counter rows instead of adding up each one's donations.
CREATE OR REPLACE FUNCTION raised_totals_credit(d donations, cents bigint) RETURNS void
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
    PERFORM raised_totals_add('fundraiser', d.fundraiser_id, cents);
    SELECT nonprofit_id, event_id, project_id INTO f FROM fundraisers WHERE id = d.fundraiser_id;
    IF FOUND THEN
      PERFORM raised_totals_add('nonprofit', f.nonprofit_id, cents);
      PERFORM raised_totals_add('event', f.event_id, cents);
      PERFORM raised_totals_add('project', f.project_id, cents);
    END IF;
  END IF;
  IF d.company_event_id IS NOT NULL THEN
    PERFORM raised_totals_add('company-event', d.company_event_id, cents);
    PERFORM raised_totals_add('nonprofit', (SELECT nonprofit_id FROM company_events WHERE id = d.company_event_id), cents);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raised_totals_rebuild() RETURNS void
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
    UNION ALL SELECT 'fundraiser', d.fundraiser_id, d.amount_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', f.nonprofit_id, d.amount_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'event', f.event_id, d.amount_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'project', f.project_id, d.amount_cents
      FROM donations d JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.status = 'paid'
    UNION ALL SELECT 'company-event', d.company_event_id, d.amount_cents
      FROM donations d WHERE d.status = 'paid'
    UNION ALL SELECT 'nonprofit', c.nonprofit_id, d.amount_cents
      FROM donations d JOIN company_events c ON c.id = d.company_event_id WHERE d.status = 'paid'
  ) credited
  WHERE page_id IS NOT NULL
  GROUP BY kind, page_id;
$$;
--> statement-breakpoint
SELECT raised_totals_rebuild();
