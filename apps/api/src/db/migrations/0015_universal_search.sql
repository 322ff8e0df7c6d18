-- The header search (see universalSearch in modules/search/search.service.ts) as a function, so
-- that PostgreSQL keeps its plan: the query is the same for every term, but planning it cost
-- about as much as running it. p_query is a tsquery text (every word as a prefix, joined by &);
-- p_term is the words joined by spaces. Candidates: up to 200 full-text matches (the GIN index;
-- a MATERIALIZED CTE, read only as far as the LIMIT) and the 10 closest names (a nearest-neighbour
-- walk of the GiST trigram index). Best match first: full-text rank plus name similarity, with a
-- bonus for names that start with the term. The numbers stay literals, not parameters: with a
-- parameter as LIMIT, PostgreSQL would plan the query again on every call.
CREATE FUNCTION universal_search(p_query text, p_term text)
RETURNS TABLE (kind text, item_id integer, title text, title_nl text, picture text)
LANGUAGE plpgsql STABLE ROWS 10 AS $$
#variable_conflict use_column
DECLARE
  q tsquery := to_tsquery('english', p_query) || to_tsquery('dutch', p_query);
  starts_with text := p_term || '%';
BEGIN
  RETURN QUERY
    WITH full_text AS MATERIALIZED (
      SELECT f.kind, f.item_id FROM search_entries f
      WHERE f.visible AND (f.expires_at IS NULL OR f.expires_at > now()) AND f.document @@ q)
    SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture
    FROM search_entries e
    WHERE (e.kind, e.item_id) IN (
      (SELECT * FROM full_text LIMIT 200)
      UNION
      (SELECT c.kind, c.item_id FROM search_entries c
        WHERE c.visible AND (c.expires_at IS NULL OR c.expires_at > now()) AND p_term <% c.names
        ORDER BY p_term <<-> c.names LIMIT 10))
    ORDER BY ts_rank(e.document, q) + word_similarity(p_term, e.names)
      + CASE WHEN e.title ILIKE starts_with OR e.title_nl ILIKE starts_with THEN 0.5 ELSE 0 END DESC,
      e.kind, e.item_id
    LIMIT 10;
END;
$$;
