import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { loadBrands } from '../../shared/brands'
import { startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

describe('system.countries', () => {
  // The phone inputs preselect the first country: a ₫ brand's players dial +84, not the PH +63.
  it.each([
    ['LUCKY01', 'PH', '+63'],
    ['NOVA88', 'VN', '+84'],
  ])('lists %s’s own country first', async (merchant, countryCode, countryDialingCode) => {
    useTransport(server.base, merchant)
    const countries = await call('system.countries')
    expect(countries[0]).toEqual({ countryCode, countryDialingCode })
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length)
  })

  it('answers every brand the same countries', async () => {
    const lists = []
    for (const brand of loadBrands().brands) {
      useTransport(server.base, brand.merchantCode)
      lists.push((await call('system.countries')).map((c) => c.countryCode).sort())
    }
    expect(new Set(lists.map((l) => l.join())).size).toBe(1)
  })
})
