import { call } from '../client'

/** A single-use ticket that opens one live chat stream within `expiresIn` seconds. */
export function getStreamTicket(signal?: AbortSignal) {
  return call('community.streamTicket', undefined, { signal })
}
