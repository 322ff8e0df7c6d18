-- A new donation counts in the platform's totals when it is live money, or when the platform
-- runs in test mode (platform_payments; no row yet: test). Set here, whatever code writes the
-- row, so that test money can never be made to count on a live platform. A start of the server
-- in another mode sets it again for the donations already there (syncPaymentsMode).
CREATE OR REPLACE FUNCTION donations_in_totals()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.in_totals := NEW.mode = 'live'
    OR coalesce((SELECT p.mode = 'test' FROM platform_payments p WHERE p.one), true);
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER donations_in_totals BEFORE INSERT ON donations FOR EACH ROW EXECUTE FUNCTION donations_in_totals();
