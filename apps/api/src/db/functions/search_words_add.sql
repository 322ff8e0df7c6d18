-- The words of the names of the search entries a statement wrote (see searchWords).
CREATE OR REPLACE FUNCTION search_words_add()
RETURNS trigger
LANGUAGE plpgsql
AS $$
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

CREATE OR REPLACE TRIGGER search_words_after_insert AFTER INSERT ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
CREATE OR REPLACE TRIGGER search_words_after_update AFTER UPDATE ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
