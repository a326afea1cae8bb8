-- Deposit channels of a brand (bank, e-wallet, QR), limits and preset amounts in minor units; the
-- brand's currency code and minor units let the cashier page show amounts.
CREATE TABLE deposit_channels (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('bank', 'ewallet', 'qr')),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  preset_amounts bigint[] NOT NULL DEFAULT '{}',
  sort smallint NOT NULL DEFAULT 0,
  currency text NOT NULL,
  minor_units smallint NOT NULL CHECK (minor_units BETWEEN 0 AND 4),
  CHECK (max_amount >= min_amount)
);
CREATE INDEX deposit_channels_merchant ON deposit_channels (merchant, sort);

-- Deposit orders: pending until the cashier pays (ledger 'deposit', reference 'deposit:<id>') or cancels.
-- The id is random because the cashier page is reached by it without a session.
CREATE TABLE deposit_orders (
  id text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  channel_id bigint NOT NULL REFERENCES deposit_channels (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX deposit_orders_account ON deposit_orders (account_id, created_at DESC);

-- The payment password (6 digits) that withdrawals and bank binding ask for, hashed like login passwords.
-- Five wrong entries in a row lock it for 15 minutes.
CREATE TABLE payment_passwords (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Bank accounts a member withdraws to, at most 3 per account.
CREATE TABLE bank_accounts (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_no text NOT NULL,
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, account_no)
);

-- Withdrawal orders. The money leaves the wallet at creation (ledger 'withdraw', reference
-- 'withdraw:<id>'). processing -> disbursed (awaiting the member's confirmation until
-- confirm_deadline) -> received | autoReceived | notReceived | partlyReceived; rejected by the operator.
CREATE TABLE withdrawal_orders (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  bank_id bigint NOT NULL REFERENCES bank_accounts (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'processing' CHECK (
    status IN ('processing', 'disbursed', 'received', 'autoReceived', 'notReceived', 'partlyReceived', 'rejected')
  ),
  forced_receipt boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  disbursed_at timestamptz,
  confirm_deadline timestamptz,
  confirmed_at timestamptz,
  received_amount bigint CHECK (received_amount >= 0),
  proof bytea,
  proof_type text
);
CREATE INDEX withdrawal_orders_account ON withdrawal_orders (account_id, created_at DESC);
CREATE INDEX withdrawal_orders_due ON withdrawal_orders (account_id, status)
