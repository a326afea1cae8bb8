import { describe, expect, it } from 'vitest'
import { badgeCount, badgeLabel, balanceText, hiddenAmount } from './account-display'
import { php, vnd } from '@/test/currencies'

describe('balanceText', () => {
  it('formats minor units with the currency', () => {
    expect(balanceText(500_000, php, 'en', false)).toBe('P\u00a05,000.00')
    expect(balanceText(2_000_000, vnd, 'vi', false)).toBe('₫\u00a02.000.000')
  })
  it('hides the amount behind six stars whatever its length', () => {
    expect(balanceText(500_000, php, 'en', true)).toBe(`P\u00a0${hiddenAmount}`)
    expect(balanceText(5, php, 'en', true)).toBe('P\u00a0******')
  })
})

describe('badgeCount', () => {
  it('adds promotions open to join and unread messages', () => {
    const promotions = [
      { status: 'join' },
      { status: 'joined' },
      { status: 'join' },
      { status: 'closed' },
    ]
    expect(badgeCount(promotions, 3)).toBe(5)
  })
  it('counts nothing while the answers are missing', () => {
    expect(badgeCount(undefined, undefined)).toBe(0)
    expect(badgeCount([{ status: 'coming' }], undefined)).toBe(0)
    expect(badgeCount(undefined, 2)).toBe(2)
  })
})

describe('badgeLabel', () => {
  it('is hidden at 0 and capped at 99+', () => {
    expect(badgeLabel(0)).toBeNull()
    expect(badgeLabel(-1)).toBeNull()
    expect(badgeLabel(1)).toBe('1')
    expect(badgeLabel(99)).toBe('99')
    expect(badgeLabel(100)).toBe('99+')
  })
})
