/**
 * Registration patterns come from the server's config, which an operator controls: a pattern may not
 * compile, or may backtrack for minutes (`^(a+)+$`). Patterns that RE2 can express run on re2js in
 * linear time; the rest (lookahead, backreferences) run in a worker that is terminated at a deadline.
 */

import type * as Re2jsModule from 're2js'

/** What a value checked against a pattern gives. */
export type PatternResult = 'match' | 'mismatch' | 'timeout'

/** A registration pattern ready to check values. */
export interface CompiledPattern {
  /** all: the pattern is "*" (match-all, spec §5); linear: compiled with the linear-time engine; backtracking: evaluated in a worker with a deadline; invalid: did not compile (treated as match-all, reported once with console.warn). */
  kind: 'all' | 'linear' | 'backtracking' | 'invalid'
  test(value: string): Promise<PatternResult>
}

/** The longest value any pattern is run against. */
export const maxPatternInput = 255

/** The default time a backtracking pattern may take on one value. */
export const defaultDeadlineMs = 50

/** A message to the pattern worker. */
export interface PatternRequest {
  id: number
  source: string
  value: string
}

/** The pattern worker's messages: loaded, then per request whether the value matched or why not. */
export type PatternReply =
  { ready: true } | { id: number; matched: boolean } | { id: number; error: string }

// --- JavaScript syntax -> RE2 syntax -------------------------------------------------------------

/** What `\s` matches in a JavaScript pattern: WhiteSpace and LineTerminator (RE2's `\s` is ASCII). */
const jsSpaces: [number, number][] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]

const hex = (cp: number) => `\\x{${cp.toString(16)}}`
const rangesToClass = (ranges: [number, number][]) =>
  ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('')
const complement = (ranges: [number, number][]) => {
  const out: [number, number][] = []
  let next = 0
  for (const [a, b] of ranges) {
    if (a > next) out.push([next, a - 1])
    next = b + 1
  }
  out.push([next, 0x10ffff])
  return out
}
const spaceItems = rangesToClass(jsSpaces)
const nonSpaceItems = rangesToClass(complement(jsSpaces))
/** JavaScript's `.` without the s flag: anything but a line terminator (RE2's `.` excludes only \n). */
const jsDot = `[^${rangesToClass([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
])}]`

const syntaxChars = new Set('^$\\.*+?()[]{}|/')
const controlEscapes: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 }
const isHigh = (cp: number) => cp >= 0xd800 && cp <= 0xdbff
const isLow = (cp: number) => cp >= 0xdc00 && cp <= 0xdfff

/** Unsupported syntax: the pattern stays on the backtracking path. */
class Untranslatable extends Error {}

/**
 * Reads one JavaScript pattern (valid with the `u` flag) and writes the RE2 pattern that accepts the
 * same strings. Everything whose meaning differs is rewritten (`.`, `\s`, `\uXXXX`, literal `[` and
 * `-` in classes); what RE2 lacks (lookaround, backreferences, `[]`) throws Untranslatable.
 */
class Translator {
  private i = 0
  constructor(private readonly src: string) {}

  run(): string {
    let out = ''
    while (this.i < this.src.length) out += this.term()
    return out
  }

  private term(): string {
    const c = this.src[this.i]!
    if (c === '\\') return this.escape(false).text
    if (c === '[') return this.charClass()
    if (c === '(') return this.group()
    if (c === '{') return this.quantifier()
    if (c === ']' || c === '}') throw new Untranslatable(c)
    if (c !== '.' && !')|^$*+?'.includes(c)) return this.literal()
    this.i++
    return c === '.' ? jsDot : c
  }

  private literal(): string {
    const cp = this.codePoint()
    return /[A-Za-z0-9 ]/.test(String.fromCodePoint(cp)) ? String.fromCodePoint(cp) : hex(cp)
  }

  private quantifier(): string {
    const m = /^\{\d+(,\d*)?\}/.exec(this.src.slice(this.i))
    if (!m) throw new Untranslatable('{')
    this.i += m[0].length
    return m[0]
  }

  private group(): string {
    const open = /^\((?:\?:|\?<([A-Za-z_][A-Za-z0-9_]*)>|(?!\?))/.exec(this.src.slice(this.i))
    // Lookaround (?= (?! (?<= (?<! and any other (? syntax stay with the backtracking engine.
    if (!open) throw new Untranslatable('group syntax')
    this.i += open[0].length
    return open[1] ? `(?P<${open[1]}>` : open[0]
  }

  private charClass(): string {
    this.i++ // [
    let out = '['
    if (this.src[this.i] === '^') {
      out += '^'
      this.i++
    }
    if (this.src[this.i] === ']') throw new Untranslatable('[]') // empty class; RE2 reads []a] as a class
    while (this.src[this.i] !== ']') {
      if (this.i >= this.src.length) throw new Untranslatable('[')
      const from = this.classAtom()
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && from.cp !== null) {
        this.i++
        const to = this.classAtom()
        if (to.cp === null) throw new Untranslatable('class range')
        out += `${from.text}-${to.text}`
      } else out += from.text
    }
    this.i++ // ]
    return `${out}]`
  }

