import { describe, expect, it } from 'vitest'
import { partialProblem, receiptOutcomes } from './receipt'

describe('receiptOutcomes', () => {
  it('offers all three answers, but no refund claim under forced receipt', () => {
    expect(receiptOutcomes({ forcedReceipt: false })).toEqual([
      'received',
      'notReceived',
      'partlyReceived',
    ])
    expect(receiptOutcomes({ forcedReceipt: true })).toEqual(['received', 'partlyReceived'])
  })
})

describe('partialProblem', () => {
  it('takes an amount strictly between 0 and the amount withdrawn', () => {
    expect(partialProblem(1, 100)).toBeNull()
    expect(partialProblem(99, 100)).toBeNull()
    expect(partialProblem(0, 100)).toBe('range')
    expect(partialProblem(100, 100)).toBe('range')
  })
})
