-- The text search query of a term's groups (search_term_groups) joined by p_joiner (' & ' or
-- ' | '), in English and in Dutch: the two are joined only when they differ.
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
