-- A monthly gift whose page is deleted (its target's foreign key set to null, by
-- whichever deletion: the page, or the non-profit or company it belonged to) must stop, so that
-- nobody is charged for a page that is gone. Stopping asks the payment provider, which a trigger
-- cannot: it queues the stop in the deleting transaction, and the queue's worker does it.
CREATE OR REPLACE FUNCTION subscriptions_page_gone()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.status IN ('pending', 'active')
    AND num_nonnulls(NEW.fundraiser_id, NEW.nonprofit_id, NEW.event_id, NEW.project_id, NEW.company_event_id) = 0
    AND num_nonnulls(OLD.fundraiser_id, OLD.nonprofit_id, OLD.event_id, OLD.project_id, OLD.company_event_id) > 0
  THEN
    INSERT INTO queue_tasks (kind, payload, key)
    VALUES (
      'subscription-stop',
      jsonb_build_object('subscriptionId', NEW.id, 'reason', 'page-deleted'),
      'subscription-stop:' || NEW.id
    )
    ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER subscriptions_page_gone AFTER UPDATE OF fundraiser_id, nonprofit_id, event_id, project_id, company_event_id ON subscriptions FOR EACH ROW EXECUTE FUNCTION subscriptions_page_gone();
