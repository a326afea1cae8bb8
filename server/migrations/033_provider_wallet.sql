-- The seamless wallet of game providers (issue 43, server/platform/integrations/wallet-api.ts).
-- A provider's debit opens a bet (status open), its credit settles it, its rollback cancels it: a
-- cancelled bet's stake came back to the wallet (ledger kind 'refund') and it counts as no bet.
ALTER TABLE bets DROP CONSTRAINT bets_status_check;
ALTER TABLE bets ADD CONSTRAINT bets_status_check CHECK (status IN ('open', 'settled', 'cancelled'));

-- Which provider a game session belongs to: its wallet calls present the session's token.
ALTER TABLE provider_sessions ADD COLUMN provider text NOT NULL DEFAULT 'demo';

-- Every wallet call a provider made that changed something, by the provider's own transaction id
-- (its idempotency key): a repeated call answers `answer` again and moves nothing. A rollback of a
-- debit not (yet) seen is kept too (answer TRANSACTION_NOT_FOUND), and refuses that debit later.
CREATE TABLE provider_transactions (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  round_id text NOT NULL,
  -- A rollback names the debit it refunds.
  debit_transaction_id text,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  bet_id bigint REFERENCES bets (id) ON DELETE CASCADE,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  currency text,
  status smallint NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT platform_now(),
  UNIQUE (provider, transaction_id)
);
CREATE INDEX provider_transactions_round ON provider_transactions (provider, round_id);
CREATE INDEX provider_transactions_refunded ON provider_transactions (provider, debit_transaction_id)
  WHERE debit_transaction_id IS NOT NULL;
