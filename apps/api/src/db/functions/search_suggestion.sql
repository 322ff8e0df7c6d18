-- What a searcher may have meant (p_term: the query's words joined by spaces): each word no known
-- word starts with replaced by the closest word of the nearest names ('klimat' -> 'climate'),
-- else of any page's text (search_words, where words are as each language stems them), when one
-- is close enough; the term itself when no word was replaced.
CREATE OR REPLACE FUNCTION search_suggestion(p_term text)
RETURNS text
LANGUAGE sql
STABLE
AS $$
  SELECT string_agg(coalesce(
           (SELECT x.word FROM (
              SELECT nw.word, similarity(nw.word, t.w) + 0.2 AS rank
              FROM (SELECT c.names FROM search_entries c WHERE c.visible
                    ORDER BY t.w <<-> c.names LIMIT 5) nearest,
                   regexp_split_to_table(lower(nearest.names), '[^[:alnum:]]+') AS nw(word)
              WHERE similarity(nw.word, t.w) >= 0.25
              UNION ALL
              SELECT sw.word, similarity(sw.word, t.w)
              FROM (SELECT k.word FROM search_words k ORDER BY k.word <-> t.w LIMIT 3) sw
              WHERE similarity(sw.word, t.w) >= 0.3) x
            WHERE NOT EXISTS (SELECT FROM search_words k WHERE k.word LIKE t.w || '%')
            ORDER BY x.rank DESC, x.word LIMIT 1),
           t.w), ' ' ORDER BY t.n)
  FROM unnest(string_to_array(p_term, ' ')) WITH ORDINALITY AS t(w, n)
$$;
