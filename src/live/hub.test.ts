import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inboxKeys } from '@/api/inbox/keys'
import type { LiveEvent } from '@/api/member/get-events'
import { walletKeys } from '@/api/wallet/keys'
import { createHub, ownSignOutGraceMs } from './hub'
import { toastFor, type EventToast } from './notify'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function hubWithRecords(origin?: string) {
  const queryClient = new QueryClient()
  const ended: string[] = []
  const toasts: EventToast[] = []
  const cursors: string[] = []
  const hub = createHub({
    queryClient,
    account: () => 'ann',
    endSession: (reason) => ended.push(reason),
    showToast: (toast) => toasts.push(toast),
    onCursor: (cursor) => cursors.push(cursor),
    origin,
  })
  return { hub, queryClient, ended, toasts, cursors }
}

const depositPaid: LiveEvent = {
  id: '2-5',
  kind: 'deposit',
  data: { orderId: 'D1', status: 'paid', amount: 100000 },
}

describe('createHub', () => {
  it('takes the ready cursor only when it holds none: with after, the stream goes on from its own', () => {
    const fresh = hubWithRecords()
    fresh.hub.receive({ type: 'ready', cursor: '9-9' })
    expect(fresh.hub.cursor()).toBe('9-9')
    fresh.hub.receive({ type: 'event', event: depositPaid })
    fresh.hub.receive({ type: 'ready', cursor: '9-12' })
    expect(fresh.hub.cursor()).toBe('2-5')
    fresh.hub.receive({ type: 'position', cursor: '9-13' })
    expect(fresh.cursors).toEqual(['9-9', '2-5', '9-13'])
  })

  it('applies an event once: a replay by a new leader shows no second toast', () => {
    const { hub, toasts } = hubWithRecords()
    hub.receive({ type: 'event', event: depositPaid })
    hub.receive({ type: 'event', event: depositPaid })
    expect(toasts).toHaveLength(1)
  })

  it('writes the balance a wallet event carries into the cache', () => {
    const { hub, queryClient } = hubWithRecords()
    hub.receive({
      type: 'event',
      event: {
        id: '3-1',
        kind: 'wallet',
        data: { balance: 777, amount: 7, cause: 'win', ledgerId: 'L' },
      },
    })
    expect(queryClient.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 777 })
  })

  it('marks everything stale on a resync and goes on from its cursor', () => {
    const { hub, queryClient } = hubWithRecords()
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 1 })
    hub.receive({ type: 'resync', cursor: '50-1' })
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true)
    expect(hub.cursor()).toBe('50-1')
  })

  it('ends the session at once for a password change, a lock, an expiry or another tab’s word', () => {
    const { hub, ended } = hubWithRecords()
    hub.receive({
      type: 'event',
      event: { id: '4-1', kind: 'session', data: { reason: 'locked' } },
    })
    hub.receive({ type: 'ended', reason: 'signedOut' })
    expect(ended).toEqual(['locked', 'signedOut'])
  })

  it('gives a tab that signs out by itself time to do so before "signed out elsewhere" counts', () => {
    const signedOutEvent: LiveEvent = { id: '4-2', kind: 'session', data: { reason: 'signedOut' } }
    const own = hubWithRecords()
    own.hub.receive({ type: 'event', event: signedOutEvent })
    // This tab's logout answers and its sign-out stops the hub.
    vi.advanceTimersByTime(ownSignOutGraceMs - 1)
    own.hub.stop()
    vi.advanceTimersByTime(ownSignOutGraceMs)
    expect(own.ended).toEqual([])

    const other = hubWithRecords()
    other.hub.receive({ type: 'event', event: signedOutEvent })
    vi.advanceTimersByTime(ownSignOutGraceMs)
    expect(other.ended).toEqual(['signedOut'])
  })
})

