-- Responsible gaming (issue 46): the limits a member sets, time-outs, self-exclusion and closure.

-- One limit per account, kind and period. amount is the limit in force (minor units; minutes for
-- session). A higher limit or a removal waits out the merchant's cooling-off: pending_at is when it
-- applies, pending_amount what it becomes (null: the limit goes). The platform applies a change
-- whose time has come when it next reads the row (server/platform/responsible/limits.ts): no timer.
CREATE TABLE rg_limits (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount bigint NOT NULL CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT platform_now(),
  PRIMARY KEY (account_id, kind, period),
  -- A session limit is per sign-in; the others per calendar day, week or month.
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (pending_amount IS NULL OR pending_at IS NOT NULL)
);

-- A time-out or self-exclusion (excluded_until null with a kind: permanent), the closure at the
-- member's request (the row and its records are kept), and the reality-check interval the member
-- chose (null: the merchant's default; 0: off).
ALTER TABLE accounts
  ADD COLUMN excluded_kind text CHECK (excluded_kind IN ('timeOut', 'selfExclusion')),
  ADD COLUMN excluded_until timestamptz,
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN closed_reason text,
  ADD COLUMN reality_check_minutes integer CHECK (reality_check_minutes BETWEEN 0 AND 1440);

-- Whether an account may be signed in and sent marketing: not closed, and no exclusion running.
CREATE FUNCTION account_in_play(p_account bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT closed_at IS NULL AND (excluded_kind IS NULL OR excluded_until <= platform_now())
    FROM accounts WHERE id = p_account), false)
$$;

-- When a session that began at p_started reaches the account's session time limit (the pending
-- change counts once its time has come); null without a limit. accounts.resolve and the live
-- stream's heartbeat end a session past it, with reason timeLimit.
CREATE FUNCTION session_play_ends(p_account bigint, p_started timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT p_started + make_interval(mins => (
    CASE WHEN pending_at <= platform_now() THEN pending_amount ELSE amount END)::int)
  FROM rg_limits WHERE account_id = p_account AND kind = 'session' AND period = 'session'
$$;

-- Marketing stops for an account that excluded itself or closed (issue 46): a promotion reward or
-- a message marked marketing for it is not written, whichever code path (or operator) sends it.
ALTER TABLE inbox_messages ADD COLUMN marketing boolean NOT NULL DEFAULT false;

CREATE FUNCTION promotion_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'promotion' AND NOT account_in_play(NEW.account_id) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER rewards_marketing_guard BEFORE INSERT ON rewards
  FOR EACH ROW EXECUTE FUNCTION promotion_guard();

CREATE FUNCTION marketing_message_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.marketing AND NOT account_in_play(NEW.account_id) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER inbox_marketing_guard BEFORE INSERT ON inbox_messages
  FOR EACH ROW EXECUTE FUNCTION marketing_message_guard();
