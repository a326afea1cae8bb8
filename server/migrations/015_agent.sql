-- The agent centre: announcements for agents per merchant, invite links of agents, and the
-- dividend and salary contracts between an upline agent and a direct downline agent.
CREATE TABLE agent_announcements (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_announcements_merchant ON agent_announcements (merchant, created_at DESC);

-- An agent's invitation link: registering with its code makes a member (type 3) or a sub-agent
-- (type 2) under the agent; accounts.invite_link_id records which link an account came through.
CREATE TABLE agent_invite_links (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code text NOT NULL,
  type smallint NOT NULL CHECK (type IN (2, 3)),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant, code)
);
CREATE INDEX agent_invite_links_account ON agent_invite_links (account_id, created_at DESC);
ALTER TABLE accounts ADD COLUMN invite_link_id bigint REFERENCES agent_invite_links (id) ON DELETE SET NULL;

-- A contract offered by an upline (upline_id) to a direct downline agent (downline_id). rate,
-- profit_rate and loss_rate are percentages; valid_bet and single_bet are minor units.
-- request_type new: an offer waiting for the downline; termination: a request by requested_by
-- to end an active contract, waiting for the other party.
CREATE TABLE agent_contracts (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  upline_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  rate numeric(6, 3) NOT NULL CHECK (rate > 0 AND rate <= 100),
  active_members integer NOT NULL DEFAULT 0 CHECK (active_members >= 0),
  valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  period_type text CHECK (period_type IN ('D', 'W', 'H', 'M')),
  profit_rate numeric(6, 3) CHECK (profit_rate >= 0 AND profit_rate <= 100),
  loss_rate numeric(6, 3) CHECK (loss_rate >= 0 AND loss_rate <= 100),
  single_bet bigint CHECK (single_bet >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'refused', 'terminated')),
  request_type text NOT NULL DEFAULT 'new' CHECK (request_type IN ('new', 'termination')),
  requested_by bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  activated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, created_at DESC);
CREATE INDEX agent_contracts_downline ON agent_contracts (account_id, kind, created_at DESC);
-- At most one offer waiting and one contract in force (active, or pending its termination) per
-- downline and kind.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (account_id, kind)
  WHERE status = 'pending' AND request_type = 'new';
CREATE UNIQUE INDEX agent_contracts_one_in_force ON agent_contracts (account_id, kind)
  WHERE status = 'active' OR (status = 'pending' AND request_type = 'termination');
CREATE INDEX accounts_by_upline ON accounts (upline_id);

-- Salary periods already settled for a contract (one row per closed day or hour, paid or not), so
-- that a period is paid at most once. amount is minor units credited to the downline as 'salary'.
CREATE TABLE agent_salary_periods (
  contract_id bigint NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  valid_bet bigint NOT NULL,
  active_members integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contract_id, period_start)
)
