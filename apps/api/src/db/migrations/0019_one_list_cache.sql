-- The list and search functions lose the arguments that carried the API's memo (ADR 013); the
-- cards of a page are read by fundraiser_cards and search_cards. Live text: db/functions/.
DROP FUNCTION fundraiser_page_ids(integer, integer, integer, integer, bigint, integer, text, integer);
--> statement-breakpoint
DROP FUNCTION fundraiser_search_ids(text, text, integer, integer, integer, integer, integer, bigint, integer[], integer);
--> statement-breakpoint
DROP FUNCTION universal_search(text, bigint, text[], integer[], timestamp with time zone);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fundraiser_cards(p_ids integer[])
RETURNS TABLE(id integer, name text, description text, label text, logo text, picture text, image text, goal_cents integer, user_id integer, nonprofit_id integer, event_id integer, project_id integer, raised_cents bigint, nonprofit_name text, event_title text, project_name text, list_version bigint)
LANGUAGE plpgsql
STABLE ROWS 20
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT f.id, f.name, f.description, f.label, f.logo, f.picture, f.image, f.goal_cents,
      f.user_id, f.nonprofit_id, f.event_id, f.project_id, coalesce(rt.raised_cents, 0),
      n.name, e.title, p.name, (SELECT l.version FROM list_version l WHERE l.one)
    FROM unnest(p_ids) WITH ORDINALITY AS page(id, n)
    JOIN fundraisers f ON f.id = page.id
    LEFT JOIN nonprofits n ON n.id = f.nonprofit_id
    LEFT JOIN events e ON e.id = f.event_id
    LEFT JOIN projects p ON p.id = f.project_id
    LEFT JOIN raised_totals rt ON rt.kind = 'fundraiser' AND rt.page_id = f.id
    ORDER BY page.n;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fundraiser_page_ids(p_limit integer, p_offset integer, p_sdg_topic_id integer, p_topic_id integer)
RETURNS TABLE(id integer)
LANGUAGE plpgsql
STABLE ROWS 20
AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT f.id FROM fundraisers f
     WHERE f.active
       AND ($3::integer IS NULL OR f.sdg_topic_id = $3)
       AND ($4::integer IS NULL OR f.topic_id = $4)
     ORDER BY f.name, f.id
     LIMIT $1 OFFSET $2'
    USING p_limit, p_offset, p_sdg_topic_id, p_topic_id;
END;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_cards(p_kinds text[], p_ids integer[])
RETURNS TABLE(kind text, item_id integer, title text, title_nl text, picture text, list_version bigint, read_at timestamp with time zone)
LANGUAGE plpgsql
STABLE ROWS 10
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture,
      (SELECT l.version FROM list_version l WHERE l.one), now()
    FROM unnest(p_kinds, p_ids) WITH ORDINALITY AS c(kind, item_id, n)
    JOIN search_entries e ON e.kind = c.kind AND e.item_id = c.item_id
    ORDER BY c.n;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION universal_search(p_term text)
RETURNS TABLE(kind text, item_id integer, title text, title_nl text, picture text, valid_until timestamp with time zone, list_version bigint)
LANGUAGE plpgsql
STABLE ROWS 10
AS $$
#variable_conflict use_column
DECLARE
  v bigint := (SELECT l.version FROM list_version l WHERE l.one);
  words text;
  q tsquery;
  q_nl tsquery;
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
  q := to_tsquery('english', words);
  q_nl := to_tsquery('dutch', words);
  IF q_nl <> q THEN
    q := q || q_nl;
  END IF;
  RETURN QUERY
    WITH pages AS MATERIALIZED (
      SELECT f.kind, f.item_id FROM search_entries f
      WHERE f.kind <> 'fundraiser' AND f.visible
        AND (f.expires_at IS NULL OR f.expires_at > now()) AND f.document @@ q),
    fundraisers AS MATERIALIZED (
      SELECT f.kind, f.item_id FROM search_entries f
      WHERE f.kind = 'fundraiser' AND f.visible AND f.document @@ q),
    close_names AS (
      SELECT c.kind, c.item_id FROM search_entries c
      WHERE (SELECT count(*) FROM (
               SELECT 1 FROM pages UNION ALL SELECT 1 FROM fundraisers LIMIT 10) few) < 10
        AND c.visible AND (c.expires_at IS NULL OR c.expires_at > now()) AND p_term <% c.names
      ORDER BY p_term <<-> c.names LIMIT 10)
    SELECT b.kind, b.item_id, b.title, b.title_nl, b.picture, min(b.expires_at) OVER (), v
    FROM (
      SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture, e.expires_at,
        ts_rank(e.document, q) + word_similarity(p_term, e.names)
          + CASE WHEN e.title ILIKE starts_with OR e.title_nl ILIKE starts_with THEN 0.5 ELSE 0 END
          AS score
      FROM search_entries e
      WHERE (e.kind, e.item_id) IN (
        (SELECT * FROM pages LIMIT 200) UNION ALL (SELECT * FROM fundraisers LIMIT 100)
        UNION SELECT * FROM close_names)
      ORDER BY score DESC, e.kind, e.item_id
      LIMIT 10) b
    ORDER BY b.score DESC, b.kind, b.item_id;
END;
$$;
