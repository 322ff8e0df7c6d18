-- Fundraisers and company events get counters too: a list of 20 fundraisers then reads 20
-- counter rows instead of adding up each one's donations.
CREATE OR REPLACE FUNCTION raised_totals_credit(d donations, cents bigint)
RETURNS void
LANGUAGE plpgsql
AS $$
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
