CREATE TABLE "list_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_version_one_row" CHECK ("list_version"."one")
);
--> statement-breakpoint
DROP INDEX "search_entries_document_idx";--> statement-breakpoint
CREATE INDEX "search_entries_pages_document_idx" ON "search_entries" USING gin ("document") WHERE "search_entries"."kind" <> 'fundraiser';--> statement-breakpoint
CREATE INDEX "search_entries_fundraisers_document_idx" ON "search_entries" USING gin ("document") WHERE "search_entries"."kind" = 'fundraiser';--> statement-breakpoint
INSERT INTO "list_version" ("one", "version") VALUES (true, floor(random() * 1e12)::bigint);--> statement-breakpoint
-- Raises the list version (see listVersion in db/schema/lists.ts), once per transaction: its
-- changes become visible all at once, with the new version (a savepoint rolled back takes its
-- raise and the note of it along). Raising it for each statement would leave a dead row version
-- per statement, and a bulk insert runs one statement per row (search_entries_sync). The step is
-- random, so a database restored from a backup does not reach a number that an API process
-- still remembers for other rows.
CREATE FUNCTION list_version_raise() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pifworld.list_version_raised', true) IS DISTINCT FROM 'yes' THEN
    UPDATE list_version SET version = version + 1 + floor(random() * 1e6)::bigint WHERE one;
    PERFORM set_config('pifworld.list_version_raised', 'yes', true);
  END IF;
END;
$$;
--> statement-breakpoint
-- A statement that added or removed rows of fundraisers or search_entries raises it.
CREATE FUNCTION list_rows_added_or_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM changed_rows) THEN
    PERFORM list_version_raise();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update of fundraisers raises it when it changed what the lists order or filter on; other
-- changes (a goal, a label) leave it. (A changed name, description or picture also changes the
-- fundraiser's search entry, below.)
CREATE FUNCTION fundraisers_list_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.name, o.active, o.sdg_topic_id, o.topic_id)
      IS DISTINCT FROM (n.name, n.active, n.sdg_topic_id, n.topic_id)) THEN
    PERFORM list_version_raise();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- search_entries is rewritten whenever a page is saved; only a change to what it holds counts.
CREATE FUNCTION search_entries_list_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT FROM old_rows o JOIN new_rows n ON n.kind = o.kind AND n.item_id = o.item_id
    WHERE (o.title, o.title_nl, o.picture, o.visible, o.expires_at, o.document)
      IS DISTINCT FROM (n.title, n.title_nl, n.picture, n.visible, n.expires_at, n.document)) THEN
    PERFORM list_version_raise();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fundraisers_list_insert AFTER INSERT ON fundraisers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();--> statement-breakpoint
