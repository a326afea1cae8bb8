import type { WriteId } from './catalogue.gen'
import { request, type CallArgs } from './client'
import type { CallOutput } from './types.gen'
import { writeCatalogue } from './writes.gen'

/**
 * Asks the platform to change something (a POST, PUT or DELETE of the catalogue), as call() reads.
 * The writes' table comes with the code that writes, which no first screen holds: a visit that
 * only reads never loads it.
 */
export function write<I extends WriteId>(id: I, ...args: CallArgs<I>): Promise<CallOutput<I>> {
  return request(id, writeCatalogue[id], ...args)
}
