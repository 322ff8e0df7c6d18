-- The search results page (see searchPages in modules/search/search.service.ts): every page of
-- every kind a term finds, with its score, as universal_search finds and scores them but not cut
-- to ten: pages with every word (up to 1,000 fundraisers and 1,000 of the other kinds), and, when
-- those are fewer than 10, pages with any of the words and the 20 closest names.
CREATE OR REPLACE FUNCTION search_pages(p_term text)
RETURNS TABLE(kind text, item_id integer, title text, title_nl text, picture text, score real)
LANGUAGE plpgsql
STABLE
AS $$
#variable_conflict use_column
DECLARE
  groups text[] := search_term_groups(p_term);
  q tsquery := search_query(groups, ' & ');
  q_any tsquery := CASE WHEN cardinality(groups) > 1 THEN search_query(groups, ' | ') END;
  starts_with text := p_term || '%';
BEGIN
  RETURN QUERY
    WITH every_word AS MATERIALIZED (
      (SELECT f.kind, f.item_id FROM search_entries f
       WHERE f.kind <> 'fundraiser' AND f.visible
         AND (f.expires_at IS NULL OR f.expires_at > now()) AND f.document @@ q LIMIT 1000)
      UNION ALL
      (SELECT f.kind, f.item_id FROM search_entries f
       WHERE f.kind = 'fundraiser' AND f.visible AND f.document @@ q LIMIT 1000)),
    few AS (SELECT count(*) < 10 AS yes FROM (SELECT 1 FROM every_word LIMIT 10) m),
    any_words AS (
      (SELECT a.kind, a.item_id FROM search_entries a
       WHERE q_any IS NOT NULL AND (SELECT yes FROM few) AND a.kind <> 'fundraiser' AND a.visible
         AND (a.expires_at IS NULL OR a.expires_at > now()) AND a.document @@ q_any LIMIT 1000)
      UNION ALL
      (SELECT a.kind, a.item_id FROM search_entries a
       WHERE q_any IS NOT NULL AND (SELECT yes FROM few) AND a.kind = 'fundraiser' AND a.visible
         AND a.document @@ q_any LIMIT 1000)),
    close_names AS (
      SELECT c.kind, c.item_id FROM search_entries c
      WHERE (SELECT yes FROM few)
        AND c.visible AND (c.expires_at IS NULL OR c.expires_at > now()) AND p_term <% c.names
      ORDER BY p_term <<-> c.names LIMIT 20)
    SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture,
      (ts_rank(e.document, q) + coalesce(ts_rank(e.document, q_any), 0)
        + word_similarity(p_term, e.names)
        + CASE WHEN e.title ILIKE starts_with OR e.title_nl ILIKE starts_with THEN 0.5 ELSE 0 END
      )::real
    FROM search_entries e
    WHERE (e.kind, e.item_id) IN (
      SELECT * FROM every_word UNION SELECT * FROM any_words UNION SELECT * FROM close_names);
END;
$$;
