-- The words of a search term (p_term: the query's words joined by spaces) as text search groups,
-- one per word: the word as a prefix or, when no known word starts with it, also the closest
-- known words (up to three, none much further than the closest: 'amsterdm' -> 'amsterdam',
-- 'plastik' -> 'plastic' but not 'play'). search_words holds the words of every page's names and
-- text, a few thousand words instead of every page. Joined with ' & ' a page must have every
-- word, with ' | ' any of them (search_query).
CREATE OR REPLACE FUNCTION search_term_groups(p_term text)
RETURNS text[]
LANGUAGE sql
STABLE
AS $$
  SELECT array_agg(
           '(' || t.w || ':*' || coalesce((
             SELECT string_agg(' | ' || c.word, '')
             FROM (SELECT n.word, n.s, first_value(n.s) OVER (ORDER BY n.s DESC) AS best
                   FROM (SELECT sw.word, similarity(sw.word, t.w) AS s FROM search_words sw
                         WHERE sw.word % t.w ORDER BY sw.word <-> t.w LIMIT 3) n) c
             WHERE c.s >= c.best * 0.75
               AND NOT EXISTS (SELECT FROM search_words k WHERE k.word LIKE t.w || '%')), '')
           || ')'
           ORDER BY t.n)
  FROM unnest(string_to_array(p_term, ' ')) WITH ORDINALITY AS t(w, n)
$$;
