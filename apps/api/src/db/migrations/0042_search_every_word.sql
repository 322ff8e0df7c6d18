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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_query(p_groups text[], p_joiner text)
RETURNS tsquery
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
  words text := array_to_string(p_groups, p_joiner);
  q tsquery := to_tsquery('english', words);
  q_nl tsquery := to_tsquery('dutch', words);
BEGIN
  IF q_nl <> q THEN
    q := q || q_nl;
  END IF;
  RETURN q;
END;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM new_rows n,
       LATERAL (SELECT regexp_split_to_table(lower(n.names), '[^[:alnum:]]+')
                UNION SELECT unnest(tsvector_to_array(n.document))) AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '[[:alpha:]]' AND w.word ~ '^[[:alnum:]]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_words_after_insert AFTER INSERT ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_words_after_update AFTER UPDATE ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
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
--> statement-breakpoint
-- The words of every page's text, as search_words_add now keeps them.
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM search_entries e,
     LATERAL (SELECT regexp_split_to_table(lower(e.names), '[^[:alnum:]]+')
              UNION SELECT unnest(tsvector_to_array(e.document))) AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '[[:alpha:]]' AND w.word ~ '^[[:alnum:]]+$'
ON CONFLICT DO NOTHING;
