import type { WriteId } from './catalogue.gen'
import { request, type CallArgs } from './client'
import type { CallOutput } from './types.gen'
import { writeCatalogue } from './writes.gen'

/** The writes on their way, by call and body, until each has its answer. */
const onTheirWay = new Map<string, Promise<unknown>>()

/**
 * Asks the platform to change something (a POST, PUT or DELETE of the catalogue), as call() reads.
 * The writes' table comes with the code that writes, which no first screen holds: a visit that
 * only reads never loads it.
 *
 * The same write (call and body) asked again while the first is on its way shares the first's
 * answer, and is not sent: two taps that land before a form has rendered its button disabled
 * (both in one frame) would otherwise place two withdrawals. Once answered, the same write goes
 * again.
 */
export function write<I extends WriteId>(id: I, ...args: CallArgs<I>): Promise<CallOutput<I>> {
  const key = `${id}\n${JSON.stringify(args[0] ?? null)}`
  const sent = onTheirWay.get(key)
  if (sent) return sent as Promise<CallOutput<I>>
  const answer = request(id, writeCatalogue[id], ...args).finally(() => onTheirWay.delete(key))
  onTheirWay.set(key, answer)
  return answer
}
