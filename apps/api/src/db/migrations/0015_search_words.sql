CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of the names of the search entries a statement wrote (see searchWords).
CREATE FUNCTION search_words_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM new_rows n,
       regexp_split_to_table(lower(n.names), '[^[:alnum:]]+') AS w(word)
  WHERE length(w.word) >= 3 AND w.word ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_after_insert AFTER INSERT ON search_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER search_words_after_update AFTER UPDATE ON search_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM search_entries e, regexp_split_to_table(lower(e.names), '[^[:alnum:]]+') AS w(word)
WHERE length(w.word) >= 3 AND w.word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The header search (see universalSearch in modules/search/search.service.ts) as a function, so
-- that PostgreSQL keeps its plan: the query is the same for every term, but planning it cost
-- about as much as running it. p_term is the query's words joined by spaces. Each word matches
-- as a prefix or, when no known word starts with it, as one of the three closest known words
-- ('amsterdm' -> 'amsterdam'): a walk of a few thousand words instead of every name.
-- Candidates: up to 200 full-text matches (the GIN index; a MATERIALIZED CTE without a LIMIT of
-- its own, read only as far as needed: with the LIMIT inside, the planner would read the table
-- in order for a rare word), and, when those are fewer than 10, the 10 closest names (a
-- nearest-neighbour walk of the GiST trigram index). Best match first: full-text rank plus name
-- similarity, with a bonus for names that start with the term. The numbers stay literals, not
-- parameters: with a parameter as LIMIT, PostgreSQL would plan the query again on every call.
CREATE FUNCTION universal_search(p_term text)
RETURNS TABLE (kind text, item_id integer, title text, title_nl text, picture text)
LANGUAGE plpgsql STABLE ROWS 10 AS $$
#variable_conflict use_column
DECLARE
  words text;
  q tsquery;
  starts_with text := p_term || '%';
BEGIN
  SELECT string_agg(
           '(' || t.w || ':*' || coalesce((
             SELECT string_agg(' | ' || c.word, '')
             FROM (SELECT sw.word FROM search_words sw
                   WHERE sw.word % t.w ORDER BY sw.word <-> t.w LIMIT 3) c
             WHERE NOT EXISTS (SELECT FROM search_words k WHERE k.word LIKE t.w || '%')), '')
           || ')',
           ' & ')
    INTO words
    FROM unnest(string_to_array(p_term, ' ')) AS t(w);
  q := to_tsquery('english', words) || to_tsquery('dutch', words);
  RETURN QUERY
    WITH full_text AS MATERIALIZED (
      SELECT f.kind, f.item_id FROM search_entries f
      WHERE f.visible AND (f.expires_at IS NULL OR f.expires_at > now()) AND f.document @@ q),
    close_names AS (
      SELECT c.kind, c.item_id FROM search_entries c
      WHERE (SELECT count(*) FROM (SELECT 1 FROM full_text LIMIT 10) few) < 10
        AND c.visible AND (c.expires_at IS NULL OR c.expires_at > now()) AND p_term <% c.names
      ORDER BY p_term <<-> c.names LIMIT 10)
    SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture
    FROM search_entries e
    WHERE (e.kind, e.item_id) IN (
      (SELECT * FROM full_text LIMIT 200) UNION SELECT * FROM close_names)
    ORDER BY ts_rank(e.document, q) + word_similarity(p_term, e.names)
      + CASE WHEN e.title ILIKE starts_with OR e.title_nl ILIKE starts_with THEN 0.5 ELSE 0 END DESC,
      e.kind, e.item_id
    LIMIT 10;
END;
$$;
