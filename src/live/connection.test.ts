import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import type { MemberEvents } from '@/api/member/get-events'
import { FakeEventSource } from '@/test/live-fakes'
import { nextPollDelay, reconnectDelay } from './backoff'
import { connect, streamRetryMs, type ConnectionDeps } from './connection'
import type { LiveMessage } from './messages'
import { readyTimeoutMs, streamUrl } from './stream'
import { loadEventValidator, type Validator } from './validate'

let validate: Validator
beforeAll(async () => {
  validate = await loadEventValidator()
})
beforeEach(() => {
  vi.useFakeTimers()
  FakeEventSource.instances = []
})
afterEach(() => {
  vi.useRealTimers()
})

const unauthorized = (callId: string) =>
  new ApiError('unauthorized', 'Not logged in', { callId, status: 401 })
const answer = (events: MemberEvents['events'] = [], more = false): MemberEvents => ({
  cursor: events.at(-1)?.id ?? '1-1',
  resync: false,
  more,
  events,
})
const deposit = (id: string) => ({
  id,
  kind: 'deposit' as const,
  data: { orderId: 'D1', status: 'paid' as const, amount: 100000 },
})

/** A connection with fakes; the cursor follows what it reports, as a tab's hub does. */
function start(overrides: Partial<ConnectionDeps> = {}) {
  const messages: LiveMessage[] = []
  const polls: { after: string | null; at: number }[] = []
  let cursor: string | null = null
  let tickets = 0
  const stop = connect(
    {
      validate,
      cursor: () => cursor,
      ticket: async () => `T${++tickets}`,
      url: (ticket, after) => streamUrl('/api', ticket, after),
      poll: async (after) => {
        polls.push({ after, at: Date.now() })
        return answer()
      },
      Source: FakeEventSource.asSource,
      random: () => 1,
      ...overrides,
    },
    (message) => {
      messages.push(message)
      if (message.type === 'ready') cursor ??= message.cursor
      if (message.type === 'position' || message.type === 'resync') cursor = message.cursor
      if (message.type === 'event') cursor = message.event.id
    },
  )
  const states = () => messages.flatMap((m) => (m.type === 'state' ? [m.state] : []))
  const events = () => messages.flatMap((m) => (m.type === 'event' ? [m.event] : []))
  return { stop, messages, polls, states, events, tickets: () => tickets }
}

/** Lets the ticket's promise and the stream's opening run. */
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('backoff', () => {
  it('waits 1 s, 2 s, 4 s … 30 s between streams, of which a random half', () => {
    const full = [0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 1))
    expect(full).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    const least = [0, 1, 5].map((attempt) => reconnectDelay(attempt, () => 0))
    expect(least).toEqual([500, 1000, 15000])
  })

  it('polls 3 s after events and doubles the wait up to 30 s while none come', () => {
    let wait: number | null = null
    const waits = [false, false, false, false, false, false, true, false].map((hadEvents) => {
      wait = nextPollDelay(wait, hadEvents)
      return wait
    })
    expect(waits).toEqual([3000, 6000, 12000, 24000, 30000, 30000, 3000, 6000])
  })
})

describe('the stream', () => {
  it('opens with a new ticket, says live at ready and reports the events that follow their schema', async () => {
    const live = start()
    await flush()
    const source = FakeEventSource.last!
    expect(source.param('ticket')).toBe('T1')
    expect(source.param('after')).toBeNull()
    expect(live.states()).toEqual(['connecting'])
    source.emit('ready', { cursor: '5-1' })
    expect(live.states()).toEqual(['connecting', 'live'])
    source.emit('deposit', { orderId: 'D1', status: 'paid', amount: 'a lot' }, '5-2')
    source.emit('deposit', { orderId: 'D1', status: 'paid' }, '5-2')
    source.emit('deposit', '{not json', '5-2')
    source.emit('deposit', { orderId: 'D1', status: 'paid', amount: 100000 }, 'not-a-cursor')
    expect(live.events()).toEqual([])
    source.emit('deposit', { orderId: 'D1', status: 'paid', amount: 100000 }, '5-3')
    expect(live.events()).toEqual([deposit('5-3')])
    live.stop()
    expect(source.isClosed).toBe(true)
  })

  it('opens again after a drop with a new ticket and the last cursor, after 1 s then 2 s', async () => {
    const live = start()
    await flush()
    FakeEventSource.last!.emit('ready', { cursor: '5-1' })
    FakeEventSource.last!.emit('deposit', deposit('5-3').data, '5-3')
    FakeEventSource.last!.fail()
    expect(live.states().at(-1)).toBe('offline')
    await vi.advanceTimersByTimeAsync(999)
    expect(FakeEventSource.instances).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    const second = FakeEventSource.last!
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(second.param('ticket')).toBe('T2')
    expect(second.param('after')).toBe('5-3')
    second.fail()
    await vi.advanceTimersByTimeAsync(1999)
    expect(FakeEventSource.instances).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeEventSource.instances).toHaveLength(3)
    // Ready again: the next drop waits 1 s again.
    FakeEventSource.last!.emit('ready', { cursor: '9-9' })
    FakeEventSource.last!.fail()
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeEventSource.instances).toHaveLength(4)
    expect(FakeEventSource.last!.param('after')).toBe('5-3')
    live.stop()
  })

  it('counts a stream that never says ready as failed (a buffering proxy)', async () => {
    const live = start()
    await flush()
    await vi.advanceTimersByTimeAsync(readyTimeoutMs)
    expect(FakeEventSource.instances[0]!.isClosed).toBe(true)
    expect(live.states()).toEqual(['connecting', 'offline'])
    live.stop()
  })

  it('stops after the session event: nothing more comes for this session', async () => {
    const live = start()
    await flush()
    const source = FakeEventSource.last!
    source.emit('ready', { cursor: '5-1' })
    source.emit('session', { reason: 'password' }, '5-2')
    source.fail()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(live.events().map((event) => event.kind)).toEqual(['session'])
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(source.isClosed).toBe(true)
  })

  it('reports the session ended when the ticket is refused with 401, and stops', async () => {
    const live = start({
      ticket: () => Promise.reject(unauthorized('community.streamTicket')),
    })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(live.messages.at(-1)).toEqual({ type: 'ended', reason: 'ended' })
    expect(FakeEventSource.instances).toHaveLength(0)
  })

  it('counts a stream that opens with resync (a cursor it cannot go on from) as open', async () => {
    const live = start()
    await flush()
    FakeEventSource.last!.emit('resync', { cursor: '8-1' })
    expect(live.states()).toEqual(['connecting', 'live'])
    expect(live.messages).toContainEqual({ type: 'resync', cursor: '8-1' })
    await vi.advanceTimersByTimeAsync(readyTimeoutMs * 2)
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(FakeEventSource.last!.isClosed).toBe(false)
    live.stop()
  })
})

