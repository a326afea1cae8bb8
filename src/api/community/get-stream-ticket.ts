import { write } from '../write'

/** A single-use ticket that opens one live chat stream within `expiresIn` seconds. */
export function getStreamTicket(signal?: AbortSignal) {
  return write('community.streamTicket', undefined, { signal })
}
