-- Payout records of every contract kind (spec §9: real-time salary every 5 minutes, daily wages the
-- next day, hourly salary, dividends by D, W or M period): each settled period keeps its end and
-- the team's result (members' payout - stake), so the agent centre lists payouts without
-- recomputing them.
ALTER TABLE agent_salary_periods ADD COLUMN period_end timestamptz;
ALTER TABLE agent_salary_periods ADD COLUMN team_profit bigint NOT NULL DEFAULT 0;
UPDATE agent_salary_periods s SET period_end = s.period_start + CASE c.kind
    WHEN 'hourlySalary' THEN interval '1 hour'
    WHEN 'realtimeSalary' THEN interval '5 minutes'
    ELSE interval '1 day' END
  FROM agent_contracts c WHERE c.id = s.contract_id;
ALTER TABLE agent_salary_periods ALTER COLUMN period_end SET NOT NULL;
CREATE INDEX agent_salary_periods_account ON agent_salary_periods (account_id, period_start DESC);