describe('the polling fallback', () => {
  /** Three streams that fail to open: 1 s and 2 s apart, then polling. */
  async function failThreeOpens(live: ReturnType<typeof start>) {
    await flush()
    FakeEventSource.last!.fail()
    await vi.advanceTimersByTimeAsync(1000)
    FakeEventSource.last!.fail()
    await vi.advanceTimersByTimeAsync(2000)
    FakeEventSource.last!.fail()
    await flush()
    expect(FakeEventSource.instances).toHaveLength(3)
    expect(live.states().at(-1)).toBe('polling')
  }

  it('polls after three failed opens, at once and then 3 s, 6 s, 12 s, 24 s, 30 s apart', async () => {
    const live = start()
    await failThreeOpens(live)
    const startedAt = live.polls[0]!.at
    await vi.advanceTimersByTimeAsync(3000 + 6000 + 12000 + 24000 + 30000 - 1)
    expect(live.polls.map((poll) => poll.at - startedAt)).toEqual([0, 3000, 9000, 21000, 45000])
    live.stop()
  })

  it('goes back to 3 s after events, asks again at once while there is more, and keeps the cursor', async () => {
    const answers = [answer([deposit('6-1')], true), answer([deposit('6-2')]), answer(), answer()]
    const polls: { after: string | null; at: number }[] = []
    const live = start({
      Source: undefined,
      poll: async (after) => {
        polls.push({ after, at: Date.now() })
        return answers.shift() ?? answer()
      },
    })
    await vi.advanceTimersByTimeAsync(10_000)
    const at = polls.map((poll) => poll.at)
    const gaps = at.slice(1).map((time, index) => time - at[index]!)
    // "More" asks again in the next task (a timer's shortest wait).
    expect(gaps[0]).toBeLessThanOrEqual(1)
    expect(gaps.slice(1, 3)).toEqual([3000, 6000])
    expect(polls.map((poll) => poll.after)).toEqual([null, '6-1', '6-2', '1-1'])
    expect(live.events().map((event) => event.id)).toEqual(['6-1', '6-2'])
    expect(FakeEventSource.instances).toHaveLength(0)
    live.stop()
  })

  it('tries the stream every minute and stops polling once it is ready', async () => {
    const live = start()
    await failThreeOpens(live)
    await vi.advanceTimersByTimeAsync(streamRetryMs)
    expect(FakeEventSource.instances).toHaveLength(4)
    // A trial that fails leaves the polling on and tries again a minute later.
    FakeEventSource.last!.fail()
    expect(live.states().at(-1)).toBe('polling')
    await vi.advanceTimersByTimeAsync(streamRetryMs)
    expect(FakeEventSource.instances).toHaveLength(5)
    FakeEventSource.last!.emit('ready', { cursor: '7-1' })
    expect(live.states().at(-1)).toBe('live')
    const polled = live.polls.length
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(live.polls).toHaveLength(polled)
    live.stop()
  })

  it('reports the session ended when member.events answers 401', async () => {
    const live = start({
      Source: undefined,
      poll: () => Promise.reject(unauthorized('member.events')),
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(live.messages).toEqual([
      { type: 'state', state: 'polling' },
      { type: 'ended', reason: 'ended' },
    ])
  })

  it('waits as after an empty answer when a poll fails', async () => {
    let calls = 0
    const live = start({
      Source: undefined,
      poll: async () => {
        calls += 1
        throw new ApiError('network', 'offline', { callId: 'member.events' })
      },
    })
    await vi.advanceTimersByTimeAsync(3000 + 6000)
    expect(calls).toBe(3)
    live.stop()
  })
})
