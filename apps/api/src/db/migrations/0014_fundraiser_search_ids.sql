-- One page of the fundraisers whose name contains a term, best match first: names that start
-- with it, then the others, each in name order (the search key, see searchKey in
-- db/schema/search.ts). Both parts are read in index order and stop at p_search_limit rows (the
-- page and SEARCH_COUNT_AHEAD more), so a common word costs about as much as a rare one; every
-- row carries how many matches were counted that way. Planned per call for the patterns, behind
-- a function whose 20 rows the planner knows, like fundraiser_page_ids (0013).
CREATE FUNCTION fundraiser_search_ids(
  p_starts_with text, p_contains text, p_search_limit integer, p_limit integer,
  p_offset integer, p_sdg_topic_id integer, p_topic_id integer
) RETURNS TABLE (id integer, matched integer)
LANGUAGE plpgsql STABLE ROWS 20 AS $$
BEGIN
  RETURN QUERY
    SELECT m.id, (count(*) OVER ())::integer
    FROM (
      (SELECT f.id, f.name_key, 0 AS rank FROM fundraisers f
        WHERE f.active
          AND (p_sdg_topic_id IS NULL OR f.sdg_topic_id = p_sdg_topic_id)
          AND (p_topic_id IS NULL OR f.topic_id = p_topic_id)
          AND f.name_key LIKE lower(p_starts_with)
        ORDER BY f.name_key, f.id LIMIT p_search_limit)
      UNION ALL
      (SELECT f.id, f.name_key, 1 AS rank FROM fundraisers f
        WHERE f.active
          AND (p_sdg_topic_id IS NULL OR f.sdg_topic_id = p_sdg_topic_id)
          AND (p_topic_id IS NULL OR f.topic_id = p_topic_id)
          AND f.name_key LIKE lower(p_contains)
          AND NOT f.name_key LIKE lower(p_starts_with)
        ORDER BY f.name_key, f.id LIMIT p_search_limit)
      LIMIT p_search_limit
    ) m
    ORDER BY m.rank, m.name_key, m.id
    LIMIT p_limit OFFSET p_offset;
END;
$$;
