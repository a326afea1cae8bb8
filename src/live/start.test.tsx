// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { walletKeys } from '@/api/wallet/keys'
import { session, signIn, signOut } from '@/state/session.store'
import { FakeEventSource, FakeLocks, fakeBroadcastChannel } from '@/test/live-fakes'
import { sessionKey, shareConnection } from './leader'
import type { LiveMessage } from './messages'
import { sessionEnd } from './session-end.store'
import { startLive, type LiveEnvironment } from './start'
import { streamUrl } from './stream'
import { loadEventValidator } from './validate'

const member = {
  token: 'token-of-ann',
  account: 'ann',
  customerId: '1',
  isAgent: 3,
  memberLabel: null,
  username: 'ann',
}

let stops: (() => void)[] = []
beforeEach(() => {
  FakeEventSource.instances = []
})
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  sessionEnd.reason = null
})

function environment(calls: Partial<NonNullable<LiveEnvironment['calls']>> = {}) {
  const locks = new FakeLocks()
  const bus = fakeBroadcastChannel()
  const env: LiveEnvironment = {
    locks: locks.asLockManager,
    Channel: bus.Channel,
    Source: FakeEventSource.asSource,
    random: () => 0,
    calls: {
      ticket: async () => 'ticket',
      url: (ticket, after) => streamUrl('/api', ticket, after),
      poll: () => new Promise(() => undefined),
      ...calls,
    },
  }
  return { env, locks, bus }
}

async function start(env: LiveEnvironment) {
  const queryClient = new QueryClient()
  const stop = await startLive(queryClient, env)
  stops.push(stop)
  return queryClient
}

/** Another tab of the same session, driven by the test: it leads when it gets there first. */
async function otherTab(env: LiveEnvironment) {
  const received: LiveMessage[] = []
  let post: (message: LiveMessage) => void = () => undefined
  let isLeader = false
  const shared = shareConnection({
    key: await sessionKey(member.token),
    locks: env.locks,
    Channel: env.Channel,
    validate: await loadEventValidator(),
    lead: (send) => {
      isLeader = true
      post = send
      return () => undefined
    },
    follow: () => undefined,
    receive: (message) => received.push(message),
    greeting: () => [],
  })
  stops.push(() => shared.close())
  return {
    received,
    shared,
    isLeader: () => isLeader,
    send: (message: LiveMessage) => post(message),
  }
}

const root = () => document.documentElement
const openedStream = () => waitFor(() => expect(FakeEventSource.last).toBeDefined())

