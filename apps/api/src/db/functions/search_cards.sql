-- The header search's results p_kinds[i], p_ids[i] as they are now, in that order, with the list
-- version read in the same snapshot and the database's clock (see lib/list-cache.ts: what a term
-- found is used again while the version is the same and none of the results has expired).
CREATE OR REPLACE FUNCTION search_cards(p_kinds text[], p_ids integer[])
RETURNS TABLE(kind text, item_id integer, title text, title_nl text, picture text, list_version bigint, read_at timestamp with time zone)
LANGUAGE plpgsql
STABLE ROWS 10
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture,
      (SELECT l.version FROM list_version l WHERE l.one), now()
    FROM unnest(p_kinds, p_ids) WITH ORDINALITY AS c(kind, item_id, n)
    JOIN search_entries e ON e.kind = c.kind AND e.item_id = c.item_id
    ORDER BY c.n;
END;
$$;
