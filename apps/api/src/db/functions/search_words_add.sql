-- The words of the search entries a statement wrote (see searchWords): those of the names, and
-- the words of the search document (the description's too, as each language stems them), so a
-- typo in any word a page is found by can be corrected. Only letters and digits: a word is put
-- into a text search query as it is.
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

CREATE OR REPLACE TRIGGER search_words_after_insert AFTER INSERT ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
CREATE OR REPLACE TRIGGER search_words_after_update AFTER UPDATE ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
