-- A refund counts as money returned while it is queued, pending, processing or refunded; failed
-- and canceled ones do not. A refund added, or moved from counting to not (or back), changes its
-- donation's refunded_cents by the difference: an increment on the donation's row, so refunds
-- written at once by several transactions all count, each once.
CREATE OR REPLACE FUNCTION donation_refunds_counted()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  was bigint := 0;
  now_counted bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('queued', 'pending', 'processing', 'refunded') THEN
    was := OLD.amount_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('queued', 'pending', 'processing', 'refunded') THEN
    now_counted := NEW.amount_cents;
  END IF;
  IF now_counted <> was THEN
    UPDATE donations SET refunded_cents = refunded_cents + (now_counted - was)
    WHERE id = coalesce(NEW.donation_id, OLD.donation_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER donation_refunds_counted AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents ON donation_refunds FOR EACH ROW EXECUTE FUNCTION donation_refunds_counted();
