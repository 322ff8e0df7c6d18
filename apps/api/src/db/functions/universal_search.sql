-- The header search (see universalSearch in modules/search/search.service.ts) as a function, so
-- that PostgreSQL keeps its plan: the query is the same for every term, but planning it cost
-- about as much as running it. p_term is the query's words joined by spaces. Each word matches
-- as a prefix or, when no known word starts with it, as one of the three closest known words
-- of any page's names or text (search_term_groups: 'amsterdm' -> 'amsterdam').
-- Candidates: every full-text match of the kinds other than fundraisers (up to 200) and up to 100
-- matching fundraisers (two GIN indexes, so thousands of fundraisers sharing a word do not crowd
-- out the other kinds), and, when those are fewer than 10, pages with any of the words (a term
-- of several words: 'oceaan plastik' finds what is about plastic) and the 10 closest names (a
-- nearest-neighbour walk of the GiST trigram index). The English and Dutch queries are joined
-- only when they differ. Best match first: full-text rank plus name similarity, with a bonus for
-- names that start with the term. Each row carries the first time one of the results expires
-- and the list version read in the same snapshot (see lib/list-cache.ts). The numbers stay
-- literals, not parameters: with a parameter as LIMIT, PostgreSQL would plan it on every call.
CREATE OR REPLACE FUNCTION universal_search(p_term text)
RETURNS TABLE(kind text, item_id integer, title text, title_nl text, picture text, valid_until timestamp with time zone, list_version bigint)
LANGUAGE plpgsql
STABLE ROWS 10
AS $$
#variable_conflict use_column
DECLARE
  v bigint := (SELECT l.version FROM list_version l WHERE l.one);
  groups text[] := search_term_groups(p_term);
  q tsquery := search_query(groups, ' & ');
  -- Any of the words, for a term of several words whose every word finds too little.
  q_any tsquery := CASE WHEN cardinality(groups) > 1 THEN search_query(groups, ' | ') END;
  starts_with text := p_term || '%';
BEGIN
  RETURN QUERY
    WITH pages AS MATERIALIZED (
      SELECT f.kind, f.item_id FROM search_entries f
      WHERE f.kind <> 'fundraiser' AND f.visible
        AND (f.expires_at IS NULL OR f.expires_at > now()) AND f.document @@ q),
    fundraisers AS MATERIALIZED (
      SELECT f.kind, f.item_id FROM search_entries f
      WHERE f.kind = 'fundraiser' AND f.visible AND f.document @@ q),
    few AS (
      SELECT count(*) < 10 AS yes FROM (
        SELECT 1 FROM pages UNION ALL SELECT 1 FROM fundraisers LIMIT 10) m),
    any_words AS (
      (SELECT a.kind, a.item_id FROM search_entries a
       WHERE q_any IS NOT NULL AND (SELECT yes FROM few) AND a.kind <> 'fundraiser' AND a.visible
         AND (a.expires_at IS NULL OR a.expires_at > now()) AND a.document @@ q_any LIMIT 100)
      UNION ALL
      (SELECT a.kind, a.item_id FROM search_entries a
       WHERE q_any IS NOT NULL AND (SELECT yes FROM few) AND a.kind = 'fundraiser' AND a.visible
         AND a.document @@ q_any LIMIT 100)),
    close_names AS (
      SELECT c.kind, c.item_id FROM search_entries c
      WHERE (SELECT yes FROM few)
        AND c.visible AND (c.expires_at IS NULL OR c.expires_at > now()) AND p_term <% c.names
      ORDER BY p_term <<-> c.names LIMIT 10)
    SELECT b.kind, b.item_id, b.title, b.title_nl, b.picture, min(b.expires_at) OVER (), v
    FROM (
      SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture, e.expires_at,
        ts_rank(e.document, q) + coalesce(ts_rank(e.document, q_any), 0)
          + word_similarity(p_term, e.names)
          + CASE WHEN e.title ILIKE starts_with OR e.title_nl ILIKE starts_with THEN 0.5 ELSE 0 END
          AS score
      FROM search_entries e
      WHERE (e.kind, e.item_id) IN (
        (SELECT * FROM pages LIMIT 200) UNION ALL (SELECT * FROM fundraisers LIMIT 100)
        UNION SELECT * FROM any_words UNION SELECT * FROM close_names)
      ORDER BY score DESC, e.kind, e.item_id
      LIMIT 10) b
    ORDER BY b.score DESC, b.kind, b.item_id;
END;
$$;
