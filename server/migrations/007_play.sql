-- Sessions of the demo game provider: a launch opens one; the provider's page and API use its token.
-- portal_origin is where the game may post messages back to (the brand's site that launched it).
CREATE TABLE provider_sessions (
  token text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  game_name text NOT NULL,
  portal_origin text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
)
