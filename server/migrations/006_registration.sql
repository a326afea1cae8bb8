-- Affiliate (invitation) codes of agents, unique within a merchant; registration links new members
-- to the agent whose code they used.
ALTER TABLE accounts ADD COLUMN affiliate_code text;
CREATE UNIQUE INDEX accounts_affiliate_code ON accounts (merchant, affiliate_code);
ALTER TABLE accounts ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