CREATE TRIGGER fundraisers_list_delete AFTER DELETE ON fundraisers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();--> statement-breakpoint
CREATE TRIGGER fundraisers_list_update AFTER UPDATE ON fundraisers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fundraisers_list_updated();--> statement-breakpoint
CREATE TRIGGER search_entries_list_insert AFTER INSERT ON search_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();--> statement-breakpoint
CREATE TRIGGER search_entries_list_delete AFTER DELETE ON search_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION list_rows_added_or_removed();--> statement-breakpoint
CREATE TRIGGER search_entries_list_update AFTER UPDATE ON search_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_list_updated();--> statement-breakpoint
-- fundraiser_page_ids (0013) with a shortcut: p_from_name and p_from_id name the row that was at
-- p_from_offset (at most p_offset) when the list version was p_version. While it still is, the
-- page is read from that row on (an index range scan) instead of counting off every row before
-- it. Each row carries the version it was read at. That query keeps one generic plan: for an
-- unknown OFFSET, PostgreSQL would cost it at a tenth of the table, and so plan it again for
-- each call (as much work as reading the page from a known row).
DROP FUNCTION fundraiser_page_ids(integer, integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION fundraiser_page_ids(
  p_limit integer, p_offset integer, p_sdg_topic_id integer, p_topic_id integer,
  p_version bigint, p_from_offset integer, p_from_name text, p_from_id integer
) RETURNS TABLE (id integer, version bigint)
LANGUAGE plpgsql STABLE ROWS 20 SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v bigint := (SELECT l.version FROM list_version l WHERE l.one);
BEGIN
  IF p_version = v THEN
    RETURN QUERY
      SELECT f.id, v FROM fundraisers f
      WHERE f.active
        AND (p_sdg_topic_id IS NULL OR f.sdg_topic_id = p_sdg_topic_id)
        AND (p_topic_id IS NULL OR f.topic_id = p_topic_id)
        AND (f.name, f.id) >= (p_from_name, p_from_id)
      ORDER BY f.name, f.id
      LIMIT p_limit OFFSET p_offset - p_from_offset;
    RETURN;
  END IF;
  -- Planned for this call's offset and filters (EXECUTE), as before: a generic plan for an
  -- unknown offset would sort the whole table.
  RETURN QUERY EXECUTE
    'SELECT f.id, $5 FROM fundraisers f
     WHERE f.active
       AND ($3::integer IS NULL OR f.sdg_topic_id = $3)
       AND ($4::integer IS NULL OR f.topic_id = $4)
     ORDER BY f.name, f.id
     LIMIT $1 OFFSET $2'
    USING p_limit, p_offset, p_sdg_topic_id, p_topic_id, v;
END;
$$;
--> statement-breakpoint
-- fundraiser_search_ids (0014) with a shortcut: p_ids and p_matched are what it answered for the
-- same arguments when the list version was p_version; while it still is, they are the answer.
DROP FUNCTION fundraiser_search_ids(text, text, integer, integer, integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION fundraiser_search_ids(
  p_starts_with text, p_contains text, p_search_limit integer, p_limit integer,
  p_offset integer, p_sdg_topic_id integer, p_topic_id integer,
  p_version bigint, p_ids integer[], p_matched integer
) RETURNS TABLE (id integer, matched integer, version bigint)
LANGUAGE plpgsql STABLE ROWS 20 AS $$
#variable_conflict use_column
DECLARE
  v bigint := (SELECT l.version FROM list_version l WHERE l.one);
BEGIN
  IF p_version = v THEN
    RETURN QUERY SELECT u.id, p_matched, v FROM unnest(p_ids) AS u(id);
    RETURN;
  END IF;
  RETURN QUERY
    SELECT m.id, (count(*) OVER ())::integer, v
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
-- The header search (universal_search, 0015) again, changed in three ways:
-- * A shortcut: p_kinds and p_ids are the pages it answered for the same term when the list
--   version was p_version, and p_valid_until the first time one of them expires (or null).
--   While the version is the same and that time has not come, those pages are the answer. Each
--   row carries that time for its answer and the version it was read at.
-- * Candidates by kind: every matching page of the other kinds (up to 200), and up to 100 of
--   the matching fundraisers. Before, the first 200 matches of any kind in the table's order
--   were scored, so thousands of fundraisers with a common word could leave out a non-profit
--   whose row had been rewritten (moved to the end of the table) since.
-- * The English and Dutch queries are joined only when they differ: a word both stem the same
--   way was looked up twice.
DROP FUNCTION universal_search(text);--> statement-breakpoint
CREATE FUNCTION universal_search(
  p_term text, p_version bigint, p_kinds text[], p_ids integer[], p_valid_until timestamptz
)
RETURNS TABLE (
  kind text, item_id integer, title text, title_nl text, picture text, valid_until timestamptz,
  version bigint
)
LANGUAGE plpgsql STABLE ROWS 10 AS $$
#variable_conflict use_column
DECLARE
  v bigint := (SELECT l.version FROM list_version l WHERE l.one);
  words text;
  q tsquery;
  q_nl tsquery;
  starts_with text := p_term || '%';
BEGIN
  IF p_version = v AND (p_valid_until IS NULL OR now() < p_valid_until) THEN
    RETURN QUERY
      SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture, p_valid_until, v
      FROM unnest(p_kinds, p_ids) WITH ORDINALITY AS c(kind, item_id, n)
      JOIN search_entries e ON e.kind = c.kind AND e.item_id = c.item_id
      ORDER BY c.n;
    RETURN;
  END IF;
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
