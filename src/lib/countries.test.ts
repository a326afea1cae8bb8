import { describe, expect, it } from 'vitest'
import { countriesFor, dialingCountries, homeCountry } from './countries'

describe('homeCountry', () => {
  it('names the country of the brand’s currency', () => {
    expect(homeCountry('VND')).toEqual({ countryCode: 'VN', countryDialingCode: '+84' })
    expect(homeCountry('PHP')).toEqual({ countryCode: 'PH', countryDialingCode: '+63' })
    expect(homeCountry('THB')).toEqual({ countryCode: 'TH', countryDialingCode: '+66' })
  })

  it('falls back to the first country for a currency of no listed country', () => {
    expect(homeCountry('EUR')).toBe(dialingCountries[0])
  })
})

describe('countriesFor', () => {
  it('puts the home country first and keeps every other once', () => {
    const list = countriesFor('VND')
    expect(list[0]?.countryDialingCode).toBe('+84')
    expect([...list].sort((a, b) => a.countryCode.localeCompare(b.countryCode))).toEqual(
      [...dialingCountries].sort((a, b) => a.countryCode.localeCompare(b.countryCode)),
    )
  })
})
