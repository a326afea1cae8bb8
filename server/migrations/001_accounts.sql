-- Brands (merchants) and their switches: menu features, whitelabel flags, registration config.
CREATE TABLE merchants (
  code text PRIMARY KEY,
  brand_id text NOT NULL UNIQUE,
  system_status smallint NOT NULL DEFAULT 0 CHECK (system_status IN (0, 1, 2)),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- Members and agents. type: 1, 2, 41, 42 agent types; 3 member; 4 trial account.
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code),
  username text NOT NULL,
  password_hash text NOT NULL,
  nickname text NOT NULL DEFAULT '',
  type smallint NOT NULL,
  upline_id bigint REFERENCES accounts (id),
  mobile text,
  email text,
  first_login boolean NOT NULL DEFAULT true,
  password_expired boolean NOT NULL DEFAULT false,
  known_ips text[] NOT NULL DEFAULT '{}',
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant, username)
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- One wallet per account; the balance is in minor units and never negative.
CREATE TABLE wallets (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

-- Every wallet movement: one row per wallet touched, in the same transaction as the balance change.
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  kind text NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_account ON ledger (account_id, created_at DESC);

-- SMS codes go to an outbox that the console prints and tests read.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  mobile text NOT NULL,
  purpose text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant, mobile, created_at DESC);
