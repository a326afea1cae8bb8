-- Each account's figures per quarter of an hour: stake, payout and count of its bets (cancelled
-- ones left out), its deposits, withdrawals and bonus credits; and the same figures summed over
-- each upline's direct downlines. Written by triggers in the same transaction as the bet or ledger
-- row, so they are always exactly the sums of those rows. The agent centre's profit and loss takes
-- a team's totals from the uplines in it (an agent with a 10,000-member team three levels deep has
-- some 550) instead of every bet and ledger row of its members (npm run bench:scale), and a page's
-- figures from its members' quarters. A quarter of an hour, not a day:
-- a report's days are the caller's calendar days in any time zone (server/platform/time-zone.ts),
-- and every zone in use is a whole number of quarter hours from UTC, so a day is whole quarters.
CREATE TABLE IF NOT EXISTS account_quarters (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  quarter timestamptz NOT NULL,
  stake bigint NOT NULL DEFAULT 0,
  payout bigint NOT NULL DEFAULT 0,
  bets integer NOT NULL DEFAULT 0,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  bonus bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, quarter)
);
-- The figures come from the index alone (an index-only scan per member).
CREATE INDEX IF NOT EXISTS account_quarters_report ON account_quarters (account_id, quarter)
  INCLUDE (stake, payout, bets, deposits, withdrawals, bonus);

-- The figures of an upline's direct downlines, per quarter. Every bet of a downline updates its
-- upline's row of the quarter: the downlines' bets wait on each other for that row until they
-- commit (a wallet call is a few milliseconds).
CREATE TABLE IF NOT EXISTS upline_quarters (
  upline_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  quarter timestamptz NOT NULL,
  stake bigint NOT NULL DEFAULT 0,
  payout bigint NOT NULL DEFAULT 0,
  bets integer NOT NULL DEFAULT 0,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  bonus bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (upline_id, quarter)
);
CREATE INDEX IF NOT EXISTS upline_quarters_report ON upline_quarters (upline_id, quarter)
  INCLUDE (stake, payout, bets, deposits, withdrawals, bonus);

