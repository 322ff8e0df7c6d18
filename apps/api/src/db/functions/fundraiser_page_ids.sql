-- The ids of one page of active fundraisers in name order, optionally of one SDG or topic. The
-- query is planned for each call (EXECUTE), for its offset and filters: a generic plan for an
-- unknown offset would sort the whole table, a custom one costs a one-table plan. Used through
-- fundraiser_cards (ADR 013).
CREATE OR REPLACE FUNCTION fundraiser_page_ids(p_limit integer, p_offset integer, p_sdg_topic_id integer, p_topic_id integer)
RETURNS TABLE(id integer)
LANGUAGE plpgsql
STABLE ROWS 20
AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT f.id FROM fundraisers f
     WHERE f.active
       AND ($3::integer IS NULL OR f.sdg_topic_id = $3)
       AND ($4::integer IS NULL OR f.topic_id = $4)
     ORDER BY f.name, f.id
     LIMIT $1 OFFSET $2'
    USING p_limit, p_offset, p_sdg_topic_id, p_topic_id;
END;
$$;
