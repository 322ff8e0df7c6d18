-- The cards of the fundraisers p_ids, in that order: each with the names of its non-profit, event
-- and project, its raised amount (raised_totals) and the list version read in the same snapshot
-- (see lib/list-cache.ts). PL/pgSQL keeps the plan of this five-table join per connection;
-- planning it for every request cost more than running it (ADR 009, ADR 013).
CREATE OR REPLACE FUNCTION fundraiser_cards(p_ids integer[])
RETURNS TABLE(id integer, name text, description text, label text, logo text, picture text, image text, goal_cents integer, user_id integer, nonprofit_id integer, event_id integer, project_id integer, raised_cents bigint, nonprofit_name text, event_title text, project_name text, list_version bigint)
LANGUAGE plpgsql
STABLE ROWS 20
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT f.id, f.name, f.description, f.label, f.logo, f.picture, f.image, f.goal_cents,
      f.user_id, f.nonprofit_id, f.event_id, f.project_id, coalesce(rt.raised_cents, 0),
      n.name, e.title, p.name, (SELECT l.version FROM list_version l WHERE l.one)
    FROM unnest(p_ids) WITH ORDINALITY AS page(id, n)
    JOIN fundraisers f ON f.id = page.id
    LEFT JOIN nonprofits n ON n.id = f.nonprofit_id
    LEFT JOIN events e ON e.id = f.event_id
    LEFT JOIN projects p ON p.id = f.project_id
    LEFT JOIN raised_totals rt ON rt.kind = 'fundraiser' AND rt.page_id = f.id
    ORDER BY page.n;
END;
$$;
