// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RaffleDraw } from '@/api/content/raffle-promotion'
import { modals } from '@/state/modals.store'
import { signIn } from '@/state/session.store'
import { deferred, fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { RafflePanel } from './raffle-panel'
import type { Raffle } from './raffle-prizes'

const raffle: Raffle = {
  freePerDay: 1,
  depositPerChance: 50_000,
  maxPerDay: 3,
  prizes: [
    { id: '1', name: 'Grand prize', amount: 8_800, inStock: false },
    { id: '2', name: 'First prize', amount: 1_800, inStock: true },
    { id: '3', name: 'Thanks for playing', amount: 0, inStock: true },
  ],
  chancesToday: null,
  chancesLeft: null,
  draws: [],
}
const member: Raffle = { ...raffle, chancesToday: 1, chancesLeft: 1 }

const won: RaffleDraw = {
  id: '9',
  drawId: '41',
  prize: { id: '2', name: 'First prize', amount: 1_800 },
  amount: 1_800,
  chancesLeft: 0,
  sumBalance: 101_800,
  drawnAt: '2026-11-28T04:00:00.000Z',
}

const signInAnn = () =>
  signIn({
    token: 'token',
    account: 'ann',
    customerId: '1',
    isAgent: 3,
    memberLabel: null,
    username: 'ann',
  })

const drawButton = () => screen.getByTestId('raffle-draw')

describe('RafflePanel', () => {
  it('shows a visitor the rule and the prizes, and asks them to sign in before drawing', () => {
    const platform = fakePlatform({})
    renderWithProviders(<RafflePanel id="9" status="join" raffle={raffle} />)
    expect(screen.getByTestId('raffle-rule').textContent).toMatch(
      /^1 free draw a day · one more for each deposit of at least P\s?500\.00 · at most 3 a day$/,
    )
    const prizes = screen.getByTestId('raffle-prizes').querySelectorAll('li')
    expect([...prizes].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Grand prizeP\s?88\.00 · All given out$/),
      expect.stringMatching(/^First prizeP\s?18\.00$/),
      'Thanks for playingNo prize',
    ])
    expect(screen.getByTestId('raffle-sign-in').textContent).toBe('Sign in to draw.')
    expect(screen.queryByTestId('raffle-draws-empty')).toBeNull()
    fireEvent.click(drawButton())
    expect(modals.open).toBe('login')
    expect(platform.requests).toHaveLength(0)
  })

  it('draws with a fresh request id, busy meanwhile, and shows the prize and the draws left', async () => {
    signInAnn()
    const answer = deferred()
    const platform = fakePlatform({
      'content.rafflePromotion': async () => {
        await answer.promise
        return won
      },
    })
    renderWithProviders(<RafflePanel id="9" status="join" raffle={member} />)
    expect(screen.getByTestId('raffle-chances').textContent).toBe('Draws left today: 1')
    expect(screen.getByTestId('raffle-draws-empty').textContent).toBe('You have not drawn yet.')
    fireEvent.click(drawButton())
    await waitFor(() => expect(drawButton().textContent).toBe('Drawing…'))
    expect(drawButton()).toHaveProperty('disabled', true)
    answer.resolve()
    const result = await screen.findByTestId('raffle-result')
    expect(result.getAttribute('role')).toBe('status')
    expect(result.textContent).toMatch(
      /^You won the First prize: P\s?18\.00It is in your main wallet and your account record\. Draws left today: 0$/,
    )
    const [sent] = platform.requestsOf('content.rafflePromotion')
    expect(sent!.body).toEqual({ id: '9', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  it('says so when a draw wins nothing', async () => {
    signInAnn()
    fakePlatform({
      'content.rafflePromotion': () => ({
        ...won,
        prize: { id: '3', name: 'Thanks for playing', amount: 0 },
        amount: 0,
        chancesLeft: 2,
      }),
    })
    renderWithProviders(<RafflePanel id="9" status="join" raffle={member} />)
    fireEvent.click(drawButton())
    expect((await screen.findByTestId('raffle-result')).textContent).toBe(
      'No prize this time. Better luck next draw! Draws left today: 2',
    )
  })

  it('keeps the request id after a failure whose outcome is unknown, and takes a new one after a refusal', async () => {
    signInAnn()
    const answers = [
      refuse('Service unavailable', { status: 503 }),
      refuse('You have no draws left today', { status: 409 }),
      won,
    ]
    const platform = fakePlatform({ 'content.rafflePromotion': () => answers.shift()! })
    renderWithProviders(<RafflePanel id="9" status="join" raffle={member} />)
    fireEvent.click(drawButton())
    expect((await screen.findByTestId('raffle-error')).textContent).toBe(
      'The draw could not be made. Please try again.',
    )
    fireEvent.click(drawButton())
    await waitFor(() =>
      expect(screen.getByTestId('raffle-error').textContent).toBe('You have no draws left today'),
    )
    fireEvent.click(drawButton())
    await screen.findByTestId('raffle-result')
    const ids = platform.requestsOf('content.rafflePromotion').map((r) => r.body.requestId)
    expect(ids).toHaveLength(3)
    expect(ids[1]).toBe(ids[0])
    expect(ids[2]).not.toBe(ids[1])
  })

  it('explains how to get another draw when none is left, and lists the member’s draws', () => {
    signInAnn()
    fakePlatform({})
    renderWithProviders(
      <RafflePanel
        id="9"
        status="joined"
        raffle={{
          ...member,
          chancesLeft: 0,
          draws: [{ id: '41', prizeName: 'First prize', amount: 1_800, time: won.drawnAt }],
        }}
      />,
    )
    expect(drawButton()).toHaveProperty('disabled', true)
    expect(screen.getByTestId('raffle-none-left').textContent).toMatch(
      /^No draws left today\. Deposit at least P\s?500\.00 for another draw, or come back tomorrow\.$/,
    )
    const row = screen.getByTestId('raffle-draw-row')
    expect(row.textContent).toMatch(/First prize\+P\s?18\.00$/)
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe(won.drawnAt)
  })

  it('cannot draw in a raffle that has closed', () => {
    signInAnn()
    fakePlatform({})
    renderWithProviders(<RafflePanel id="9" status="closed" raffle={member} />)
    expect(drawButton()).toHaveProperty('disabled', true)
  })
})