  /** One class member: a code point (cp set, usable in a range) or a class escape such as \d. */
  private classAtom(): { text: string; cp: number | null } {
    if (this.src[this.i] === '\\') return this.escape(true)
    const cp = this.codePoint()
    return { text: hex(cp), cp }
  }

  private codePoint(): number {
    const cp = this.src.codePointAt(this.i)!
    if (isHigh(cp) || isLow(cp)) throw new Untranslatable('lone surrogate')
    this.i += cp > 0xffff ? 2 : 1
    return cp
  }

  private escape(inClass: boolean): { text: string; cp: number | null } {
    const c = this.src[this.i + 1]
    if (c === undefined) throw new Untranslatable('\\')
    this.i += 2
    const char = (cp: number) => ({ text: hex(cp), cp })
    if (c in controlEscapes) return char(controlEscapes[c]!)
    if ('dDwW'.includes(c)) return { text: `\\${c}`, cp: null }
    if (c === 's') return { text: inClass ? spaceItems : `[${spaceItems}]`, cp: null }
    if (c === 'S') return { text: inClass ? nonSpaceItems : `[^${spaceItems}]`, cp: null }
    if (c === 'b' || c === 'B') {
      if (inClass && c === 'b') return char(8) // [\b] is backspace
      if (inClass) throw new Untranslatable('[\\B]')
      return { text: `\\${c}`, cp: null }
    }
    if (c === '0') return char(0)
    if (c === 'c') return char(this.take(/^[A-Za-z]/).charCodeAt(0) % 32)
    if (c === 'x') return char(parseInt(this.take(/^[0-9a-fA-F]{2}/), 16))
    if (c === 'u') return char(this.unicodeEscape())
    if (c === 'p' || c === 'P') return { text: this.property(c), cp: null }
    if (syntaxChars.has(c) || (inClass && c === '-')) return char(c.charCodeAt(0))
    throw new Untranslatable(`\\${c}`) // backreferences \1 \k<name>
  }

  private take(re: RegExp): string {
    const m = re.exec(this.src.slice(this.i))
    if (!m) throw new Untranslatable('escape')
    this.i += m[0].length
    return m[1] ?? m[0]
  }

  private unicodeEscape(): number {
    if (this.src[this.i] === '{') return parseInt(this.take(/^\{([0-9a-fA-F]+)\}/), 16)
    const cp = parseInt(this.take(/^[0-9a-fA-F]{4}/), 16)
    if (isHigh(cp)) {
      const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(this.src.slice(this.i))
      if (!low) throw new Untranslatable('lone surrogate')
      this.i += 6
      return 0x10000 + ((cp - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00)
    }
    if (isLow(cp)) throw new Untranslatable('lone surrogate')
    return cp
  }

  /** \p{Lu}, \p{Script=Thai}: general categories and scripts mean the same in RE2; others throw there. */
  private property(c: 'p' | 'P'): string {
    const name = this.take(/^\{([A-Za-z0-9_=]+)\}/)
    const script = /^(?:Script|sc)=(\w+)$/.exec(name)
    if (script) return `\\${c}{${script[1]}}`
    if (name.includes('=')) throw new Untranslatable('property') // Script_Extensions and the like
    return `\\${c}{${name}}`
  }
}

/**
 * The RE2 pattern that accepts exactly the strings the JavaScript pattern `source` (read with the u
 * flag) accepts, or null when RE2 cannot say the same thing. `source` must compile as a JS pattern.
 * re2js may still reject the result (a repeat count over 1000, a property name RE2 lacks).
 */
export function toLinearSource(source: string): string | null {
  try {
    return new Translator(source).run()
  } catch (error) {
    if (error instanceof Untranslatable) return null
    throw error
  }
}

// --- Patterns on the main thread -----------------------------------------------------------------

/**
 * Whether a pattern could backtrack for long: a repeated group holding a repeat, an alternation or a
 * backreference (`(a+)+`, `(a|a)*`), or more than three unbounded repeats (`.*.*.*.*x`). Only such
 * patterns are refused on the main thread; the check is deliberately coarse.
 */
export function hasNestedQuantifier(source: string): boolean {
  // risky: the group holds a repeat, an alternation or a backreference, directly or in a subgroup.
  const open: { risky: boolean }[] = [{ risky: false }]
  let closed: { risky: boolean } | null = null // the group that ends just before this character
  let unbounded = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    const top = open[open.length - 1]!
    let max = 1 // how often this character lets the preceding atom repeat
    if (c === '\\') {
      if (/[1-9k]/.test(source[i + 1] ?? '')) top.risky = true
      i++
    } else if (c === '[') {
      i++
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1
    } else if (c === '(') open.push({ risky: false })
    else if (c === ')' && open.length > 1) {
      closed = open.pop()!
      if (closed.risky) open[open.length - 1]!.risky = true
      continue
    } else if (c === '|') top.risky = true
    else if (c === '*' || c === '+') max = Infinity
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i))
      if (m) {
        max = m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity
        i += m[0].length - 1
      }
    }
    if (max === Infinity) unbounded++
    if (max > 1) {
      if (closed?.risky) return true
      for (const frame of open) frame.risky = true
    }
    closed = null
  }
  return unbounded > 3
}

