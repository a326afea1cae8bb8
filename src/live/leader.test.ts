import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LiveEvent } from '@/api/member/get-events'
import { FakeLocks, fakeBroadcastChannel } from '@/test/live-fakes'
import { createHub } from './hub'
import { liveName, sessionKey, shareConnection } from './leader'
import type { LiveMessage } from './messages'
import { loadEventValidator, type Validator } from './validate'

let validate: Validator
beforeAll(async () => {
  validate = await loadEventValidator()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const wallet = (id: string, balance: number): LiveEvent => ({
  id,
  kind: 'wallet',
  data: { balance, amount: 100, cause: 'win', ledgerId: 'L1' },
})

/**
 * A tab: its hub, and its part in the shared connection. When it leads, its "connection" is a
 * record of the cursor it opened from and a `send` the test drives, as the server would.
 */
function openTab(env: {
  key: string | null
  locks?: LockManager
  Channel?: typeof BroadcastChannel
}) {
  const hub = createHub({
    queryClient: new QueryClient(),
    account: () => 'ann',
    endSession: (reason) => ended.push(reason),
    showToast: () => undefined,
  })
  const ended: string[] = []
  const received: LiveMessage[] = []
  const tab = {
    hub,
    ended,
    received,
    role: 'none' as 'none' | 'leader' | 'follower',
    openedFrom: [] as (string | null)[],
    stopped: 0,
    send: (message: LiveMessage) => void message,
  }
  const shared = shareConnection({
    key: env.key,
    locks: env.locks,
    Channel: env.Channel,
    validate,
    lead: (post) => {
      tab.role = 'leader'
      tab.openedFrom.push(hub.cursor())
      tab.send = (message) => {
        hub.receive(message)
        post(message)
      }
      return () => {
        tab.stopped += 1
      }
    },
    follow: () => {
      tab.role = 'follower'
    },
    receive: (message) => {
      received.push(message)
      hub.receive(message)
    },
    greeting: () => {
      const cursor = hub.cursor()
      return cursor ? [{ type: 'position', cursor }] : []
    },
  })
  return Object.assign(tab, { shared })
}

describe('sessionKey', () => {
  it('names the session by a hash of its token, never the token', async () => {
    const key = await sessionKey('secret-token-123')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(key).toBe(await sessionKey('secret-token-123'))
    expect(key).not.toBe(await sessionKey('secret-token-124'))
    expect(liveName(key!)).not.toContain('secret')
  })
})

describe('shareConnection', () => {
  it('lets one tab of a session lead and passes what it hears to the others', async () => {
    const locks = new FakeLocks()
    const { Channel } = fakeBroadcastChannel()
    const env = { key: 'k1', locks: locks.asLockManager, Channel }
    const first = openTab(env)
    await settle()
    const second = openTab(env)
    const third = openTab(env)
    await settle()
    expect([first.role, second.role, third.role]).toEqual(['leader', 'follower', 'follower'])
    expect(locks.isHeld(liveName('k1'))).toBe(true)

    first.send({ type: 'ready', cursor: '3-1' })
    first.send({ type: 'event', event: wallet('3-2', 500) })
    first.send({ type: 'state', state: 'live' })
    await settle()
    for (const follower of [second, third]) {
      expect(follower.received).toEqual([
        { type: 'ready', cursor: '3-1' },
        { type: 'event', event: wallet('3-2', 500) },
        { type: 'state', state: 'live' },
      ])
      expect(follower.hub.cursor()).toBe('3-2')
    }
    // The leader never hears itself.
    expect(first.received).toEqual([])
  })

  it('hands the connection to a waiting tab when the leader goes, from the last cursor it heard', async () => {
    const locks = new FakeLocks()
    const { Channel } = fakeBroadcastChannel()
    const env = { key: 'k2', locks: locks.asLockManager, Channel }
    const first = openTab(env)
    await settle()
    const second = openTab(env)
    await settle()
    first.send({ type: 'ready', cursor: '3-1' })
    first.send({ type: 'event', event: wallet('3-7', 900) })
    await settle()

    first.shared.close()
    await settle()
    expect(first.stopped).toBe(1)
    expect(second.role).toBe('leader')
    expect(second.openedFrom).toEqual(['3-7'])
    // A replay of what the old leader passed on has no effect the second time.
    const before = second.hub.cursor()
    second.send({ type: 'event', event: wallet('3-7', 900) })
    expect(second.hub.cursor()).toBe(before)
  })

  it('tells a tab that joins late where the stream stands, so that it can take over from there', async () => {
    const locks = new FakeLocks()
    const { Channel } = fakeBroadcastChannel()
    const env = { key: 'k5', locks: locks.asLockManager, Channel }
    const first = openTab(env)
    await settle()
    first.send({ type: 'ready', cursor: '8-4' })
    const late = openTab(env)
    await settle()
    expect(late.received).toEqual([{ type: 'position', cursor: '8-4' }])
    first.shared.close()
    await settle()
    expect(late.openedFrom).toEqual(['8-4'])
  })

  it('keeps the sessions of different tokens apart', async () => {
    const locks = new FakeLocks()
    const { Channel } = fakeBroadcastChannel()
    const ann = openTab({ key: 'ann', locks: locks.asLockManager, Channel })
    const bob = openTab({ key: 'bob', locks: locks.asLockManager, Channel })
    await settle()
    expect([ann.role, bob.role]).toEqual(['leader', 'leader'])
    ann.send({ type: 'event', event: wallet('1-1', 1) })
    await settle()
    expect(bob.received).toEqual([])
  })

  it('tells the other tabs when the session ends, and drops what is not a live message', async () => {
    const locks = new FakeLocks()
    const { Channel } = fakeBroadcastChannel()
    const env = { key: 'k3', locks: locks.asLockManager, Channel }
    const first = openTab(env)
    await settle()
    const second = openTab(env)
    await settle()
    const stranger = new Channel(liveName('k3'))
    stranger.postMessage({ type: 'event', event: { id: '1-1', kind: 'wallet', data: {} } })
    stranger.postMessage({ type: 'ended', reason: 'whatever' })
    stranger.postMessage('hello')
    first.shared.post({ type: 'ended', reason: 'password' })
    await settle()
    expect(second.received).toEqual([{ type: 'ended', reason: 'password' }])
    expect(second.ended).toEqual(['password'])
    stranger.close()
  })

  it('leads alone without Web Locks, without BroadcastChannel or without a key', async () => {
    const { Channel } = fakeBroadcastChannel()
    const locks = new FakeLocks().asLockManager
    const tabs = [
      openTab({ key: 'k4', Channel }),
      openTab({ key: 'k4', Channel }),
      openTab({ key: 'k4', locks }),
      openTab({ key: null, locks, Channel }),
    ]
    await settle()
    expect(tabs.map((tab) => tab.role)).toEqual(['leader', 'leader', 'leader', 'leader'])
    tabs[0]!.send({ type: 'event', event: wallet('1-1', 1) })
    await settle()
    expect(tabs[1]!.received).toEqual([])
  })
})
