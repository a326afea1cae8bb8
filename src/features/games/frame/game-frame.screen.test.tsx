// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { endSessionLocally, sessionEnd } from '@/live/session-end.store'
import { signIn } from '@/state/session.store'
import { fakePlatform } from '@/test/fake-platform'
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

describe('GameFrameScreen', () => {
  it('titles the frame with the name the launch answers, on a page opened by its address', async () => {
    fakePlatform({
      'play.launch': () => ({
        url: 'https://games.test/play?game=fortune',
        origin: 'https://games.test',
        mode: 'iframe',
        gameName: 'Fortune Ox',
      }),
    })
    signInAnn()
    renderWithProviders(<GameFrameScreen />, {
      url: '/game?vendor=PG&gameCode=PG-FORTUNE-OX&gameType=RNG',
    })
    const frame = await screen.findByTestId('game-frame')
    expect(frame.getAttribute('title')).toBe('Fortune Ox')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fortune Ox')
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
})
