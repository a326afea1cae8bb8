-- The points programme of a merchant: exchange_ratio points make 1 currency unit when converted,
-- and every stake_per_point minor units staked in a settled bet earn 1 point.
CREATE TABLE points_settings (
  merchant text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  exchange_ratio integer NOT NULL CHECK (exchange_ratio > 0),
  stake_per_point bigint NOT NULL CHECK (stake_per_point > 0)
);

-- Every points movement of an account; the balance is the sum of points. type and reference: earn
-- 'bet:<bet id>', redeem 'redeem:<order id>', refund 'refund:<order id>', convert 'convert' (the
-- wallet's ledger row has kind 'points', reference 'points:<this row id>'). balance_after is written
-- under the account's row lock and never negative.
CREATE TABLE points_ledger (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  points bigint NOT NULL CHECK (points <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  type text NOT NULL CHECK (type IN ('earn', 'redeem', 'convert', 'refund')),
  reference text NOT NULL,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_account ON points_ledger (account_id, id DESC);
CREATE UNIQUE INDEX points_ledger_reference ON points_ledger (account_id, reference) WHERE type IN ('earn', 'redeem', 'refund');

-- Items of a merchant's point mall. quantity is what is left; amount_required is an optional cash
-- part in minor units, paid from the main wallet with the points.
CREATE TABLE redeem_items (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  name text NOT NULL,
  color text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  points_required bigint NOT NULL CHECK (points_required > 0),
  amount_required bigint CHECK (amount_required > 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX redeem_items_merchant ON redeem_items (merchant, sort);

-- A member's redeem order; it starts processing and the back office approves or rejects it.
CREATE TABLE redeem_orders (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  item_id bigint NOT NULL REFERENCES redeem_items (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  points bigint NOT NULL CHECK (points > 0),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'rejected', 'approved')),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX redeem_orders_account ON redeem_orders (account_id, created_at DESC);
