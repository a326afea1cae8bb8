-- The merchant's settings changed (the operator console, or the test control API): every account of
-- the merchant hears it, and each open portal asks for the platform's configuration again (menu
-- switches, whitelabel flags, registration fields, customer-service links), so a switch turned off
-- hides its entry without a reload.
CREATE OR REPLACE FUNCTION config_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.settings IS NOT DISTINCT FROM OLD.settings THEN
    RETURN NULL;
  END IF;
  PERFORM emit_event(NEW.code, NULL, NULL, 'config', '{}'::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS config_event ON merchants;
CREATE TRIGGER config_event AFTER UPDATE OF settings ON merchants
  FOR EACH ROW EXECUTE FUNCTION config_event();
