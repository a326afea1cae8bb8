/**
 * Fakes of the browser parts live state (src/live) uses, for tests: EventSource, Web Locks and
 * BroadcastChannel, each behaving as the specification says where live state depends on it.
 */

/** An EventSource the test speaks for: it records its URL and sends what the test tells it to. */
export class FakeEventSource {
  static instances: FakeEventSource[] = []
  readonly url: string
  isClosed = false
  private readonly listeners = new Map<string, Set<(event: Event) => void>>()

  constructor(url: string | URL) {
    this.url = String(url)
    FakeEventSource.instances.push(this)
  }

  /** The newest stream opened. */
  static get last(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1)
  }

  /** The class as the page's EventSource. */
  static get asSource(): typeof EventSource {
    return FakeEventSource as unknown as typeof EventSource
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    let set = this.listeners.get(type)
    if (!set) this.listeners.set(type, (set = new Set()))
    set.add(listener)
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener)
  }

  close() {
    this.isClosed = true
  }

  /** A query parameter of the stream's URL (ticket, after). */
  param(name: string): string | null {
    return new URL(this.url, 'http://portal.test').searchParams.get(name)
  }

  /** The server sends an event (data as JSON unless given as text). */
  emit(type: string, data: unknown, id = '') {
    if (this.isClosed) return
    const text = typeof data === 'string' ? data : JSON.stringify(data)
    const event = new MessageEvent(type, { data: text, lastEventId: id })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }

  /** The connection drops, or the server refuses it (EventSource cannot tell the two apart). */
  fail() {
    if (this.isClosed) return
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'))
  }
}

/**
 * Web Locks for the tabs of one test: exclusive locks granted in the order asked, a waiting request
 * given up by its signal, and a held lock released when its callback's promise settles.
 */
export class FakeLocks {
  private readonly held = new Set<string>()
  private readonly waiting = new Map<string, (() => void)[]>()

  /** As LockManager. */
  get asLockManager(): LockManager {
    return this as unknown as LockManager
  }

  isHeld(name: string) {
    return this.held.has(name)
  }

  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const { signal } = options
      const aborted = () => new DOMException('The request was aborted', 'AbortError')
      if (signal?.aborted) return reject(aborted())
      const grant = () => {
        signal?.removeEventListener('abort', giveUp)
        queueMicrotask(() => {
          Promise.resolve()
            .then(() => callback({ name, mode: 'exclusive' }))
            .then(resolve, reject)
            .finally(() => this.release(name))
        })
      }
      const giveUp = () => {
        const queue = this.waiting.get(name) ?? []
        this.waiting.set(
          name,
          queue.filter((entry) => entry !== grant),
        )
        reject(aborted())
      }
      if (!this.held.has(name)) {
        this.held.add(name)
        return grant()
      }
      signal?.addEventListener('abort', giveUp, { once: true })
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), grant])
    })
  }

  private release(name: string) {
    const [next, ...rest] = this.waiting.get(name) ?? []
    this.waiting.set(name, rest)
    if (next) next()
    else this.held.delete(name)
  }
}

/** A BroadcastChannel class whose instances of one name reach each other (never the sender). */
export function fakeBroadcastChannel() {
  const open = new Set<FakeChannel>()
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null
    isClosed = false
    constructor(readonly name: string) {
      open.add(this)
    }
    postMessage(data: unknown) {
      if (this.isClosed) throw new DOMException('The channel is closed', 'InvalidStateError')
      const copy = structuredClone(data)
      for (const other of open)
        if (other !== this && other.name === this.name)
          queueMicrotask(() => {
            if (!other.isClosed) other.onmessage?.(new MessageEvent('message', { data: copy }))
          })
    }
    close() {
      this.isClosed = true
      open.delete(this)
    }
  }
  return {
    Channel: FakeChannel as unknown as typeof BroadcastChannel,
    /** The names of the channels open now. */
    openNames: () => [...open].map((channel) => channel.name),
  }
}
