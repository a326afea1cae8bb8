-- Deposits through a payment service provider (issue 43): the order keeps the PSP that holds its
-- payment and the PSP's reference (one order per reference and provider), when it expires, and a
-- flag when the PSP reported something that does not match it (amount, currency, merchant, or a
-- payment after the order expired): no money moves on a flagged report, an operator looks.
-- pending -> paid | failed | expired; cancelled stays for orders cancelled at the old cashier.
ALTER TABLE deposit_orders DROP CONSTRAINT deposit_orders_status_check;
ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_status_check
  CHECK (status IN ('pending', 'paid', 'cancelled', 'failed', 'expired'));
ALTER TABLE deposit_orders ADD COLUMN provider text;
ALTER TABLE deposit_orders ADD COLUMN psp_reference text;
ALTER TABLE deposit_orders ADD COLUMN expires_at timestamptz;
ALTER TABLE deposit_orders ADD COLUMN flag jsonb;
CREATE UNIQUE INDEX deposit_orders_psp_reference ON deposit_orders (provider, psp_reference);
CREATE INDEX deposit_orders_open ON deposit_orders (created_at) WHERE status = 'pending';

-- Every webhook the platform stored, by the PSP's event id: a delivery seen before answers what
-- the first one did and changes nothing.
CREATE TABLE psp_webhooks (
  provider text NOT NULL,
  event_id text NOT NULL,
  reference text NOT NULL,
  payload jsonb NOT NULL,
  outcome text NOT NULL DEFAULT 'received',
  received_at timestamptz NOT NULL DEFAULT platform_now(),
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX psp_webhooks_reference ON psp_webhooks (provider, reference);

-- Payouts: a withdrawal's money goes out through the PSP (requested as the order is placed, by the
-- order's id, so a retry opens nothing twice). payout_status is the PSP's word; the member-facing
-- status follows it: paid -> disbursed (when still processing), failed -> rejected with the money
-- back through the ledger (while the member has not confirmed receipt), else the order is flagged.
ALTER TABLE withdrawal_orders ADD COLUMN provider text;
ALTER TABLE withdrawal_orders ADD COLUMN payout_reference text;
ALTER TABLE withdrawal_orders ADD COLUMN payout_status text
  CHECK (payout_status IN ('pending', 'paid', 'failed'));
ALTER TABLE withdrawal_orders ADD COLUMN flag jsonb;
CREATE UNIQUE INDEX withdrawal_orders_payout_reference ON withdrawal_orders (provider, payout_reference);