/** Checks a value on the calling thread: refuses (timeout) a pattern that could backtrack for long. */
export function evaluateOnMainThread(source: string, value: string): PatternResult {
  if (hasNestedQuantifier(source)) return 'timeout'
  try {
    return new RegExp(source, 'u').test(value) ? 'match' : 'mismatch'
  } catch {
    return 'timeout'
  }
}

// --- Patterns in a worker, one at a time, each with a deadline -----------------------------------

/** Somewhere a JavaScript pattern runs and can be abandoned (a worker; a fake one in tests). */
export interface PatternRunner {
  /** Settles when the runner can take a run (its worker has loaded): deadlines start after this. */
  ready?(): Promise<void>
  /** Whether `value` matches `source`; rejects when the runner cannot evaluate it. */
  run(source: string, value: string): Promise<boolean>
  /** Abandons the run in flight: a worker is terminated, and the next run starts a fresh one. */
  stop(): void
}

/** Evaluates a JavaScript pattern with a deadline; see createDeadlineQueue. */
export type PatternEvaluator = (
  source: string,
  value: string,
  deadlineMs: number,
) => Promise<PatternResult>

/** How long a worker may take to load before a value is checked without it. */
const startupLimitMs = 3000

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not ready in time')), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/**
 * Runs requests through `runner` one at a time, so that each deadline counts only its own run (not
 * the queue, not the worker's start). At the deadline the runner is stopped and the request gives
 * 'timeout'; a runner that cannot start or fails gives way to `fallback`.
 */
export function createDeadlineQueue(
  runner: PatternRunner,
  fallback: (source: string, value: string) => PatternResult = evaluateOnMainThread,
): PatternEvaluator {
  let tail: Promise<unknown> = Promise.resolve()
  const once = async (source: string, value: string, deadlineMs: number) => {
    try {
      await within(runner.ready?.() ?? Promise.resolve(), startupLimitMs)
    } catch {
      return fallback(source, value)
    }
    return new Promise<PatternResult>((resolve) => {
      const timer = setTimeout(() => {
        runner.stop()
        resolve('timeout')
      }, deadlineMs)
      runner.run(source, value).then(
        (matched) => {
          clearTimeout(timer)
          resolve(matched ? 'match' : 'mismatch')
        },
        () => {
          clearTimeout(timer)
          resolve(fallback(source, value))
        },
      )
    })
  }
  return (source, value, deadlineMs) => {
    const result = tail.then(() => once(source, value, deadlineMs))
    tail = result
    return result
  }
}

/** A runner on one module worker, created on first use and again after each stop(). */
export function createWorkerRunner(spawn: () => Worker = spawnPatternWorker): PatternRunner {
  let current: { worker: Worker; ready: Promise<void> } | null = null
  let isBroken = false
  let nextId = 1
  const pending = new Map<number, { resolve(m: boolean): void; reject(e: Error): void }>()
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }
  const start = () => {
    const worker = spawn()
    let markReady: () => void = () => {}
    let markFailed: (error: Error) => void = () => {}
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve
      markFailed = reject
    })
    ready.catch(() => {}) // a worker that fails before anyone waits is not an unhandled rejection
    worker.addEventListener('message', (event: MessageEvent<PatternReply>) => {
      const reply = event.data
      if ('ready' in reply) return markReady()
      const p = pending.get(reply.id)
      if (!p) return // a reply to a request that was abandoned
      pending.delete(reply.id)
      if ('error' in reply) p.reject(new Error(reply.error))
      else p.resolve(reply.matched)
    })
    worker.addEventListener('error', (event) => {
      // The worker script did not load or crashed (a CSP or deploy problem): stop using workers.
      event.preventDefault()
      isBroken = true
      worker.terminate()
      if (current?.worker === worker) current = null
      markFailed(new Error('pattern worker failed'))
      failAll(new Error('pattern worker failed'))
    })
    return { worker, ready }
  }
  const started = () => {
    if (isBroken) throw new Error('pattern worker unavailable')
    try {
      current ??= start()
    } catch (error) {
      isBroken = true // Worker exists but may not be used here (a CSP without worker-src, say)
      throw error
    }
    return current
  }
  return {
    async ready() {
      await started().ready
    },
    run(source, value) {
      return new Promise<boolean>((resolve, reject) => {
        const { worker } = started()
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, source, value } satisfies PatternRequest)
      })
    },
    stop() {
      current?.worker.terminate()
      current = null
      failAll(new Error('pattern worker stopped'))
    },
  }
}

