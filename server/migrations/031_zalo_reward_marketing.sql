-- The Zalo reward (spec §9, "Zalo reward up to 131K"): a member who adds the phone number of their
-- Zalo account to the profile's Zalo label gets the merchant's amount for the brand's currency
-- (settings.zaloReward), once. One row per account (the primary key) and per Zalo number of the
-- merchant (a number earns it once, whichever account adds it). The money moves in the same
-- transaction as the profile change: a rewards row, already claimed, and the ledger row of kind
-- 'reward', reference 'zalo:<account id>'.
CREATE TABLE zalo_rewards (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  zalo_number text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT platform_now(),
  UNIQUE (merchant, zalo_number)
);

-- The marketing centre's share texts of a merchant (spec §2.8): title and body as operator texts by
-- language ({"EN": "...", "VI": "..."}); a body may name {site}, {link} and {code}, which the
-- platform fills in with the member's own invite link and code.
CREATE TABLE marketing_materials (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX marketing_materials_merchant ON marketing_materials (merchant, sort);