CREATE OR REPLACE FUNCTION quarter_of(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00Z') $$;

-- Adds figures (negative ones take away) to an upline's quarter.
CREATE OR REPLACE FUNCTION add_to_upline_quarter(upline bigint, quarter_ timestamptz,
  stake_ bigint, payout_ bigint, bets_ integer, deposits_ bigint, withdrawals_ bigint,
  bonus_ bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO upline_quarters AS q
    (upline_id, quarter, stake, payout, bets, deposits, withdrawals, bonus)
  VALUES (upline, quarter_, stake_, payout_, bets_, deposits_, withdrawals_, bonus_)
  ON CONFLICT (upline_id, quarter) DO UPDATE SET
    stake = q.stake + excluded.stake, payout = q.payout + excluded.payout,
    bets = q.bets + excluded.bets, deposits = q.deposits + excluded.deposits,
    withdrawals = q.withdrawals + excluded.withdrawals, bonus = q.bonus + excluded.bonus
$$;

-- Adds a row's figures (sign -1 takes them away) to its account's quarter and to its upline's.
CREATE OR REPLACE FUNCTION add_to_quarter(account bigint, at timestamptz, sign integer,
  stake_ bigint, payout_ bigint, bets_ integer, deposits_ bigint, withdrawals_ bigint,
  bonus_ bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  upline bigint;
BEGIN
  INSERT INTO account_quarters AS q
    (account_id, quarter, stake, payout, bets, deposits, withdrawals, bonus)
  VALUES (account, quarter_of(at), sign * stake_, sign * payout_, sign * bets_,
    sign * deposits_, sign * withdrawals_, sign * bonus_)
  ON CONFLICT (account_id, quarter) DO UPDATE SET
    stake = q.stake + excluded.stake, payout = q.payout + excluded.payout,
    bets = q.bets + excluded.bets, deposits = q.deposits + excluded.deposits,
    withdrawals = q.withdrawals + excluded.withdrawals, bonus = q.bonus + excluded.bonus;
  SELECT upline_id INTO upline FROM accounts WHERE id = account;
  IF upline IS NOT NULL THEN
    PERFORM add_to_upline_quarter(upline, quarter_of(at), sign * stake_, sign * payout_,
      sign * bets_, sign * deposits_, sign * withdrawals_, sign * bonus_);
  END IF;
END
$$;

-- A bet counts unless cancelled; an update moves its old figures out and its new ones in (the test
-- control API moves a team's bets in time, which changes their quarter).
CREATE OR REPLACE FUNCTION bet_quarter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
    PERFORM add_to_quarter(OLD.account_id, OLD.created_at, -1, OLD.stake, OLD.payout, 1, 0, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
    PERFORM add_to_quarter(NEW.account_id, NEW.created_at, 1, NEW.stake, NEW.payout, 1, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS bet_quarter ON bets;
CREATE TRIGGER bet_quarter AFTER INSERT OR DELETE
  OR UPDATE OF account_id, status, stake, payout, created_at
  ON bets FOR EACH ROW EXECUTE FUNCTION bet_quarter();

-- What a ledger row adds to its quarter, by its kind (other kinds add nothing). The bonus kinds are bonusKinds of
-- server/platform/agent/reports.ts (tests/contract/account-quarters.test.ts checks them).
CREATE OR REPLACE FUNCTION ledger_figures(kind text, amount bigint,
  OUT deposits bigint, OUT withdrawals bigint, OUT bonus bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'deposit' THEN amount ELSE 0 END,
    CASE WHEN kind = 'withdraw' THEN -amount ELSE 0 END,
    CASE WHEN kind IN ('bonus', 'rebate', 'promotion', 'reward') THEN amount ELSE 0 END
$$;

-- Ledger rows are appended, but seeding dates its rows back (an update of created_at): an update
-- moves the old figures out and the new ones in, as for bets.
CREATE OR REPLACE FUNCTION ledger_quarter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    f := ledger_figures(OLD.kind, OLD.amount);
    IF (f.deposits, f.withdrawals, f.bonus) <> (0, 0, 0) THEN
      PERFORM add_to_quarter(OLD.account_id, OLD.created_at, -1, 0, 0, 0, f.deposits,
        f.withdrawals, f.bonus);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    f := ledger_figures(NEW.kind, NEW.amount);
    IF (f.deposits, f.withdrawals, f.bonus) <> (0, 0, 0) THEN
      PERFORM add_to_quarter(NEW.account_id, NEW.created_at, 1, 0, 0, 0, f.deposits,
        f.withdrawals, f.bonus);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS ledger_quarter ON ledger;
CREATE TRIGGER ledger_quarter AFTER INSERT OR DELETE OR UPDATE OF account_id, kind, amount, created_at
  ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_quarter();

-- The quarters of the rows written before this migration.
INSERT INTO account_quarters (account_id, quarter, stake, payout, bets, deposits, withdrawals, bonus)
SELECT account_id, quarter_of(created_at), sum(stake), sum(payout), sum(bets), sum(deposits),
  sum(withdrawals), sum(bonus)
FROM (
  SELECT account_id, created_at, stake, payout, 1 AS bets, 0 AS deposits, 0 AS withdrawals,
    0 AS bonus
  FROM bets WHERE status <> 'cancelled'
  UNION ALL
  SELECT l.account_id, l.created_at, 0, 0, 0, f.deposits, f.withdrawals, f.bonus
  FROM ledger l, ledger_figures(l.kind, l.amount) f
  WHERE (f.deposits, f.withdrawals, f.bonus) <> (0, 0, 0)
) rows_
GROUP BY 1, 2
ON CONFLICT (account_id, quarter) DO NOTHING;

INSERT INTO upline_quarters (upline_id, quarter, stake, payout, bets, deposits, withdrawals, bonus)
SELECT a.upline_id, q.quarter, sum(q.stake), sum(q.payout), sum(q.bets), sum(q.deposits),
  sum(q.withdrawals), sum(q.bonus)
FROM account_quarters q JOIN accounts a ON a.id = q.account_id
WHERE a.upline_id IS NOT NULL
GROUP BY 1, 2
ON CONFLICT (upline_id, quarter) DO NOTHING;

-- An account given another upline takes its figures along.
CREATE OR REPLACE FUNCTION account_upline_quarters() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q account_quarters%ROWTYPE;
BEGIN
  FOR q IN SELECT * FROM account_quarters WHERE account_id = NEW.id LOOP
    IF OLD.upline_id IS NOT NULL THEN
      PERFORM add_to_upline_quarter(OLD.upline_id, q.quarter, -q.stake, -q.payout, -q.bets,
        -q.deposits, -q.withdrawals, -q.bonus);
    END IF;
    IF NEW.upline_id IS NOT NULL THEN
      PERFORM add_to_upline_quarter(NEW.upline_id, q.quarter, q.stake, q.payout, q.bets,
        q.deposits, q.withdrawals, q.bonus);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS account_upline_quarters ON accounts;
CREATE TRIGGER account_upline_quarters AFTER UPDATE OF upline_id ON accounts
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION account_upline_quarters();
