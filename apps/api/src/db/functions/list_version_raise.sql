-- Raises the list version (see listVersion in db/schema/lists.ts), once per transaction: its
-- changes become visible all at once, with the new version (a savepoint rolled back takes its
-- raise and the note of it along). Raising it for each statement would leave a dead row version
-- per statement, and a bulk insert runs one statement per row (search_entries_sync). The step is
-- random, so a database restored from a backup does not reach a number that an API process
-- still remembers for other rows.
CREATE OR REPLACE FUNCTION list_version_raise()
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF current_setting('pifworld.list_version_raised', true) IS DISTINCT FROM 'yes' THEN
    UPDATE list_version SET version = version + 1 + floor(random() * 1e6)::bigint WHERE one;
    PERFORM set_config('pifworld.list_version_raised', 'yes', true);
  END IF;
END;
$$;
