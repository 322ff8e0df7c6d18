-- A chargeback counts as money returned until it is reversed; its donation's charged_back_cents
-- changes by the difference (an increment, as for refunds).
CREATE OR REPLACE FUNCTION donation_chargebacks_counted()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  was bigint := 0;
  now_counted bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.reversed_at IS NULL THEN
    was := OLD.amount_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.reversed_at IS NULL THEN
    now_counted := NEW.amount_cents;
  END IF;
  IF now_counted <> was THEN
    UPDATE donations SET charged_back_cents = charged_back_cents + (now_counted - was)
    WHERE id = coalesce(NEW.donation_id, OLD.donation_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER donation_chargebacks_counted AFTER INSERT OR DELETE OR UPDATE OF reversed_at, amount_cents ON donation_chargebacks FOR EACH ROW EXECUTE FUNCTION donation_chargebacks_counted();
