// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CheckInStatus } from '@/api/community/get-check-in-status'
import { signIn } from '@/state/session.store'
import { fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { CheckInScreen } from './check-in.screen'

const status = (streak: number): CheckInStatus => ({
  today: '2026-11-28',
  timeZone: 'Asia/Manila',
  checkedInToday: true,
  streak,
  cycleDay: streak,
  rewards: [100, 200, 300, 400, 500, 600, 700],
  todayReward: 100,
  totalRewards: 100,
})

/** The streak the screen shows when the platform answers `streak` consecutive days. */
async function streakText(streak: number) {
  fakePlatform({
    'community.checkInStatus': () => status(streak),
    'wallet.balance': () => ({ sumBalance: 0 }),
  })
  const { unmount } = renderWithProviders(<CheckInScreen />)
  const text = (await screen.findByTestId('check-in-streak')).textContent
  unmount()
  return text
}

beforeEach(() => {
  signIn({
    token: 'token',
    account: 'ann',
    customerId: '1',
    isAgent: 3,
    memberLabel: null,
    username: 'ann',
  })
})

describe('CheckInScreen', () => {
  it('counts a streak of one day in the singular and more in the plural', async () => {
    expect(await streakText(1)).toBe('1 day')
    expect(await streakText(2)).toBe('2 days')
  })
})
