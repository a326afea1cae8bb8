import { describe, expect, it } from 'vitest'
import { checkOffer, emptyOffer, parseRate } from './offer-form'
import { php, vnd } from '@/test/currencies'

describe('contract offer form', () => {
  it('reads rates as percent with at most 3 decimals', () => {
    expect(parseRate('1.25', true)).toBe(1.25)
    expect(parseRate('0,5', true)).toBe(0.5)
    expect(parseRate('0', true)).toBeNull()
    expect(parseRate('0', false)).toBe(0)
    expect(parseRate('100.5', true)).toBeNull()
    expect(parseRate('1.2345', true)).toBeNull()
    expect(parseRate('abc', true)).toBeNull()
  })

  it('builds a daily salary offer with the valid bet in minor units', () => {
    const fields = { ...emptyOffer('sub1'), rate: '1.5', activeMembers: '3', validBet: '1,000.5' }
    expect(checkOffer('dailySalary', fields, php)).toEqual({
      request: {
        downline: 'sub1',
        kind: 'dailySalary',
        rate: 1.5,
        activeMembers: 3,
        validBet: 100050,
      },
    })
    expect(checkOffer('dailySalary', { ...fields, validBet: '1000.5' }, vnd)).toEqual({
      problems: { validBet: 'amount' },
    })
  })

  it('carries the dividend period and names every missing field', () => {
    const fields = { ...emptyOffer('sub1'), rate: '2', periodType: 'W' as const }
    expect(checkOffer('dividend', fields, php)).toMatchObject({ request: { periodType: 'W' } })
    expect(checkOffer('dividend', { ...emptyOffer(), activeMembers: '1.5' }, php)).toEqual({
      problems: { downline: 'required', rate: 'required', activeMembers: 'count' },
    })
  })

  it('needs the profit rate, loss rate and a single bet above 0 for real-time salary', () => {
    const fields = { ...emptyOffer('sub1'), rate: '1' }
    expect(checkOffer('realtimeSalary', fields, php)).toEqual({
      problems: { profitRate: 'required', lossRate: 'required', singleBet: 'required' },
    })
    expect(
      checkOffer(
        'realtimeSalary',
        { ...fields, profitRate: '0', lossRate: '101', singleBet: '0' },
        php,
      ),
    ).toEqual({ problems: { lossRate: 'rate', singleBet: 'positive' } })
    expect(
      checkOffer(
        'realtimeSalary',
        { ...fields, profitRate: '0.5', lossRate: '2', singleBet: '10' },
        php,
      ),
    ).toMatchObject({ request: { profitRate: 0.5, lossRate: 2, singleBet: 1000 } })
  })
})
