-- Indexes an operator's volume needs (npm run bench:scale: 100,000 accounts, 2 million bets, 5
-- million ledger rows, an agent with a 10,000-member team): without them the agent centre's
-- reports read whole tables. bench/report.md (Scale) shows the plans before and after.

-- A team, walked down its upline links, from the index alone: the recursive CTEs of the agent
-- centre (server/platform/agent/team.ts) carry each member's username and type. It takes the
-- place of accounts_by_upline (015), which found the same rows but read each from the table.
CREATE INDEX IF NOT EXISTS accounts_team ON accounts (upline_id) INCLUDE (id, username, type);
DROP INDEX IF EXISTS accounts_by_upline;

-- A search of a team by username prefix (lower(username) LIKE 'abc%').
CREATE INDEX IF NOT EXISTS accounts_username_prefix ON accounts (lower(username) text_pattern_ops);

-- A team list's "last login" per row: the newest session of each account.
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id, created_at);

-- An account's bets or ledger rows over a range, with the columns the reports filter and total:
-- read from the index alone, as a team's reports read a month of thousands of accounts. They take
-- the place of the (account_id, created_at DESC) indexes of 001 and 002, which found the same
-- rows (a B-tree is walked either way) but read each from the table.
CREATE INDEX IF NOT EXISTS bets_account_report ON bets (account_id, created_at)
  INCLUDE (id, stake, payout, status, game_type, vendor);
DROP INDEX IF EXISTS bets_account;
CREATE INDEX IF NOT EXISTS ledger_account_report ON ledger (account_id, created_at)
  INCLUDE (id, amount, kind);
DROP INDEX IF EXISTS ledger_account;
