-- What a member did with their responsible-gaming tools, for the operator console's player page
-- (issue 46: the console shows each player's limits and exclusion with their history). Written by
-- triggers in the transaction of the change, so no path that sets a limit, asks a time-out or
-- closes an account goes unrecorded. Kept with the account.
CREATE TABLE IF NOT EXISTS rg_history (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  change text NOT NULL CHECK (change IN ('limitSet', 'limitChanged', 'limitPending',
    'pendingCancelled', 'limitRemoved', 'exclusion', 'closed', 'realityCheck')),
  detail jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT platform_now()
);
CREATE INDEX IF NOT EXISTS rg_history_account ON rg_history (account_id, id DESC);

CREATE OR REPLACE FUNCTION rg_limit_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.account_id, 'limitSet',
      jsonb_build_object('kind', NEW.kind, 'period', NEW.period, 'amount', NEW.amount));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rg_history (account_id, change, detail) VALUES (OLD.account_id, 'limitRemoved',
      jsonb_build_object('kind', OLD.kind, 'period', OLD.period, 'amount', OLD.amount));
  ELSE
    IF NEW.amount IS DISTINCT FROM OLD.amount THEN
      INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.account_id, 'limitChanged',
        jsonb_build_object('kind', NEW.kind, 'period', NEW.period, 'from', OLD.amount,
          'amount', NEW.amount));
    END IF;
    IF NEW.pending_at IS NOT NULL AND (NEW.pending_at IS DISTINCT FROM OLD.pending_at
        OR NEW.pending_amount IS DISTINCT FROM OLD.pending_amount) THEN
      INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.account_id, 'limitPending',
        jsonb_build_object('kind', NEW.kind, 'period', NEW.period, 'amount', NEW.pending_amount,
          'appliesAt', NEW.pending_at));
    ELSIF NEW.pending_at IS NULL AND OLD.pending_at IS NOT NULL
        AND NEW.amount IS NOT DISTINCT FROM OLD.amount THEN
      INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.account_id,
        'pendingCancelled', jsonb_build_object('kind', NEW.kind, 'period', NEW.period,
          'amount', OLD.pending_amount));
    END IF;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS rg_limit_history ON rg_limits;
CREATE TRIGGER rg_limit_history AFTER INSERT OR UPDATE OR DELETE ON rg_limits
  FOR EACH ROW EXECUTE FUNCTION rg_limit_history();

CREATE OR REPLACE FUNCTION rg_account_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.excluded_kind IS NOT NULL AND (NEW.excluded_kind IS DISTINCT FROM OLD.excluded_kind
      OR NEW.excluded_until IS DISTINCT FROM OLD.excluded_until) THEN
    INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.id, 'exclusion',
      jsonb_build_object('kind', NEW.excluded_kind, 'until', NEW.excluded_until));
  END IF;
  IF NEW.closed_at IS NOT NULL AND OLD.closed_at IS NULL THEN
    INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.id, 'closed',
      jsonb_build_object('reason', NEW.closed_reason));
  END IF;
  IF NEW.reality_check_minutes IS DISTINCT FROM OLD.reality_check_minutes THEN
    INSERT INTO rg_history (account_id, change, detail) VALUES (NEW.id, 'realityCheck',
      jsonb_build_object('minutes', NEW.reality_check_minutes));
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS rg_account_history ON accounts;
CREATE TRIGGER rg_account_history
  AFTER UPDATE OF excluded_kind, excluded_until, closed_at, reality_check_minutes ON accounts
  FOR EACH ROW EXECUTE FUNCTION rg_account_history();
