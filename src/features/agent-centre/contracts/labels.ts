import { useLingui } from '@lingui/react/macro'
import type { ContractKind } from '@/api/agent/get-contracts'
import type { ContractState } from './lib/contract-state'
import type { FieldProblem } from './lib/offer-form'

/** The texts of the contract pages that depend on a contract's kind, state or period. */
export function useContractLabels() {
  const { t } = useLingui()
  const kinds: Record<ContractKind, string> = {
    dividend: t({ id: 'agent.contracts.kind.dividend', message: 'Dividend contract' }),
    dailySalary: t({ id: 'agent.contracts.kind.dailySalary', message: 'Daily salary contract' }),
    hourlySalary: t({ id: 'agent.contracts.kind.hourlySalary', message: 'Hourly salary contract' }),
    realtimeSalary: t({
      id: 'agent.contracts.kind.realtimeSalary',
      message: 'Real-time salary contract',
    }),
  }
  const states: Record<ContractState, string> = {
    offered: t({ id: 'agent.contracts.state.offered', message: 'Waiting for answer' }),
    active: t({ id: 'agent.contracts.state.active', message: 'Active' }),
    terminationRequested: t({
      id: 'agent.contracts.state.terminationRequested',
      message: 'Termination requested',
    }),
    refused: t({ id: 'agent.contracts.state.refused', message: 'Refused' }),
    terminated: t({ id: 'agent.contracts.state.terminated', message: 'Terminated' }),
  }
  const periods: Record<'D' | 'W' | 'H' | 'M', string> = {
    D: t({ id: 'agent.contracts.period.D', message: 'Daily' }),
    W: t({ id: 'agent.contracts.period.W', message: 'Weekly' }),
    H: t({ id: 'agent.contracts.period.H', message: 'Hourly' }),
    M: t({ id: 'agent.contracts.period.M', message: 'Monthly' }),
  }
  // The bet target reads as the spec names it for each kind: per period, per day, per hour.
  const validBet: Record<ContractKind, string> = {
    dividend: t({
      id: 'agent.contracts.validBet.dividend',
      message: 'Valid bet amount per period',
    }),
    dailySalary: t({ id: 'agent.contracts.validBet.daily', message: 'Daily bet amount' }),
    hourlySalary: t({ id: 'agent.contracts.validBet.hourly', message: 'Hourly bet amount' }),
    realtimeSalary: t({
      id: 'agent.contracts.validBet.realtime',
      message: 'Valid bet amount per 5 minutes',
    }),
  }
  const requestTypes = {
    new: t({ id: 'agent.contracts.request.new', message: 'New contract' }),
    termination: t({ id: 'agent.contracts.request.termination', message: 'Termination' }),
  }
  return { kinds, states, periods, validBet, requestTypes }
}

/** The message shown next to a refused field of the offer form. */
export function useProblemText() {
  const { t } = useLingui()
  return (problem: FieldProblem | undefined): string => {
    switch (problem) {
      case 'required':
        return t({ id: 'agent.contracts.problem.required', message: 'This field is required' })
      case 'rate':
        return t({
          id: 'agent.contracts.problem.rate',
          message: 'Enter a percentage from 0 to 100 with at most 3 decimals',
        })
      case 'count':
        return t({ id: 'agent.contracts.problem.count', message: 'Enter a whole number' })
      case 'amount':
        return t({ id: 'agent.contracts.problem.amount', message: 'Enter a valid amount' })
      case 'positive':
        return t({ id: 'agent.contracts.problem.positive', message: 'Enter an amount above 0' })
      default:
        return ''
    }
  }
}
