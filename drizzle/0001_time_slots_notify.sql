-- Every change to a time slot is announced on channel 'time_slots' with the slot's date, from the
-- transaction that made it, so browsers viewing that date (on any app instance) can refresh.
CREATE OR REPLACE FUNCTION notify_time_slot_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('time_slots', OLD.slot_date::text);
  ELSE
    PERFORM pg_notify('time_slots', NEW.slot_date::text);
    IF TG_OP = 'UPDATE' AND OLD.slot_date IS DISTINCT FROM NEW.slot_date THEN
      PERFORM pg_notify('time_slots', OLD.slot_date::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER time_slots_notify
  AFTER INSERT OR UPDATE OR DELETE ON time_slots
  FOR EACH ROW EXECUTE FUNCTION notify_time_slot_change();
