// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Mission } from '@/api/inbox/get-missions'
import { fakePlatform, refuse, type Handlers } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { MissionsPage } from './missions.page'

const mission: Mission = {
  id: '7',
  title: 'Ten bets today',
  description: 'Place ten bets of any size.',
  metric: 'bets',
  period: 'day',
  target: 10,
  progress: 10,
  reward: 5_000,
  status: 'claim',
  startsAt: '2026-11-28T00:00:00Z',
  endsAt: null,
}

function renderPage(claim: Handlers['inbox.claimMission']) {
  fakePlatform({
    'inbox.missions': () => ({ list: [mission] }),
    'inbox.leaderboard': () => ({
      metric: 'stake',
      periodStart: '2026-11-23T00:00:00Z',
      list: [],
      me: { rank: null, score: 0 },
    }),
    'inbox.claimMission': claim,
  })
  renderWithProviders(<MissionsPage openPage={() => undefined} />)
}

describe('MissionsPage claiming (spec §2.8)', () => {
  it('tells a cut network in the reader’s words, not the browser’s', async () => {
    renderPage(() => {
      throw new TypeError('Failed to fetch')
    })
    fireEvent.click(await screen.findByTestId('mission-claim'))
    const dialog = await screen.findByTestId('message-dialog')
    expect(dialog.textContent).toContain(
      'Network link abnormal. Check your connection and try again.',
    )
    expect(dialog.textContent).not.toContain('Failed to fetch')
  })

  it('shows the platform’s refusal in its own words', async () => {
    renderPage(() => refuse('This mission has already been claimed'))
    fireEvent.click(await screen.findByTestId('mission-claim'))
    expect((await screen.findByTestId('message-dialog')).textContent).toContain(
      'This mission has already been claimed',
    )
  })
})
