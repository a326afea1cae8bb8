import { describe, expect, it } from 'vitest'
import type { VendorCard } from '@/api/games/get-vendors'
import { headerVendors, isSafeImageUrl } from './vendors'

const card = (vassalage: string, gameType: string): VendorCard => ({
  vassalage,
  displayName: vassalage,
  smallIcon: `/media/vendors/${vassalage}.svg`,
  isHot: 0,
  accountTypeId: 1,
  gameType,
  isGame: 'GAME',
  lobbyCode: null,
  maintenance: false,
})

const categories = [
  { gameType: 'LOTT', title: 'Lottery', cards: [card('TCG', 'LOTT'), card('SEA', 'LOTT')] },
  { gameType: 'ELOTT', title: 'E-lottery', cards: [card('ELOTT', 'ELOTT'), card('TCG', 'ELOTT')] },
  {
    gameType: 'RNG',
    title: 'Slots',
    cards: 'ABCDEFGH'.split('').map((letter) => card(letter, 'RNG')),
  },
]

describe('headerVendors', () => {
  it('keeps at most 6 vendors of the category', () => {
    expect(headerVendors(categories, ['RNG']).map((c) => c.vassalage)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ])
  })
  it('joins the categories of an entry and lists each vendor once', () => {
    expect(headerVendors(categories, ['LOTT', 'ELOTT']).map((c) => c.vassalage)).toEqual([
      'TCG',
      'SEA',
      'ELOTT',
    ])
  })
  it('is empty for a category without vendors', () => {
    expect(headerVendors(categories, ['SPORTS'])).toEqual([])
  })
})

describe('isSafeImageUrl', () => {
  it('accepts same-origin paths and http(s) only', () => {
    expect(isSafeImageUrl('/media/vendors/A.svg')).toBe(true)
    expect(isSafeImageUrl('https://cdn.example/a.png')).toBe(true)
    expect(isSafeImageUrl('//evil.example/a.png')).toBe(false)
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeImageUrl('data:image/svg+xml,<svg/>')).toBe(false)
  })
})
