import { describe, expect, it } from 'vitest'
import { payoutOf, type PayoutTerms } from '../../server/platform/agent/payout'

const terms = (over: Partial<PayoutTerms>): PayoutTerms => ({
  kind: 'dailySalary',
  rate: 1.5,
  activeMembers: 2,
  validBet: 10_000,
  profitRate: null,
  lossRate: null,
  ...over,
})

describe('contract payouts', () => {
  it('pays a salary rate % of the valid bet once both targets are reached', () => {
    expect(payoutOf(terms({}), { validBet: 25_000, payout: 0, activeMembers: 2 })).toBe(375)
    expect(payoutOf(terms({}), { validBet: 9_999, payout: 0, activeMembers: 5 })).toBe(0)
    expect(payoutOf(terms({}), { validBet: 50_000, payout: 0, activeMembers: 1 })).toBe(0)
  })

  it('floors fractions of a minor unit without float drift', () => {
    const rate = terms({ rate: 0.3, validBet: 0, activeMembers: 0 })
    expect(payoutOf(rate, { validBet: 1_000, payout: 0, activeMembers: 0 })).toBe(3)
    expect(payoutOf(rate, { validBet: 333, payout: 0, activeMembers: 0 })).toBe(0)
  })

  it('picks the real-time rate from the members’ result in the period', () => {
    const realtime = terms({
      kind: 'realtimeSalary',
      rate: 1,
      profitRate: 0.5,
      lossRate: 2,
      validBet: 0,
      activeMembers: 0,
    })
    expect(payoutOf(realtime, { validBet: 10_000, payout: 12_000, activeMembers: 1 })).toBe(50)
    expect(payoutOf(realtime, { validBet: 10_000, payout: 2_000, activeMembers: 1 })).toBe(200)
    expect(payoutOf(realtime, { validBet: 10_000, payout: 10_000, activeMembers: 1 })).toBe(100)
  })

  it('pays a dividend on the members’ net loss only', () => {
    const dividend = terms({ kind: 'dividend', rate: 10, validBet: 0, activeMembers: 0 })
    expect(payoutOf(dividend, { validBet: 50_000, payout: 20_000, activeMembers: 3 })).toBe(3_000)
    expect(payoutOf(dividend, { validBet: 50_000, payout: 80_000, activeMembers: 3 })).toBe(0)
  })
})
