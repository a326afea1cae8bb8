import { RE2JS } from 're2js'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  compilePattern,
  createDeadlineQueue,
  createWorkerRunner,
  evaluateOnMainThread,
  hasNestedQuantifier,
  loadPatternEngine,
  toLinearSource,
  type PatternReply,
  type PatternRequest,
  type PatternRunner,
} from './index'

const username = '^[a-zA-Z][a-zA-Z0-9]*$'
const digits = '^[0-9]+$'
const email = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
const fullName = '^[A-Za-z]+ [A-Za-z ]+$'
const thai = '^[\\u0E00-\\u0E7F]+$'
const korean = '^[\\uAC00-\\uD7AF]+$'
const password = '^(?=.*[A-Za-z])(?=.*\\d).+$'

/** Strings chosen to split JS and RE2 where they differ: Unicode spaces, line terminators, astral. */
const samples = [
  '',
  'a',
  'player1',
  '1player',
  'Player_1',
  '123456',
  '12 34',
  '١٢٣',
  'name@example.com',
  'name@example',
  'na me@example.com',
  'name\u00a0x@example.com',
  'name@exa\u3000mple.com',
  'name@example.com\n',
  'a@b.c\u2028',
  'John Smith',
  'John  Smith ',
  'John\tSmith',
  'JohnSmith',
  'Jöhn Smith',
  'สมชาย',
  'สมชาย ใจดี',
  'สมชายA',
  '한국어',
  '한국어 ',
  'ㄱ',
  '😀',
  'a😀b',
  '\r',
  '\ufeff',
  'Secret12',
  'Secret',
  '12345678',
]

/** What re2js says for the translated pattern, next to what JavaScript says. */
function bothEngines(pattern: string, value: string) {
  const linear = toLinearSource(pattern)
  if (linear === null) throw new Error(`not translated: ${pattern}`)
  return { re2: RE2JS.compile(linear).test(value), js: new RegExp(pattern, 'u').test(value) }
}

const agree = (pattern: string, value: string) => {
  const { re2, js } = bothEngines(pattern, value)
  return re2 === js ? null : { pattern, value, re2, js }
}

describe('toLinearSource: JavaScript patterns in RE2 syntax', () => {
  it.each([
    ['username', username],
    ['digits', digits],
    ['email', email],
    ['full name', fullName],
    ['Thai', thai],
    ['Korean', korean],
  ])('agrees with new RegExp(p, "u") on the %s pattern', (_, pattern) => {
    const differences = samples.map((value) => agree(pattern, value)).filter(Boolean)
    expect(differences).toEqual([])
  })

  it('agrees on the constructs whose meaning differs between the engines', () => {
    const patterns = [
      '^.+$',
      '^\\S+$',
      '^\\s*$',
      '^[\\s\\d]+$',
      '^[^\\S]+$',
      '^[\\S]+$',
      '^\\w+\\b',
      '^[a-z-]+$',
      '^[a-c-e]+$',
      '^[\\-_.]+$',
      '^[[]+$',
      '^\\u{1F600}$',
      '^\\uD83D\\uDE00$',
      '^[\\u{1F600}-\\u{1F64F}]+$',
      '^\\x41\\cA?$',
      '^(?:ab|cd){1,3}$',
      '^(?<word>[a-z]+)$',
      '^\\p{L}+$',
      '^\\p{Script=Thai}+$',
      '^\\p{sc=Hangul}+$',
      '^[\\p{Lu}\\d]+$',
      '^[^@]+$',
      '^\\$\\.\\*\\/$',
      '^$',
      '',
      'a|',
    ]
    const values = [...samples, 'ABC', 'a-b', 'c-', '[[', '$.*/', 'A\u0001', 'A', 'abcd', ' \u00a0']
    const differences = patterns.flatMap((p) => values.map((v) => agree(p, v))).filter(Boolean)
    expect(differences).toEqual([])
  })

  it('leaves lookaround, backreferences and the empty class to the backtracking engine', () => {
    for (const pattern of [password, '(?<!a)b', '(a)\\1', '(?<n>a)\\k<n>', '[]', '[^]', '\\uD83D'])
      expect(toLinearSource(pattern)).toBeNull()
  })
})

describe('hasNestedQuantifier', () => {
  it('flags repeated groups that repeat, alternate or refer back, and long chains of repeats', () => {
    for (const p of [
      '^(a+)+$',
      '(a*)*',
      '(a|a)*',
      '((ab)*c)+',
      '(\\w+\\s?){2,}',
      '((a)\\2)+',
      '.*.*.*.*x',
    ])
      expect(hasNestedQuantifier(p)).toBe(true)
  })

  it('passes ordinary registration patterns', () => {
    for (const p of [
      username,
      digits,
      email,
      fullName,
      thai,
      password,
      '(ab)+',
      '(a+)?',
      '(a|b)c+',
    ])
      expect(hasNestedQuantifier(p)).toBe(false)
  })
})

