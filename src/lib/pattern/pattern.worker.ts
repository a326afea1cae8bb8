/**
 * Runs registration patterns that the linear-time engine cannot take (lookaround, backreferences).
 * The page terminates this worker when a pattern passes its deadline, so a catastrophic pattern
 * costs one worker, never the page.
 */
import type { PatternReply, PatternRequest } from './index'

const maxCached = 32
const cache = new Map<string, RegExp>()

function compiled(source: string): RegExp {
  let re = cache.get(source)
  if (!re) {
    re = new RegExp(source, 'u')
    if (cache.size >= maxCached) cache.delete(cache.keys().next().value!)
    cache.set(source, re)
  }
  return re
}

self.addEventListener('message', (event: MessageEvent<PatternRequest>) => {
  const { id, source, value } = event.data
  let reply: PatternReply
  try {
    reply = { id, matched: compiled(source).test(value) }
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(reply)
})

self.postMessage({ ready: true } satisfies PatternReply)
