-- The operator console's finance and player operations (issue 45, server/platform/console/
-- finance.ts, players.ts, dashboard.ts).

-- A withdrawal of a merchant with finance.withdrawalReview waits for an operator (review
-- 'pending'): it is neither paid out nor disbursed by the time rule until approved. Approved, it
-- goes the way every payout goes (the PSP, or disbursed at once without one); refused, it is
-- rejected with a reason and its money returned through the ledger. Null: no review was asked.
ALTER TABLE withdrawal_orders ADD COLUMN review text CHECK (review IN ('pending', 'approved', 'refused'));
ALTER TABLE withdrawal_orders ADD COLUMN reviewed_by bigint REFERENCES operators (id);
ALTER TABLE withdrawal_orders ADD COLUMN reviewed_at timestamptz;
ALTER TABLE withdrawal_orders ADD COLUMN refusal_reason text;
-- The queue: the orders awaiting review first (oldest first), then the rest newest first.
CREATE INDEX withdrawal_orders_awaiting ON withdrawal_orders (created_at, id)
  WHERE review = 'pending' AND status = 'processing';
CREATE INDEX withdrawal_orders_created ON withdrawal_orders (created_at DESC, id DESC);

-- The console's deposit search over every account of a merchant, newest first.
CREATE INDEX deposit_orders_created ON deposit_orders (created_at DESC, id DESC);

-- A manual balance adjustment: a bonus (credit) or a correction (either way), with the operator's
-- reason. Above the merchant's finance.adjustmentApprovalAbove it waits (pending) until another
-- operator approves it; applied, its ledger row (kind 'bonus' or 'correction', reference
-- 'adjustment:<id>') is written in the same transaction as the balance change.
CREATE TABLE balance_adjustments (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bonus', 'correction')),
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'refused')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  decided_by bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT platform_now(),
  decided_at timestamptz,
  CHECK (kind = 'correction' OR amount > 0),
  -- Applied by a second operator; its requester may only withdraw it (refused).
  CHECK (status <> 'applied' OR decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_merchant ON balance_adjustments (merchant, status, created_at DESC);
CREATE INDEX balance_adjustments_account ON balance_adjustments (account_id, created_at DESC);

-- The sign-in history an operator reads (a session ends and its row goes; this stays): one row
-- per session opened, with the address it came from when the sign-in named it.
ALTER TABLE sessions ADD COLUMN ip text;
CREATE TABLE sign_ins (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  ip text,
  at timestamptz NOT NULL DEFAULT platform_now()
);
CREATE INDEX sign_ins_account ON sign_ins (account_id, at DESC, id DESC);

CREATE FUNCTION sign_in_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sign_ins (account_id, ip) VALUES (NEW.account_id, NEW.ip);
  RETURN NULL;
END
$$;
CREATE TRIGGER sign_in_history AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION sign_in_history();

-- The console's player search by the start of a phone number or an email address.
CREATE INDEX accounts_mobile_prefix ON accounts (merchant, mobile text_pattern_ops);
CREATE INDEX accounts_email_prefix ON accounts (merchant, lower(email) text_pattern_ops);

-- The dashboard's days: a merchant's bets over a range from the index alone, and the deposits and
-- withdrawals of the ledger by time (the ledger has no merchant: each row's account tells it).
CREATE INDEX bets_merchant_day ON bets (merchant, created_at) INCLUDE (account_id, stake, payout);
CREATE INDEX ledger_money_day ON ledger (created_at) INCLUDE (account_id, amount, kind)
  WHERE kind IN ('deposit', 'withdraw');