describe('evaluateOnMainThread (no Worker)', () => {
  it('evaluates safe patterns and refuses nested quantifiers with timeout', () => {
    expect(evaluateOnMainThread(password, 'Secret12')).toBe('match')
    expect(evaluateOnMainThread(password, 'Secret')).toBe('mismatch')
    expect(evaluateOnMainThread('^(?=a)(a+)+$', `${'a'.repeat(50)}b`)).toBe('timeout')
  })
})

describe('compilePattern', () => {
  beforeAll(async () => {
    await loadPatternEngine()
  })
  afterEach(() => vi.restoreAllMocks())

  it('treats * as match-all', async () => {
    const p = compilePattern('*')
    expect(p.kind).toBe('all')
    expect(await p.test('anything at all')).toBe('match')
  })

  it('runs the common patterns on the linear engine, with the same answers as RegExp', async () => {
    for (const source of [username, digits, email, fullName, thai, korean]) {
      const p = compilePattern(source)
      expect(p.kind).toBe('linear')
      const js = new RegExp(source, 'u')
      for (const value of samples)
        expect(await p.test(value)).toBe(js.test(value) ? 'match' : 'mismatch')
    }
  })

  it('answers ^(a+)+$ on a hostile value at once, in linear time', async () => {
    const p = compilePattern('^(a+)+$')
    expect(p.kind).toBe('linear')
    const started = performance.now()
    expect(await p.test(`${'a'.repeat(50)}b`)).toBe('mismatch')
    expect(await p.test('a'.repeat(255))).toBe('match')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('checks the lookahead password pattern on the backtracking path', async () => {
    const p = compilePattern(password)
    expect(p.kind).toBe('backtracking')
    expect(await p.test('Secret12')).toBe('match')
    expect(await p.test('Secret')).toBe('mismatch')
    expect(await p.test('12345678')).toBe('mismatch')
  })

  it('falls back to backtracking when re2js refuses a translation', async () => {
    const p = compilePattern('^a{2000}$')
    expect(p.kind).toBe('backtracking')
    expect(await p.test('a'.repeat(2000))).toBe('mismatch') // capped at 255 characters
  })

  it('caps the value at 255 characters', async () => {
    const p = compilePattern('^a{0,255}$')
    expect(await p.test('a'.repeat(255))).toBe('match')
    expect(await p.test(`${'a'.repeat(255)}!`)).toBe('match')
  })

  it('treats a pattern that does not compile as match-all and warns once per pattern', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const p = compilePattern('([a-z')
    expect(p.kind).toBe('invalid')
    expect(await p.test('!!')).toBe('match')
    expect(compilePattern('([a-z').kind).toBe('invalid')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('Registration pattern does not compile: ([a-z')
    compilePattern('(?<')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('refuses a catastrophic pattern without a worker (the main thread cannot be interrupted)', async () => {
    const p = compilePattern('^(?=a)(a+)+$')
    expect(p.kind).toBe('backtracking')
    expect(await p.test(`${'a'.repeat(50)}b`)).toBe('timeout')
  })

  it('sends backtracking patterns to an injected runner with the deadline', async () => {
    const stop = vi.fn()
    const runner: PatternRunner = { run: () => new Promise(() => {}), stop }
    const p = compilePattern('^(?=a)(a+)+$', { deadlineMs: 10, runner })
    expect(await p.test('aaab')).toBe('timeout')
    expect(stop).toHaveBeenCalledTimes(1)
  })
})

describe('createDeadlineQueue', () => {
  /** A runner that hangs on "slow" and answers otherwise, recording what it ran. */
  function fakeRunner() {
    const ran: string[] = []
    const runner = {
      stops: 0,
      run(source: string, value: string) {
        ran.push(value)
        if (source === 'slow') return new Promise<boolean>(() => {})
        return Promise.resolve(value === 'yes')
      },
      stop() {
        runner.stops++
      },
    }
    return { runner, ran }
  }

  it('gives timeout at the deadline, stops the runner, and serves the next request', async () => {
    const { runner, ran } = fakeRunner()
    const evaluate = createDeadlineQueue(runner)
    const started = performance.now()
    const slow = evaluate('slow', 'x', 30)
    const next = evaluate('fast', 'yes', 30)
    const last = evaluate('fast', 'no', 30)
    expect(await slow).toBe('timeout')
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
    expect(await next).toBe('match')
    expect(await last).toBe('mismatch')
    expect(runner.stops).toBe(1)
    expect(ran).toEqual(['x', 'yes', 'no']) // one at a time, in order
  })

  it('counts each deadline from the start of its own run, not from the queue', async () => {
    let release: (matched: boolean) => void = () => {}
    const runner: PatternRunner = {
      run: (source) =>
        source === 'held' ? new Promise((r) => (release = r)) : Promise.resolve(true),
      stop: vi.fn(),
    }
    const evaluate = createDeadlineQueue(runner)
    const first = evaluate('held', 'a', 40)
    const second = evaluate('quick', 'b', 5)
    await new Promise((r) => setTimeout(r, 20))
    release(false)
    expect(await first).toBe('mismatch')
    expect(await second).toBe('match')
    expect(runner.stop).not.toHaveBeenCalled()
  })

  it('falls back when the runner fails', async () => {
    const runner: PatternRunner = { run: () => Promise.reject(new Error('no')), stop: vi.fn() }
    const fallback = vi.fn(() => 'mismatch' as const)
    expect(await createDeadlineQueue(runner, fallback)('p', 'v', 50)).toBe('mismatch')
    expect(fallback).toHaveBeenCalledWith('p', 'v')
  })
})

/** Enough of a Worker for createWorkerRunner: loads (or not), then answers like pattern.worker.ts. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = []
  posted: PatternRequest[] = []
  terminated = false
  constructor(
    private readonly mode: 'answer' | 'hang' | 'broken' | 'silent',
    loadMs = 0,
  ) {
    super()
    FakeWorker.made.push(this)
    if (mode === 'broken') queueMicrotask(() => this.dispatchEvent(new Event('error')))
    else if (mode !== 'silent') setTimeout(() => this.reply({ ready: true }), loadMs)
  }
  private reply(data: PatternReply) {
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data })))
  }
  postMessage(request: PatternRequest) {
    this.posted.push(request)
    if (this.mode !== 'answer') return
    this.reply(
      request.source.startsWith('(')
        ? { id: request.id, error: 'bad' }
        : { id: request.id, matched: new RegExp(request.source, 'u').test(request.value) },
    )
  }
  terminate() {
    this.terminated = true
  }
}

describe('createWorkerRunner', () => {
  afterEach(() => {
    FakeWorker.made = []
  })

  it('posts id-tagged requests to one worker and resolves each with its own reply', async () => {
    const runner = createWorkerRunner(() => new FakeWorker('answer') as unknown as Worker)
    const [a, b] = await Promise.all([runner.run('^a$', 'a'), runner.run('^a$', 'b')])
    expect([a, b]).toEqual([true, false])
    expect(FakeWorker.made).toHaveLength(1)
    expect(FakeWorker.made[0]!.posted.map((r) => r.id)).toEqual([1, 2])
    await expect(runner.run('(', 'x')).rejects.toThrow('bad')
  })

  it('terminates the worker on stop and starts a fresh one for the next run', async () => {
    let mode: 'hang' | 'answer' = 'hang'
    const runner = createWorkerRunner(() => new FakeWorker(mode) as unknown as Worker)
    const evaluate = createDeadlineQueue(runner)
    expect(await evaluate('^(?=a)(a+)+$', `${'a'.repeat(40)}b`, 10)).toBe('timeout')
    expect(FakeWorker.made[0]!.terminated).toBe(true)
    mode = 'answer'
    expect(await evaluate('^a+$', 'aaa', 50)).toBe('match')
    expect(FakeWorker.made).toHaveLength(2)
  })

  it('starts the deadline once the worker has loaded, not when it was created', async () => {
    const runner = createWorkerRunner(() => new FakeWorker('answer', 40) as unknown as Worker)
    expect(await createDeadlineQueue(runner)('^a+$', 'aaa', 10)).toBe('match')
  })

  it('checks on the main thread when a worker does not load in time', async () => {
    vi.useFakeTimers()
    try {
      const runner = createWorkerRunner(() => new FakeWorker('silent') as unknown as Worker)
      const result = createDeadlineQueue(runner)(password, 'Secret12', 50)
      await vi.advanceTimersByTimeAsync(3000)
      expect(await result).toBe('match')
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops using workers after one fails to load, and falls back to the main thread', async () => {
    const runner = createWorkerRunner(() => new FakeWorker('broken') as unknown as Worker)
    const evaluate = createDeadlineQueue(runner)
    expect(await evaluate(password, 'Secret12', 50)).toBe('match')
    expect(await evaluate(password, 'Secret', 50)).toBe('mismatch')
    expect(FakeWorker.made).toHaveLength(1)
  })
})

describe('pattern.worker', () => {
  it('answers each request with its id, and reports a pattern error instead of throwing', async () => {
    const scope = new EventTarget() as EventTarget & { postMessage: (r: PatternReply) => void }
    const replies: PatternReply[] = []
    scope.postMessage = (reply) => replies.push(reply)
    vi.stubGlobal('self', scope)
    try {
      await import('./pattern.worker')
      const send = (data: PatternRequest) =>
        scope.dispatchEvent(new MessageEvent('message', { data }))
      send({ id: 7, source: password, value: 'Secret12' })
      send({ id: 8, source: password, value: 'Secret' })
      send({ id: 9, source: '([a-z', value: 'x' })
      expect(replies.slice(0, 3)).toEqual([
        { ready: true },
        { id: 7, matched: true },
        { id: 8, matched: false },
      ])
      expect(replies[3]).toMatchObject({ id: 9, error: expect.any(String) })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
