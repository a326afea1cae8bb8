import { describe, expect, it } from 'vitest'
import { StreamSlots, streamCaps } from '../../server/platform/streams'

const taken = (slot: ReturnType<StreamSlots['take']>) => {
  if ('full' in slot) throw new Error(`refused by the ${slot.full} cap`)
  return slot
}

describe('StreamSlots', () => {
  it('holds the documented caps', () => {
    expect(streamCaps).toEqual({ perAccount: 3, perAddress: 20, perProcess: 2_000 })
  })

  it('caps an account, gives its place back once when a stream closes', () => {
    const slots = new StreamSlots()
    const held = [1, 2, 3].map(() => taken(slots.take(7, '10.0.0.1')))
    expect(slots.take(7, '10.0.0.2')).toEqual({ full: 'account' })
    expect(slots.count({ accountId: 7 })).toBe(3)
    held[0]!.release()
    held[0]!.release()
    expect(slots.count({ accountId: 7 })).toBe(2)
    expect(slots.count()).toBe(2)
    taken(slots.take(7, '10.0.0.1'))
    expect(slots.take(8, '10.0.0.1')).not.toHaveProperty('full')
  })

  it('caps an address across accounts, and the process across addresses', () => {
    const slots = new StreamSlots({ perAccount: 3, perAddress: 4, perProcess: 6 })
    for (let account = 1; account <= 4; account += 1) taken(slots.take(account, '10.0.0.1'))
    expect(slots.take(5, '10.0.0.1')).toEqual({ full: 'address' })
    const other = [taken(slots.take(5, '10.0.0.2')), taken(slots.take(6, '10.0.0.3'))]
    expect(slots.take(7, '10.0.0.4')).toEqual({ full: 'process' })
    other[1]!.release()
    expect(slots.count({ address: '10.0.0.3' })).toBe(0)
    taken(slots.take(7, '10.0.0.4'))
    expect(slots.count()).toBe(6)
  })
})
