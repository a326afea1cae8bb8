/**
 * The server's half of the registration pattern check (spec §5). Patterns come from the merchant
 * config, so they may not compile or may backtrack for minutes. What RE2 can express runs on re2js in
 * linear time, translated exactly as the browser translates it; the rest runs in a vm context whose
 * timeout interrupts the regular expression engine.
 */
import vm from 'node:vm'
import { RE2JS } from 're2js'
import { hasNestedQuantifier, toLinearSource } from '../../src/lib/pattern/index'

/** How a value fared against a pattern; 'invalid' means the pattern itself does not compile. */
export type PatternOutcome = 'match' | 'mismatch' | 'timeout' | 'invalid'

type Compiled =
  | { kind: 'all' }
  | { kind: 'invalid' }
  | { kind: 'linear'; re: RE2JS }
  | { kind: 'plain'; re: RegExp }
  | { kind: 'backtracking'; re: RegExp }

/** Patterns per process are few (one config per merchant); the bound only stops a config churn leak. */
const maxCached = 256
const cache = new Map<string, Compiled>()

function compile(source: string): Compiled {
  if (source === '*') return { kind: 'all' }
  let re: RegExp
  try {
    re = new RegExp(source, 'u')
  } catch {
    return { kind: 'invalid' }
  }
  const linearSource = toLinearSource(source)
  if (linearSource !== null) {
    try {
      return { kind: 'linear', re: RE2JS.compile(linearSource) }
    } catch {
      // re2js refuses some valid translations (a repeat count over 1000): backtrack instead.
    }
  }
  // Without nested repeats a pattern cannot backtrack for long: it runs directly, so that a busy
  // server does not time out a value that is fine.
  return hasNestedQuantifier(source) ? { kind: 'backtracking', re } : { kind: 'plain', re }
}

function compiled(source: string): Compiled {
  let entry = cache.get(source)
  if (!entry) {
    entry = compile(source)
    if (cache.size >= maxCached) cache.delete(cache.keys().next().value!)
    cache.set(source, entry)
  }
  return entry
}

/** One context and script for every backtracking run: a new context per call costs milliseconds. */
const sandbox = vm.createContext({ re: /$^/u, s: '' })
const script = new vm.Script('re.test(s)')

/** Checks `value` (capped at 255 characters) against a server-supplied pattern within a deadline. */
export function testPattern(source: string, value: string, deadlineMs = 100): PatternOutcome {
  const entry = compiled(source)
  if (entry.kind === 'all') return 'match'
  if (entry.kind === 'invalid') return 'invalid'
  const capped = value.slice(0, 255)
  if (entry.kind === 'linear' || entry.kind === 'plain')
    return entry.re.test(capped) ? 'match' : 'mismatch'
  sandbox.re = entry.re
  sandbox.s = capped
  try {
    return script.runInContext(sandbox, { timeout: deadlineMs }) === true ? 'match' : 'mismatch'
  } catch {
    // ERR_SCRIPT_EXECUTION_TIMEOUT, or the engine's backtracking stack overflowing: not checkable.
    return 'timeout'
  } finally {
    sandbox.re = /$^/u
    sandbox.s = ''
  }
}