describe('toastFor', () => {
  const amountOf = (event: LiveEvent) => toastFor(event)?.amount ?? null
  const idOf = (event: LiveEvent) => toastFor(event)?.message('X').id ?? null

  it('toasts a deposit paid, a withdrawal paid out or refused, and a reward to claim', () => {
    expect(idOf(depositPaid)).toBe('live.deposit.paid')
    expect(amountOf(depositPaid)).toBe(100000)
    const withdrawal = (
      status: 'disbursed' | 'rejected' | 'processing' | 'received',
    ): LiveEvent => ({
      id: '1-1',
      kind: 'withdrawal',
      data: { orderId: 'W', status, amount: 5000 },
    })
    expect(idOf(withdrawal('disbursed'))).toBe('live.withdrawal.paid')
    expect(toastFor(withdrawal('rejected'))?.tone).toBe('error')
    expect(idOf(withdrawal('processing'))).toBeNull()
    expect(idOf(withdrawal('received'))).toBeNull()
    const reward = (claimed: boolean): LiveEvent => ({
      id: '1-2',
      kind: 'reward',
      data: { rewardId: 'R', kind: 'rebate', amount: 250, claimed },
    })
    expect(idOf(reward(false))).toBe('live.reward.rebate')
    expect(idOf(reward(true))).toBeNull()
  })

  it('keeps quiet about pending deposits and what only moves the screens', () => {
    expect(
      idOf({ ...depositPaid, data: { ...depositPaid.data, status: 'pending' } } as LiveEvent),
    ).toBeNull()
    expect(idOf({ id: '1-3', kind: 'message', data: { messageId: 'M', change: 'new' } })).toBeNull()
  })
})

describe('a tab that starts to listen', () => {
  it('marks what may have changed since it loaded stale once, on its first ready or position', async () => {
    const { hub, queryClient } = hubWithRecords()
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 1 })
    // A record on screen whose answer failed: it waits for the person's retry, not asked again.
    let asked = 0
    const records = new QueryObserver(queryClient, {
      queryKey: walletKeys.records('ann', {} as never),
      queryFn: () => {
        asked += 1
        return Promise.reject(new Error('down'))
      },
      retry: false,
    })
    const unsubscribe = records.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toBe(1)
    queryClient.setQueryData(inboxKeys.rewards('ann'), { list: [] })
    hub.receive({ type: 'ready', cursor: '9-9' })
    await vi.advanceTimersByTimeAsync(0)
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true)
    // A reward claimed elsewhere before the stream opened: the list goes with the badge.
    expect(queryClient.getQueryState(inboxKeys.rewards('ann'))?.isInvalidated).toBe(true)
    expect(asked).toBe(1)
    unsubscribe()
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 2 })
    // A stream that resumes from the tab's cursor changes nothing.
    hub.receive({ type: 'ready', cursor: '9-9' })
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false)
  })

  it('opens its own connection from where its page was served, until it has a cursor of its own', () => {
    const { hub } = hubWithRecords('7-3')
    expect(hub.startCursor()).toBe('7-3')
    expect(hub.cursor()).toBeNull()
    hub.receive({ type: 'event', event: depositPaid }, true)
    expect(hub.startCursor()).toBe('2-5')
    expect(hubWithRecords().hub.startCursor()).toBeNull()
  })

  it("asks nothing again when its own connection started from the page's cursor: the replay covered it", async () => {
    const { hub, queryClient } = hubWithRecords('7-3')
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 1 })
    queryClient.setQueryData(inboxKeys.counts(), { messageCount: 0 })
    hub.receive({ type: 'ready', cursor: '9-9' }, true)
    await vi.advanceTimersByTimeAsync(0)
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(inboxKeys.counts())?.isInvalidated).toBe(false)
    expect(hub.cursor()).toBe('9-9')
  })

  it("catches up on another tab's stream all the same: it started where that tab stood, not this page", async () => {
    const { hub, queryClient } = hubWithRecords('7-3')
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 1 })
    hub.receive({ type: 'position', cursor: '9-9' })
    await vi.advanceTimersByTimeAsync(0)
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true)
  })

  it("takes a session's end even when it repeats the last event's id", () => {
    const { hub, ended } = hubWithRecords()
    hub.receive({ type: 'event', event: depositPaid })
    hub.receive({
      type: 'event',
      event: { id: depositPaid.id, kind: 'session', data: { reason: 'expired' } },
    })
    expect(ended).toEqual(['expired'])
  })
})
