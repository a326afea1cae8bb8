// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { endSessionLocally, sessionEnd } from '@/live/session-end.store'
import { signIn } from '@/state/session.store'
import { fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { GameFrameScreen } from './game-frame.screen'

const signInAnn = () =>
  signIn({
    token: 'token',
    account: 'ann',
    customerId: '1',
    isAgent: 3,
    memberLabel: null,
    username: 'ann',
  })

/** The provider's answer to a launch of Fortune Ox, and the game page's address. */
const fortuneOx = {
  url: 'https://games.test/play?game=fortune',
  origin: 'https://games.test',
  mode: 'iframe' as const,
  gameName: 'Fortune Ox',
}
const fortuneOxPage = '/game?vendor=PG&gameCode=PG-FORTUNE-OX&gameType=RNG'

describe('GameFrameScreen', () => {
  it('titles the frame with the name the launch answers, on a page opened by its address', async () => {
    fakePlatform({ 'play.launch': () => fortuneOx })
    signInAnn()
    renderWithProviders(<GameFrameScreen />, { url: fortuneOxPage })
    const frame = await screen.findByTestId('game-frame')
    expect(frame.getAttribute('title')).toBe('Fortune Ox')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fortune Ox')
    // The tab names the game too, and gives the name back when the game goes.
    expect(document.title).toMatch(/^Fortune Ox \| /)
    cleanup()
    expect(document.title).not.toContain('Fortune Ox')
  })

  it('closes the game when the session ends elsewhere, and offers to sign in again', async () => {
    fakePlatform({
      'play.launch': () => ({
        url: 'https://games.test/play?game=fortune',
        origin: 'https://games.test',
        mode: 'iframe',
      }),
    })
    signInAnn()
    renderWithProviders(<GameFrameScreen />, {
      url: '/game?vendor=PG&gameCode=fortune&gameType=RNG',
    })
    await screen.findByTestId('game-frame')
    // What live state does on a `session` event: the provider gets no more bets on a dead session.
    act(() => endSessionLocally('locked'))
    await waitFor(() => expect(screen.queryByTestId('game-frame')).toBeNull())
    expect(screen.getByTestId('game-sign-in')).toBeTruthy()
    sessionEnd.reason = null
  })

  it('tells a provider that did not answer from a game under maintenance, and offers a new try only for the first', async () => {
    let answer: 'down' | 'up' = 'down'
    fakePlatform({
      'play.launch': () =>
        answer === 'down'
          ? refuse('The game provider is not answering, please try again later', { status: 502 })
          : fortuneOx,
    })
    signInAnn()
    renderWithProviders(<GameFrameScreen />, { url: fortuneOxPage })
    const failed = await screen.findByTestId('game-error')
    expect(failed.textContent).toContain('The game could not be started.')
    expect(failed.textContent).toContain('The game provider is not answering')
    expect(failed.textContent).not.toContain('maintenance')
    expect(screen.getByRole('button', { name: 'Leave the game' })).toBeTruthy()
    answer = 'up'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('game-frame')).getAttribute('title')).toBe('Fortune Ox')
  })

  it('leaves a game that could not be started for Home when there is no page to go back to', async () => {
    fakePlatform({
      'play.launch': () =>
        refuse('The game provider is not answering, please try again later', { status: 502 }),
    })
    signInAnn()
    const { router } = renderWithProviders(<GameFrameScreen />, { url: fortuneOxPage })
    await screen.findByTestId('game-error')
    fireEvent.click(screen.getByRole('button', { name: 'Leave the game' }))
    await waitFor(() => expect(router!.state.location.pathname).toBe('/'))
  })

  it('says a game under maintenance is, and a used-up limit in the platform’s words, with no new try', async () => {
    let answer: 'maintenance' | 'limit' = 'maintenance'
    fakePlatform({
      'play.launch': () =>
        answer === 'maintenance'
          ? refuse('Game under maintenance', { status: 503 })
          : refuse('Your daily loss limit is used up', { status: 403 }),
    })
    signInAnn()
    const first = renderWithProviders(<GameFrameScreen />, {
      url: '/game?vendor=JILI&gameCode=JILI-SUPER-ACE&gameType=RNG',
    })
    const closed = await screen.findByTestId('game-error')
    expect(closed.textContent).toContain('This game is under maintenance.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    first.unmount()
    answer = 'limit'
    renderWithProviders(<GameFrameScreen />, {
      url: '/game?vendor=PG&gameCode=PG-LUCKY-OX&gameType=RNG',
    })
    const refused = await screen.findByTestId('game-error')
    expect(refused.textContent).toContain('Your daily loss limit is used up')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
