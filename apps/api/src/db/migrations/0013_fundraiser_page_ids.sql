-- The ids of one page of the fundraiser list in name order (optionally of one SDG and/or topic).
-- A statement with LIMIT and OFFSET parameters is planned again on every execution, as PostgreSQL
-- cannot cost its generic plan for an unknown offset; behind this function, whose 20 rows the
-- planner knows, the list's five-table join keeps one plan per connection, and only this
-- one-table query is planned per call (see listFundraisers).
CREATE FUNCTION fundraiser_page_ids(
  p_limit integer, p_offset integer, p_sdg_topic_id integer, p_topic_id integer
) RETURNS SETOF integer
LANGUAGE plpgsql STABLE ROWS 20 AS $$
BEGIN
  RETURN QUERY
    SELECT f.id FROM fundraisers f
    WHERE f.active
      AND (p_sdg_topic_id IS NULL OR f.sdg_topic_id = p_sdg_topic_id)
      AND (p_topic_id IS NULL OR f.topic_id = p_topic_id)
    ORDER BY f.name, f.id
    LIMIT p_limit OFFSET p_offset;
END;
$$;