function spawnPatternWorker(): Worker {
  return new Worker(new URL('./pattern.worker.ts', import.meta.url), { type: 'module' })
}

let sharedEvaluator: PatternEvaluator | null = null
const runnerEvaluators = new WeakMap<PatternRunner, PatternEvaluator>()

/** One worker for every pattern; without Worker (tests, old engines) the guarded main thread. */
function evaluatorFor(runner: PatternRunner | undefined): PatternEvaluator {
  if (runner) {
    let evaluator = runnerEvaluators.get(runner)
    if (!evaluator) runnerEvaluators.set(runner, (evaluator = createDeadlineQueue(runner)))
    return evaluator
  }
  sharedEvaluator ??=
    typeof Worker === 'undefined'
      ? async (source, value) => evaluateOnMainThread(source, value)
      : createDeadlineQueue(createWorkerRunner())
  return sharedEvaluator
}

// --- The linear-time engine, loaded on first use -------------------------------------------------

type Re2js = typeof Re2jsModule
let engine: Re2js | null = null
let engineLoad: Promise<Re2js> | null = null

/** Loads re2js (a separate chunk). After it resolves, compilePattern knows `kind` at once. */
export function loadPatternEngine(): Promise<Re2js> {
  engineLoad ??= import('re2js').then(
    (module) => (engine = module),
    (error: unknown) => {
      engineLoad = null // a failed chunk load may succeed later
      throw error
    },
  )
  return engineLoad
}

/** A value test on RE2, or null when re2js rejects the translated pattern. */
function linearTester(module: Re2js, linearSource: string): ((value: string) => boolean) | null {
  try {
    const re = module.RE2JS.compile(linearSource)
    return (value) => re.test(value)
  } catch {
    return null
  }
}

// --- compilePattern ------------------------------------------------------------------------------

const warned = new Set<string>()

function warnInvalid(source: string, error: unknown) {
  if (warned.has(source)) return
  warned.add(source)
  const reason = error instanceof Error ? error.message : String(error)
  console.warn(`Registration pattern does not compile: ${source} (${reason})`)
}

/** Prepares a server-supplied pattern (spec §5): "*" matches all; a broken pattern matches all too. */
export function compilePattern(
  source: string,
  options: { deadlineMs?: number; runner?: PatternRunner } = {},
): CompiledPattern {
  const always = async (): Promise<PatternResult> => 'match'
  if (source === '*') return { kind: 'all', test: always }
  try {
    new RegExp(source, 'u')
  } catch (error) {
    warnInvalid(source, error)
    return { kind: 'invalid', test: always }
  }
  const deadlineMs = options.deadlineMs ?? defaultDeadlineMs
  const linearSource = toLinearSource(source)
  // undefined: the engine is not loaded yet; null: this pattern is not for the linear engine.
  let linear: ((value: string) => boolean) | null | undefined =
    linearSource === null ? null : engine ? linearTester(engine, linearSource) : undefined
  const linearReady = async () => {
    if (linear !== undefined || linearSource === null) return linear ?? null
    try {
      linear = linearTester(await loadPatternEngine(), linearSource)
    } catch {
      return null // the chunk did not load this time: use the worker, try the engine again later
    }
    return linear
  }
  return {
    get kind() {
      return linear === null ? 'backtracking' : 'linear'
    },
    async test(value) {
      const capped = value.slice(0, maxPatternInput)
      const re = await linearReady()
      if (re) return re(capped) ? 'match' : 'mismatch'
      // A pattern that cannot backtrack for long (a lookahead password rule, say) needs no worker:
      // a busy machine would only make its deadline fire on a value that is fine.
      if (!hasNestedQuantifier(source)) return evaluateOnMainThread(source, capped)
      return evaluatorFor(options.runner)(source, capped, deadlineMs)
    },
  }
}
