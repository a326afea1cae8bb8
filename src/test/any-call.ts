import { callMeta, type CallMeta, type ReadId } from '@/api/catalogue.gen'
import { request, type CallArgs } from '@/api/client'
import type { CallId, CallOutput } from '@/api/types.gen'
import { writeCatalogue } from '@/api/writes.gen'

/** What the client needs of any call of the catalogue, read or write. */
export const anyCallMeta = (id: CallId): CallMeta =>
  (writeCatalogue as Partial<Record<CallId, CallMeta>>)[id] ?? callMeta(id as ReadId)

/**
 * Any call of the catalogue, read or write, made as the app makes it (call() and write()): the
 * contract suite and the benchmarks drive every call through one function.
 */
export function call<I extends CallId>(id: I, ...args: CallArgs<I>): Promise<CallOutput<I>> {
  return request(id, anyCallMeta(id), ...args)
}
