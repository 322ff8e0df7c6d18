-- One page of a searched fundraiser list: names that start with the term first, then names that
-- contain it, each in name order, and how many matches there are up to p_search_limit (the page's
-- end plus SEARCH_COUNT_AHEAD). Both patterns use the trigram index on name_key; PL/pgSQL plans
-- the query per call, for its term. Used through fundraiser_cards (ADR 013).
CREATE OR REPLACE FUNCTION fundraiser_search_ids(p_starts_with text, p_contains text, p_search_limit integer, p_limit integer, p_offset integer, p_sdg_topic_id integer, p_topic_id integer)
RETURNS TABLE(id integer, matched integer)
LANGUAGE plpgsql
STABLE ROWS 20
AS $$
#variable_conflict use_column
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
