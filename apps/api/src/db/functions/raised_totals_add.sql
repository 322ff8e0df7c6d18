-- Adds cents to the counter of one page (nothing when the page is unknown).
-- PL/pgSQL keeps the plan of its statement between calls (an SQL function plans it every time).
CREATE OR REPLACE FUNCTION raised_totals_add(p_kind text, p_page integer, p_cents bigint)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF p_page IS NULL OR p_cents = 0 THEN
    RETURN;
  END IF;
  INSERT INTO raised_totals (kind, page_id, raised_cents) VALUES (p_kind, p_page, p_cents)
  ON CONFLICT (kind, page_id) DO UPDATE SET raised_cents = raised_totals.raised_cents + excluded.raised_cents;
END;
$$;
