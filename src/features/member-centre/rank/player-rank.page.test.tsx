// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Vip } from '@/api/content/get-vip'
import type { MemberInfo } from '@/api/member/get-info'
import { fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { PlayerRankPage } from './player-rank.page'

const member = (label: MemberInfo['clubLabel'], memberLabel: string[]): MemberInfo => ({
  id: '7',
  account: 'ann',
  userName: 'ann',
  nickname: 'Ann',
  type: 3,
  toUpline: false,
  clubLabel: label,
  memberLabel,
  avatar: '/media/avatars/1.svg',
})

const level = (n: number, name: string, betRequired: number) => ({
  level: n,
  name,
  betRequired,
  upgradeBonus: 0,
  monthlyBonus: 50_000,
  rebateRate: 0.8,
})
const vip: Vip = {
  levels: [level(1, 'Bronze', 0), level(2, 'Silver', 100_000), level(3, 'Gold', 500_000)],
  current: { level: 2, name: 'Silver', totalBet: 300_000, nextLevel: 3, toNextLevel: 200_000 },
}

describe('PlayerRankPage (spec §2.8 playerRank)', () => {
  it("shows the member's label, its level, every label, and the VIP standing", async () => {
    fakePlatform({
      'member.info': () => member({ labelName: 'Silver', rankLevel: 2 }, ['Silver', 'Loyal']),
      'content.vip': () => vip,
    })
    renderWithProviders(<PlayerRankPage openPage={() => undefined} />)
    expect((await screen.findByTestId('player-rank-label')).textContent).toBe('Silver')
    expect(screen.getByTestId('player-rank-level').textContent).toBe('2')
    expect(screen.getByTestId('player-rank-labels').textContent).toBe('SilverLoyal')
    expect(screen.getByTestId('player-rank-vip-service-from').textContent).toBe(
      'VIP customer service comes with rank level 5 and above.',
    )
    expect((await screen.findByTestId('player-rank-next')).textContent).toMatch(
      /^Bet P\s?2,000\.00 more to reach Gold\.$/,
    )
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60')
  })

  it('offers VIP customer service above rank level 4', async () => {
    fakePlatform({
      'member.info': () => member({ labelName: 'Diamond', rankLevel: 6 }, ['Diamond']),
      'content.vip': () => vip,
    })
    renderWithProviders(<PlayerRankPage openPage={() => undefined} />)
    const service = await screen.findByTestId('player-rank-vip-service')
    expect(service.textContent).toContain('Your rank gives you VIP customer service.')
    expect(screen.getByRole('button', { name: 'Contact VIP service' })).toBeTruthy()
  })

  it('says so when the member has no label, and leads to the account page', async () => {
    fakePlatform({ 'member.info': () => member(null, []) })
    const openPage = vi.fn()
    renderWithProviders(<PlayerRankPage openPage={openPage} />)
    expect((await screen.findByTestId('player-rank-empty')).textContent).toContain(
      'You have no rank yet.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'My account' }))
    expect(openPage).toHaveBeenCalledWith('securityCenter')
  })

  it('shows the failure with a retry when the member info does not load', async () => {
    fakePlatform({})
    renderWithProviders(<PlayerRankPage openPage={() => undefined} />)
    expect((await screen.findByRole('alert')).textContent).toContain('Try again')
  })
})
