import type { ContractKind } from './contracts'

/** How a contract's periods are cut: SQL that truncates a timestamp to its period, the step and how far back settlement reaches. */
export interface PeriodPlan {
  /** SQL truncating the timestamptz expression x to the start of its period. */
  trunc: (x: string) => string
  step: string
  lookback: string
}

const day: PeriodPlan = {
  trunc: (x) => `date_trunc('day', ${x})`,
  step: '1 day',
  lookback: '7 days',
}

/**
 * The period plan of a contract (spec §9): real-time salary every 5 minutes, daily wages by day
 * (paid once the day has closed, i.e. the next day), hourly salary by hour, and a dividend by its
 * period type D, W or M.
 */
export function periodPlan(kind: ContractKind, periodType: string | null): PeriodPlan {
  if (kind === 'realtimeSalary')
    return {
      trunc: (x) => `date_bin('5 minutes', ${x}, timestamptz '2000-01-01 00:00:00+00')`,
      step: '5 minutes',
      lookback: '24 hours',
    }
  if (kind === 'hourlySalary')
    return { trunc: (x) => `date_trunc('hour', ${x})`, step: '1 hour', lookback: '48 hours' }
  if (kind === 'dividend' && periodType === 'W')
    return { trunc: (x) => `date_trunc('week', ${x})`, step: '1 week', lookback: '8 weeks' }
  if (kind === 'dividend' && periodType === 'M')
    return { trunc: (x) => `date_trunc('month', ${x})`, step: '1 month', lookback: '3 months' }
  return day
}

/** A contract's terms as settlement reads them; rates are percent, amounts minor units. */
export interface PayoutTerms {
  kind: ContractKind
  rate: number
  activeMembers: number
  validBet: number
  profitRate: number | null
  lossRate: number | null
}

/** What the team did in one closed period: valid bet (stake), payout to the members, distinct bettors. */
export interface PeriodFigures {
  validBet: number
  payout: number
  activeMembers: number
}

/** The ledger kind a contract's payouts are credited as. */
export const ledgerKindOf = (kind: ContractKind) => (kind === 'dividend' ? 'dividend' : 'salary')

/**
 * What one closed period pays the contract's downline, in minor units (floored):
 * - daily and hourly salary: rate % of the team's valid bet;
 * - real-time salary: the valid bet counts only bets of at least the single bet amount (the
 *   caller filters them); rate % of it, where the rate is the profit rate when the team's
 *   members won in the period, the loss rate when they lost, and rate when they broke even;
 * - dividend: rate % of the team's net loss (stake - payout), nothing when the members won.
 * Nothing is paid unless the team reached the contract's valid bet and active members.
 */
export function payoutOf(terms: PayoutTerms, figures: PeriodFigures): number {
  if (figures.validBet < terms.validBet || figures.activeMembers < terms.activeMembers) return 0
  const membersResult = figures.payout - figures.validBet
  if (terms.kind === 'dividend')
    return membersResult < 0 ? Math.floor((-membersResult * terms.rate) / 100) : 0
  let rate = terms.rate
  if (terms.kind === 'realtimeSalary') {
    if (membersResult > 0) rate = terms.profitRate ?? terms.rate
    else if (membersResult < 0) rate = terms.lossRate ?? terms.rate
  }
  // Rates carry up to 3 decimals; rounding the product first avoids 0.1 + 0.2 style drift.
  return Math.floor(Math.round(figures.validBet * rate * 1000) / 100_000)
}
