import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { readAgain, writeAnswer } from './after-change'

/**
 * A server whose answer is read when a request arrives and sent when the test says: a first load
 * asked before a change is answered after it, with what it read before.
 */
function slowServer() {
  let value = 'before the change'
  let reads = 0
  const waiting: (() => void)[] = []
  const queryFn = () => {
    reads += 1
    const read = value
    return new Promise<string>((resolve) => waiting.push(() => resolve(read)))
  }
  return {
    queryFn,
    change: () => {
      value = 'after the change'
    },
    /** Answers every request in flight, and those they lead to, until none is left. */
    answerAll: async () => {
      for (let round = 0; round < 10; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 0))
        waiting.splice(0).forEach((answer) => answer())
      }
    },
    reads: () => reads,
  }
}

const clients: QueryClient[] = []
afterEach(() => {
  clients.splice(0).forEach((client) => client.clear())
})

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  clients.push(client)
  const server = slowServer()
  const queryKey = ['finance', 'withdrawals', { username: 'r7zut6drk9dl' }]
  return { client, server, queryKey }
}

/** A list on screen: an observer whose first load starts now. */
function onScreen(client: QueryClient, queryKey: unknown[], queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey, queryFn })
  const unsubscribe = observer.subscribe(() => undefined)
  return { observer, unsubscribe }
}

describe('readAgain', () => {
  it("shows the answer read after the change when the list's first load was in flight", async () => {
    const { client, server, queryKey } = setUp()
    const { observer, unsubscribe } = onScreen(client, queryKey, server.queryFn)
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching')

    server.change()
    const done = readAgain(client, { queryKey: ['finance'] })
    await server.answerAll()
    await done

    expect(observer.getCurrentResult().data).toBe('after the change')
    expect(server.reads()).toBe(2)
    unsubscribe()
  })

  it('is needed: invalidateQueries alone keeps the answer read before the change', async () => {
    // TanStack/query#8530. When this fails, the library restarts first loads itself and
    // readAgain can become invalidateQueries again.
    const { client, server, queryKey } = setUp()
    const { observer, unsubscribe } = onScreen(client, queryKey, server.queryFn)

    server.change()
    const done = client.invalidateQueries({ queryKey: ['finance'] })
    await server.answerAll()
    await done

    expect(observer.getCurrentResult().data).toBe('before the change')
    unsubscribe()
  })

  it('gives a loader awaiting a first load off screen its answer, and does not wait for it', async () => {
    const { client, server, queryKey } = setUp()
    const loader = client.fetchQuery({ queryKey, queryFn: server.queryFn })

    server.change()
    // Resolves with the preload still on its way: nothing on screen waits for it.
    await readAgain(client, { queryKey: ['finance'] })
    await server.answerAll()

    await expect(loader).resolves.toBe('before the change')
    // Off screen: marked stale once it lands, for its next use, not loaded again now.
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true)
    expect(server.reads()).toBe(1)
  })

  it('keeps the filters the second time: a first load that fails is left for the person to retry', async () => {
    const { client, queryKey } = setUp()
    let reads = 0
    let fail!: () => void
    const queryFn = () => {
      reads += 1
      return new Promise<string>((_, reject) => (fail = () => reject(new Error('offline'))))
    }
    const { observer, unsubscribe } = onScreen(client, queryKey, queryFn)

    const done = readAgain(client, {
      queryKey: ['finance'],
      predicate: (query) => query.state.status !== 'error',
    })
    fail()
    await done

    expect(observer.getCurrentResult().status).toBe('error')
    expect(reads).toBe(1)
    unsubscribe()
  })

  it('restarts a reload in flight, and leaves answers outside the filter alone', async () => {
    const { client, server, queryKey } = setUp()
    const { observer, unsubscribe } = onScreen(client, queryKey, server.queryFn)
    await server.answerAll()
    const other = onScreen(client, ['wallet'], server.queryFn)
    await server.answerAll()
    void observer.refetch()

    server.change()
    const done = readAgain(client, { queryKey: ['finance'] })
    await server.answerAll()
    await done

    expect(observer.getCurrentResult().data).toBe('after the change')
    expect(other.observer.getCurrentResult().data).toBe('before the change')
    unsubscribe()
    other.unsubscribe()
  })
})

describe('writeAnswer', () => {
  it('keeps the answer a change brought over a load that was on its way before it', async () => {
    const { client, server, queryKey } = setUp()
    const { observer, unsubscribe } = onScreen(client, queryKey, server.queryFn)

    await writeAnswer(client, queryKey, 'after the change')
    await server.answerAll()

    expect(observer.getCurrentResult().data).toBe('after the change')
    unsubscribe()
  })

  it('is needed: setQueryData alone is overwritten by the load that lands after it', async () => {
    const { client, server, queryKey } = setUp()
    const { observer, unsubscribe } = onScreen(client, queryKey, server.queryFn)

    client.setQueryData(queryKey, 'after the change')
    await server.answerAll()

    expect(observer.getCurrentResult().data).toBe('before the change')
    unsubscribe()
  })

  it('writes at once when nothing is loading, and keeps the order of writes that wait', async () => {
    const { client, server, queryKey } = setUp()
    void writeAnswer(client, ['wallet'], 'first')
    expect(client.getQueryData(['wallet'])).toBe('first')

    const { observer, unsubscribe } = onScreen(client, queryKey, server.queryFn)
    const first = writeAnswer(client, queryKey, 'first answer')
    const second = writeAnswer(client, queryKey, 'second answer')
    await Promise.all([first, second])
    await server.answerAll()

    expect(observer.getCurrentResult().data).toBe('second answer')
    unsubscribe()
  })
})
