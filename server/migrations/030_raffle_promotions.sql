-- Raffle promotions (spec §7 "raffle promotion", POST content.rafflePromotion): a promotion whose
-- action is raffle lets a member draw a prize. How many draws a member has in a day (the platform's
-- zone) is the promotion's rule: free_per_day, plus one for each paid deposit of at least
-- deposit_per_chance that day (none when NULL), at most max_per_day. The platform draws a prize by
-- weight among those in stock (stock NULL: without limit); an amount of 0 is "no prize".
ALTER TABLE promotions DROP CONSTRAINT promotions_action_check;
ALTER TABLE promotions ADD CONSTRAINT promotions_action_check
  CHECK (action IN ('apply', 'join', 'claim', 'signin', 'auto', 'raffle'));

CREATE TABLE raffle_rules (
  promotion_id bigint PRIMARY KEY REFERENCES promotions (id) ON DELETE CASCADE,
  free_per_day integer NOT NULL CHECK (free_per_day >= 0),
  deposit_per_chance bigint CHECK (deposit_per_chance > 0),
  max_per_day integer NOT NULL CHECK (max_per_day > 0)
);

CREATE TABLE raffle_prizes (
  id bigserial PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  weight integer NOT NULL CHECK (weight > 0),
  stock integer CHECK (stock >= 0),
  sort integer NOT NULL
);
CREATE INDEX raffle_prizes_promotion ON raffle_prizes (promotion_id, sort);

-- One draw of a member: the seq-th of its day, at most one per (promotion, account, day, seq), so
-- two draws that raced for the same chance cannot both be written. request_id is the client's key
-- for one press of Draw: the same key again answers the same draw instead of drawing twice. A
-- prize's money moves through the ledger in the same transaction, kind 'promotion', reference
-- 'raffle:<draw id>'.
CREATE TABLE raffle_draws (
  id bigserial PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  day date NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  request_id text NOT NULL,
  prize_id bigint NOT NULL REFERENCES raffle_prizes (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT platform_now(),
  UNIQUE (promotion_id, account_id, day, seq),
  UNIQUE (account_id, request_id)
);
CREATE INDEX raffle_draws_account ON raffle_draws (account_id, promotion_id, created_at DESC);