describe('startLive', () => {
  it('opens the stream once signed in: the balance moves, a paid deposit shows a toast, and the other tabs hear it', async () => {
    const { env } = environment()
    const queryClient = await start(env)
    expect(FakeEventSource.instances).toHaveLength(0)
    act(() => signIn(member))
    await openedStream()
    const follower = await otherTab(env)
    const source = FakeEventSource.last!
    act(() => source.emit('ready', { cursor: '1-1' }))
    expect(root().getAttribute('data-live-state')).toBe('live')
    expect(root().getAttribute('data-live-cursor')).toBe('1-1')

    act(() => {
      source.emit(
        'wallet',
        { balance: 250000, amount: 100000, cause: 'deposit', ledgerId: 'L9' },
        '1-2',
      )
      source.emit('deposit', { orderId: 'D1', status: 'paid', amount: 100000 }, '1-3')
    })
    expect(queryClient.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 250000 })
    const toast = await screen.findByTestId('live-toast')
    expect(toast.textContent).toContain('Deposit of P\u00a01,000.00 credited')
    expect(
      within(screen.getByTestId('live-toasts')).getByRole('button', { name: 'Dismiss' }),
    ).toBeTruthy()
    expect(root().getAttribute('data-live-cursor')).toBe('1-3')
    await waitFor(() =>
      expect(follower.received.filter((m) => m.type === 'event').map((m) => m.type)).toHaveLength(
        2,
      ),
    )
  })

  it("loads the screens' messages and shows its layer only when it first has something to say", async () => {
    const { env } = environment()
    let loads = 0
    const stop = await startLive(new QueryClient(), env, async () => {
      loads += 1
    })
    stops.push(stop)
    act(() => signIn(member))
    await openedStream()
    const source = FakeEventSource.last!
    act(() => source.emit('ready', { cursor: '1-1' }))
    act(() => source.emit('wallet', { balance: 5, amount: 5, cause: 'bet', ledgerId: 'L1' }, '1-2'))
    // Nothing to say yet: no messages, no layer.
    expect(loads).toBe(0)
    expect(document.querySelector('[data-live-layer]')).toBeNull()
    act(() => source.emit('deposit', { orderId: 'D2', status: 'paid', amount: 500 }, '1-3'))
    expect(await screen.findByTestId('live-toast')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it("starts where the page was served: the stream replays what the page's answers missed, and none is asked again", async () => {
    const { env } = environment()
    const queryClient = await start({ ...env, pageCursor: '7-3' })
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 100 })
    act(() => signIn(member))
    await openedStream()
    const source = FakeEventSource.last!
    expect(source.param('after')).toBe('7-3')
    act(() => {
      source.emit('wallet', { balance: 900, amount: 800, cause: 'deposit', ledgerId: 'L7' }, '7-4')
      source.emit('ready', { cursor: '7-4' })
    })
    expect(queryClient.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 900 })
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false)
  })

  it('without a page cursor it opens from now and marks what the page loaded stale', async () => {
    const { env } = environment()
    const queryClient = await start({ ...env, pageCursor: null })
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 100 })
    act(() => signIn(member))
    await openedStream()
    const source = FakeEventSource.last!
    expect(source.param('after')).toBeNull()
    act(() => source.emit('ready', { cursor: '7-4' }))
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true)
  })

  it('tells a tab that opens later where the stream stands', async () => {
    const { env } = environment()
    await start(env)
    act(() => signIn(member))
    await openedStream()
    act(() => FakeEventSource.last!.emit('ready', { cursor: '4-4' }))
    const late = await otherTab(env)
    await waitFor(() =>
      expect(late.received).toEqual([
        { type: 'position', cursor: '4-4' },
        { type: 'state', state: 'live' },
      ]),
    )
  })

  it('follows the tab that leads, and takes the stream over from the last cursor when that tab goes', async () => {
    const { env } = environment()
    const leader = await otherTab(env)
    await waitFor(() => expect(leader.isLeader()).toBe(true))
    const queryClient = await start(env)
    act(() => signIn(member))
    await waitFor(() => expect(root().getAttribute('data-live-state')).toBe('follower'))

    leader.send({ type: 'state', state: 'live' })
    leader.send({
      type: 'event',
      event: {
        id: '2-2',
        kind: 'wallet',
        data: { balance: 5000, amount: -100, cause: 'bet', ledgerId: 'L' },
      },
    })
    await waitFor(() => expect(root().getAttribute('data-live-cursor')).toBe('2-2'))
    expect(root().getAttribute('data-live-leader')).toBe('live')
    expect(queryClient.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 5000 })
    expect(FakeEventSource.instances).toHaveLength(0)

    leader.shared.close()
    await openedStream()
    expect(FakeEventSource.last!.param('after')).toBe('2-2')
    expect(root().getAttribute('data-live-state')).toBe('connecting')
  })

  it('signs out when the session ends, says why, closes the stream and tells the other tabs', async () => {
    const { env } = environment()
    await start(env)
    act(() => signIn(member))
    await openedStream()
    const follower = await otherTab(env)
    const source = FakeEventSource.last!
    act(() => {
      source.emit('ready', { cursor: '1-1' })
      source.emit('session', { reason: 'password' }, '1-2')
    })
    expect(session.token).toBeNull()
    const notice = await screen.findByTestId('session-ended')
    expect(notice.dataset.reason).toBe('password')
    expect(notice.textContent).toContain('Your password was changed. Please sign in again.')
    expect(source.isClosed).toBe(true)
    await waitFor(() => expect(root().hasAttribute('data-live-state')).toBe(false))
    await waitFor(() =>
      expect(follower.received).toContainEqual({ type: 'ended', reason: 'password' }),
    )
  })

  it('tells the other tabs when the member signs out here, and shows no notice here', async () => {
    const { env } = environment()
    await start(env)
    act(() => signIn(member))
    await openedStream()
    const follower = await otherTab(env)
    act(() => signOut())
    await waitFor(() =>
      expect(follower.received).toContainEqual({ type: 'ended', reason: 'signedOut' }),
    )
    expect(screen.queryByTestId('session-ended')).toBeNull()
    expect(FakeEventSource.last!.isClosed).toBe(true)
  })

  it('says the session has ended when the ticket is refused with 401 (the reason stayed with the stream)', async () => {
    const { env } = environment({
      ticket: async () => {
        // As the transport does for any 401: sign out, then throw.
        signOut()
        throw new ApiError('unauthorized', 'Not logged in', { callId: 'community.streamTicket' })
      },
    })
    await start(env)
    act(() => signIn(member))
    const notice = await screen.findByTestId('session-ended')
    expect(notice.dataset.reason).toBe('ended')
  })

  it('stays closed for a visitor', async () => {
    const { env } = environment()
    await start(env)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(FakeEventSource.instances).toHaveLength(0)
    expect(root().hasAttribute('data-live-state')).toBe(false)
  })
})
