import { describe, expect, it } from 'vitest'
import {
  clientCountry,
  countryHeaderOf,
  trustedProxies,
} from '../../server/platform/client-address'
import { refuseClosed, systemStateAt } from '../../server/platform/system-status'

const at = (iso: string) => new Date(iso)
const window = { start: '2026-03-01T02:00:00.000Z', end: '2026-03-01T04:00:00.000Z' }
const settings = (blockedCountries: string[] = []) => ({
  maintenanceWindow: window,
  blockedCountries,
})

describe('systemStateAt', () => {
  it('opens, closes and opens again across a window, naming the time to the next change', () => {
    expect(systemStateAt(0, settings(), at('2026-03-01T01:00:00Z'), null)).toEqual({
      status: 0,
      nextChangeMs: 3_600_000,
    })
    expect(systemStateAt(0, settings(), at('2026-03-01T02:00:00Z'), null)).toEqual({
      status: 1,
      nextChangeMs: 7_200_000,
    })
    expect(systemStateAt(0, settings(), at('2026-03-01T03:59:59.999Z'), null)).toEqual({
      status: 1,
      nextChangeMs: 1,
    })
    expect(systemStateAt(0, settings(), at('2026-03-01T04:00:00Z'), null)).toEqual({
      status: 0,
      nextChangeMs: null,
    })
  })

  it('keeps a stored status, and refuses a blocked country before anything else', () => {
    const within = at('2026-03-01T03:00:00Z')
    expect(systemStateAt(1, settings(), at('2026-03-01T01:00:00Z'), null).status).toBe(1)
    expect(systemStateAt(2, settings(), within, 'PH').status).toBe(2)
    expect(systemStateAt(0, settings(['VN']), within, 'VN')).toEqual({
      status: 2,
      nextChangeMs: null,
    })
    expect(systemStateAt(0, settings(['VN']), within, 'PH').status).toBe(1)
    expect(
      systemStateAt(0, { maintenanceWindow: null, blockedCountries: [] }, within, null),
    ).toEqual({ status: 0, nextChangeMs: null })
  })

  it('refuses the calls of a closed merchant with a stable code', () => {
    expect(() => refuseClosed({ status: 0, nextChangeMs: null })).not.toThrow()
    expect(() => refuseClosed({ status: 1, nextChangeMs: null })).toThrow(
      expect.objectContaining({ status: 503, value: { code: 'maintenance' } }),
    )
    expect(() => refuseClosed({ status: 2, nextChangeMs: null })).toThrow(
      expect.objectContaining({ status: 403, value: { code: 'regionBlocked' } }),
    )
  })
})

describe('clientCountry', () => {
  const trusted = trustedProxies('10.0.0.0/8')
  it('believes the country header from a trusted proxy alone', () => {
    expect(clientCountry('10.1.2.3', 'vn', trusted)).toBe('VN')
    expect(clientCountry('203.0.113.9', 'VN', trusted)).toBeNull()
    expect(clientCountry(undefined, 'VN', trusted)).toBeNull()
    expect(clientCountry('10.1.2.3', undefined, trusted)).toBeNull()
    expect(clientCountry('10.1.2.3', 'Vietnam', trusted)).toBeNull()
    expect(clientCountry('10.1.2.3', 'VN', trustedProxies(''))).toBeNull()
  })

  it('names the header COUNTRY_HEADER says, and refuses one that is no header name', () => {
    expect(countryHeaderOf(undefined)).toBe('x-client-country')
    expect(countryHeaderOf(' CF-IPCountry ')).toBe('cf-ipcountry')
    expect(() => countryHeaderOf('bad header')).toThrow(/COUNTRY_HEADER/)
  })
})
