import { describe, expect, it } from 'vitest'
import type { Mission } from '@/api/inbox/get-missions'
import type { Reward } from '@/api/inbox/get-rewards'
import { isHtml, pageAfterDelete } from './messages'
import { metricValue, progressPercent, sortMissions } from './missions'
import { claimableTotal, groupRewards } from './rewards'

const reward = (id: string, status: Reward['status'], amount = 100): Reward => ({
  id,
  title: `Reward ${id}`,
  kind: 'bonus',
  amount,
  status,
  expiresAt: '2026-01-01T00:00:00Z',
})

const mission = (id: string, status: Mission['status']): Mission => ({
  id,
  title: id,
  description: '',
  metric: 'bets',
  period: 'day',
  target: 5,
  progress: 1,
  reward: 500,
  status,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
})

describe('rewards', () => {
  it('splits rewards by status, keeping the platform order', () => {
    const groups = groupRewards([
      reward('1', 'claim'),
      reward('2', 'expired'),
      reward('3', 'claim'),
      reward('4', 'claimed'),
    ])
    expect(groups.claim.map((r) => r.id)).toEqual(['1', '3'])
    expect(groups.claimed.map((r) => r.id)).toEqual(['4'])
    expect(groups.expired.map((r) => r.id)).toEqual(['2'])
  })

  it('adds up only what can still be claimed', () => {
    expect(
      claimableTotal([
        reward('1', 'claim', 500),
        reward('2', 'claimed', 900),
        reward('3', 'claim', 250),
      ]),
    ).toBe(750)
    expect(claimableTotal([])).toBe(0)
  })
})

describe('missions', () => {
  it('turns progress into a whole percentage that stops at 0 and 100', () => {
    expect(progressPercent({ progress: 3, target: 5 })).toBe(60)
    expect(progressPercent({ progress: 1, target: 3 })).toBe(33)
    expect(progressPercent({ progress: 9, target: 5 })).toBe(100)
    expect(progressPercent({ progress: -1, target: 5 })).toBe(0)
    expect(progressPercent({ progress: 1, target: 0 })).toBe(0)
  })

  it('shows bets as a count and stake or deposits as money', () => {
    const format = { money: (v: number) => `P${v / 100}`, count: (v: number) => `#${v}` }
    expect(metricValue('bets', 4, format)).toBe('#4')
    expect(metricValue('stake', 5_000, format)).toBe('P50')
    expect(metricValue('deposit', 100, format)).toBe('P1')
  })

  it('puts claimable missions first, then running, coming, claimed and closed ones', () => {
    const sorted = sortMissions([
      mission('a', 'closed'),
      mission('b', 'process'),
      mission('c', 'claim'),
      mission('d', 'claimed'),
      mission('e', 'process'),
      mission('f', 'coming'),
    ])
    expect(sorted.map((m) => m.id)).toEqual(['c', 'b', 'e', 'f', 'd', 'a'])
  })
})

describe('messages', () => {
  it('tells HTML bodies from plain text', () => {
    expect(isHtml('<p>Welcome <b>aboard</b></p>')).toBe(true)
    expect(isHtml('Line one<br/>line two')).toBe(true)
    expect(isHtml('Never share your password.')).toBe(false)
    expect(isHtml('Win 5 < 10 and 7 > 3')).toBe(false)
  })

  it('steps back a page only when the last row of the last page goes', () => {
    expect(pageAfterDelete(3, 1, 3)).toBe(2)
    expect(pageAfterDelete(3, 2, 3)).toBe(3)
    expect(pageAfterDelete(2, 1, 3)).toBe(2)
    expect(pageAfterDelete(1, 1, 1)).toBe(1)
  })
})
