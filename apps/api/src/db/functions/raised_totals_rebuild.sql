-- All counters again from the donations as they are linked now (their counted money), in one
-- pass: for donations paid before the counters existed, and after bulk loads that ran without
-- the trigger (one statement that credits thousands of donations to the same few counters
-- through the trigger is slow).
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
