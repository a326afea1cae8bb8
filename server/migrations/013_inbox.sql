-- Platform messages to one account (messageV2). content is plain text or simple HTML; read_at marks
-- a read message.
CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX inbox_messages_account ON inbox_messages (account_id, created_at DESC);

-- Mission definitions of a merchant. Progress is computed from rows: metric 'bets' counts the
-- account's bets, 'stake' sums their stake, 'deposit' sums ledger rows of kind 'deposit', each since
-- the start of the current period (UTC day, or ISO week from Monday). reward is in minor units.
CREATE TABLE missions (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('bets', 'stake', 'deposit')),
  period text NOT NULL CHECK (period IN ('day', 'week')),
  target bigint NOT NULL CHECK (target > 0),
  reward bigint NOT NULL CHECK (reward > 0),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX missions_merchant ON missions (merchant, sort);

-- A claimed mission reward: once per account, mission and period (the day or week key). The money
-- moves through the ledger as kind 'reward', reference 'mission:<id>:<period>'.
CREATE TABLE mission_claims (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  mission_id bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  period text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, mission_id, period)
);

-- Rewards waiting for one account in the reward centre; claimed_at marks a claimed one. kind
-- 'promotion' rewards also count as promotions. The money moves as kind 'reward', 'reward:<id>'.
CREATE TABLE rewards (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bonus', 'promotion', 'rebate')),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz
);
CREATE INDEX rewards_account ON rewards (account_id, created_at DESC);

-- The referral programme of a merchant: the commission on invitees' stake, in basis points.
CREATE TABLE referral_settings (
  merchant text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  commission_bp integer NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000)
);
