-- Bets placed through game providers (the demo provider records real ones). stake and payout are
-- minor units; profit for the player is payout - stake. Each bet's money moves through the ledger
-- as kind 'bet' (negative) and 'win' (positive) with reference = 'bet:<id>'.
CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  merchant text NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  round_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (vendor, round_id)
);
CREATE INDEX bets_account ON bets (account_id, created_at DESC);
CREATE INDEX bets_merchant ON bets (merchant, created_at DESC)
