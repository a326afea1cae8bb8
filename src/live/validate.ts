import { validatorLoaders } from '@/api/catalogue.gen'
import type { LiveEvent, LiveEventKind } from '@/api/member/get-events'

/** A generated validator: true when the value follows its schema. */
export type Validator = (value: unknown) => boolean

/** Every kind of live event, once: a kind the catalogue adds and this list lacks is a type error. */
const kinds: Record<LiveEventKind, true> = {
  wallet: true,
  deposit: true,
  withdrawal: true,
  bet: true,
  message: true,
  reward: true,
  session: true,
  maintenance: true,
  config: true,
}

/** The stream's event names that carry a live event. */
export const liveEventKinds = Object.keys(kinds) as LiveEventKind[]

/**
 * member.events' response validator, generated from the catalogue like every answer's (client.ts):
 * the stream's data is checked by the same schema as the polling twin's, so both feed the cache
 * only what the contract allows. It has a module of its own (live-validators in
 * shared/validator-chunks.ts): the member domain's would weigh on every signed-in page.
 */
export async function loadEventValidator(): Promise<Validator> {
  const load = validatorLoaders['member.events'] ?? validatorLoaders.member!
  const module = (await load()) as { member_events?: Validator }
  const validate = module.member_events
  if (!validate) throw new Error('member.events has no generated validator (run npm run gen)')
  return validate
}

/** One stream event (its name, id and data text) as a live event, or null when it breaks the schema. */
export function toLiveEvent(
  validate: Validator,
  kind: string,
  id: string,
  dataText: string,
): LiveEvent | null {
  let data: unknown
  try {
    data = JSON.parse(dataText)
  } catch {
    return null
  }
  const event = { id, kind, data }
  return validate({ cursor: id, resync: false, more: false, events: [event] })
    ? (event as LiveEvent)
    : null
}

/** The cursor of a `ready` or `resync` event's data ({"cursor": "…"}), or null when it is not one. */
export function toCursor(validate: Validator, dataText: string): string | null {
  try {
    const { cursor } = JSON.parse(dataText) as { cursor?: unknown }
    return validate({ cursor, resync: false, more: false, events: [] }) ? (cursor as string) : null
  } catch {
    return null
  }
}
