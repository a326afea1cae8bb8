-- Wallets held at game vendors that use transfer wallets. Money moves between the main wallet and a
-- vendor wallet in one transaction: the main account's ledger row (kind 'vendor-out' when money goes
-- to the vendor, 'vendor-in' when it comes back, reference 'vendor:<code>') and this balance.
CREATE TABLE vendor_wallets (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (account_id, vendor)
)
