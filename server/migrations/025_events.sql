-- What changed for an account, written by triggers in the same transaction as the change: an event
-- is never lost (it commits with its change) and never sent for a change that rolled back (it rolls
-- back with it). Readers follow the table in (xid, id) order and read only the events of
-- transactions older than every transaction still running (server/platform/events/outbox.ts): ids
-- are taken when a row is written, not when it commits, so a reader that followed ids alone would
-- step over an event whose transaction commits after a later id's.
--
-- account_id null: every account of the merchant (maintenance). session_hash set: one session only
-- (its end). No foreign keys: an event outlives its account's deletion until it is pruned.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  merchant text NOT NULL,
  account_id bigint,
  session_hash text,
  kind text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT platform_now()
);
CREATE INDEX events_order ON events (xid, id);
CREATE INDEX events_account ON events (account_id, xid, id);
CREATE INDEX events_created ON events (created_at);

-- Where the kept events begin: a cursor before it may have missed pruned events and must resync.
CREATE TABLE events_horizon (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  xid xid8 NOT NULL,
  id bigint NOT NULL
);
INSERT INTO events_horizon (xid, id) VALUES ('0', 0);

-- Writes one event and wakes the readers of every instance (NOTIFY is delivered at commit, once per
-- transaction for the same payload, and not at all on rollback). A transaction that sets
-- portal.events to 'off' (the seeding of a brand) writes none.
CREATE FUNCTION emit_event(p_merchant text, p_account bigint, p_session text, p_kind text, p_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.events', true) = 'off' THEN
    RETURN;
  END IF;
  INSERT INTO events (merchant, account_id, session_hash, kind, data)
  VALUES (p_merchant, p_account, p_session, p_kind, p_data);
  PERFORM pg_notify('portal_events', '');
END
$$;

CREATE FUNCTION merchant_of(p_account bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT merchant FROM accounts WHERE id = p_account
$$;

-- A ledger row: the wallet's balance after it.
CREATE FUNCTION ledger_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM emit_event(merchant_of(NEW.account_id), NEW.account_id, NULL, 'wallet', jsonb_build_object(
    'balance', NEW.balance_after, 'amount', NEW.amount, 'cause', NEW.kind, 'ledgerId', NEW.id::text));
  RETURN NULL;
END
$$;
CREATE TRIGGER ledger_event AFTER INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_event();

-- A deposit order made or moved to another status.
CREATE FUNCTION deposit_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  PERFORM emit_event(merchant_of(NEW.account_id), NEW.account_id, NULL, 'deposit', jsonb_build_object(
    'orderId', NEW.id, 'status', NEW.status, 'amount', NEW.amount));
  RETURN NULL;
END
$$;
CREATE TRIGGER deposit_event AFTER INSERT OR UPDATE OF status ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION deposit_event();

-- A withdrawal placed or moved to another status (paid, refused, confirmed).
CREATE FUNCTION withdrawal_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  PERFORM emit_event(merchant_of(NEW.account_id), NEW.account_id, NULL, 'withdrawal', jsonb_build_object(
    'orderId', NEW.id::text, 'status', NEW.status, 'amount', NEW.amount));
  RETURN NULL;
END
$$;
CREATE TRIGGER withdrawal_event AFTER INSERT OR UPDATE OF status ON withdrawal_orders
  FOR EACH ROW EXECUTE FUNCTION withdrawal_event();

-- A bet placed or settled.
CREATE FUNCTION bet_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.payout IS NOT DISTINCT FROM OLD.payout THEN
    RETURN NULL;
  END IF;
  PERFORM emit_event(NEW.merchant, NEW.account_id, NULL, 'bet', jsonb_build_object(
    'betId', NEW.id::text, 'vendor', NEW.vendor, 'gameType', NEW.game_type,
    'stake', NEW.stake, 'payout', NEW.payout, 'status', NEW.status));
  RETURN NULL;
END
$$;
CREATE TRIGGER bet_event AFTER INSERT OR UPDATE OF status, payout ON bets
  FOR EACH ROW EXECUTE FUNCTION bet_event();

-- An inbox message arrived, was read or was deleted: the unread count moves.
CREATE FUNCTION message_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ inbox_messages%ROWTYPE;
  change text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    row_ := NEW; change := 'new';
  ELSIF TG_OP = 'DELETE' THEN
    row_ := OLD; change := 'deleted';
  ELSIF OLD.read_at IS NULL AND NEW.read_at IS NOT NULL THEN
    row_ := NEW; change := 'read';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM emit_event(merchant_of(row_.account_id), row_.account_id, NULL, 'message',
    jsonb_build_object('messageId', row_.id::text, 'change', change));
  RETURN NULL;
END
$$;
CREATE TRIGGER message_event AFTER INSERT OR DELETE OR UPDATE OF read_at ON inbox_messages
  FOR EACH ROW EXECUTE FUNCTION message_event();

-- A reward waiting in the reward centre, or claimed.
CREATE FUNCTION reward_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.claimed_at IS NOT DISTINCT FROM OLD.claimed_at THEN
    RETURN NULL;
  END IF;
  PERFORM emit_event(merchant_of(NEW.account_id), NEW.account_id, NULL, 'reward', jsonb_build_object(
    'rewardId', NEW.id::text, 'kind', NEW.kind, 'amount', NEW.amount,
    'claimed', NEW.claimed_at IS NOT NULL));
  RETURN NULL;
END
$$;
CREATE TRIGGER reward_event AFTER INSERT OR UPDATE OF claimed_at ON rewards
  FOR EACH ROW EXECUTE FUNCTION reward_event();

-- A session ended: for that session alone, with the reason its transaction set in
-- portal.session_end (server/platform/accounts.ts endSessions); signing out when none is set.
CREATE FUNCTION session_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM emit_event(merchant_of(OLD.account_id), OLD.account_id,
    encode(sha256(convert_to(OLD.token, 'UTF8')), 'hex'), 'session', jsonb_build_object(
      'reason', coalesce(nullif(current_setting('portal.session_end', true), ''), 'signedOut')));
  RETURN NULL;
END
$$;
CREATE TRIGGER session_event AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_event();

-- The site went into or out of maintenance: every account of the merchant.
CREATE FUNCTION maintenance_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.system_status IS NOT DISTINCT FROM OLD.system_status THEN
    RETURN NULL;
  END IF;
  PERFORM emit_event(NEW.code, NULL, NULL, 'maintenance',
    jsonb_build_object('status', NEW.system_status));
  RETURN NULL;
END
$$;
CREATE TRIGGER maintenance_event AFTER UPDATE OF system_status ON merchants
  FOR EACH ROW EXECUTE FUNCTION maintenance_event();

-- A game session belongs to the portal session that launched it and ends with it: the provider's
-- calls with it are refused from then on.
ALTER TABLE provider_sessions ADD COLUMN session_token text REFERENCES sessions (token) ON DELETE CASCADE;
CREATE INDEX provider_sessions_session ON provider_sessions (session_token);

-- An account the operator locked: sign-in is refused and its sessions end.
ALTER TABLE accounts ADD COLUMN locked_by_operator boolean NOT NULL DEFAULT false;
