-- The console's audit log is a record of what operators did. Nothing may change or
-- remove an entry: not the API (which has no such route), not a mistake in a later change.
CREATE OR REPLACE FUNCTION audit_entries_immutable()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE OR REPLACE TRIGGER audit_entries_immutable BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_entries_immutable();
CREATE OR REPLACE TRIGGER audit_entries_not_truncated BEFORE TRUNCATE ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_immutable();
