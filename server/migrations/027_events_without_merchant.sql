-- An account deleted with its sessions or messages (a cascade) is gone by the time their triggers
-- ask for its merchant: nobody is left to tell, so no event is written rather than the delete failing.
CREATE OR REPLACE FUNCTION emit_event(p_merchant text, p_account bigint, p_session text, p_kind text, p_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.events', true) = 'off' OR p_merchant IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO events (merchant, account_id, session_hash, kind, data)
  VALUES (p_merchant, p_account, p_session, p_kind, p_data);
  PERFORM pg_notify('portal_events', '');
END
$$;
