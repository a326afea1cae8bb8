/** A country the phone inputs offer: its ISO 3166 code and its dialling code. */
export interface DialingCountry {
  countryCode: string
  countryDialingCode: string
}

/** The countries whose dialling codes the phone inputs offer. */
export const dialingCountries: readonly DialingCountry[] = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'SG', countryDialingCode: '+65' },
]

/**
 * A brand's home country, named by its currency: an ISO 4217 code starts with its country's
 * ISO 3166 code (PHP the Philippines, VND Viet Nam, THB Thailand); the first country otherwise.
 */
export function homeCountry(currencyCode: string): DialingCountry {
  const code = currencyCode.slice(0, 2).toUpperCase()
  return dialingCountries.find((c) => c.countryCode === code) ?? dialingCountries[0]!
}

/** The dialling countries with a brand's home country first, the one a phone input preselects. */
export function countriesFor(currencyCode: string): DialingCountry[] {
  const home = homeCountry(currencyCode)
  return [home, ...dialingCountries.filter((c) => c !== home)]
}
