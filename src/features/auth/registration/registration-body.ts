import { systemValues, type VisibleField } from './fields'

/**
 * The body of a registration (spec §3, §5): the system fields, every field with a value, the
 * dialing code (the first country's when none was chosen), the URL's affiliate code unless one was
 * typed, and the id of the captcha shown.
 */
export function registrationBody(input: {
  fields: VisibleField[]
  valueOf: (name: string) => string
  defaultDialing: string
  urlAffiliate: { code: string; valid: boolean } | null
  captchaId: string | undefined
  location: Location
}): Record<string, string | boolean> {
  const { fields, valueOf } = input
  const body: Record<string, string | boolean> = { ...systemValues(input.location) }
  for (const field of fields) if (valueOf(field.name)) body[field.name] = valueOf(field.name)
  if (fields.some((f) => f.name === 'countryDialingCode') && !body.countryDialingCode)
    body.countryDialingCode = input.defaultDialing
  if (input.urlAffiliate?.valid && !valueOf('affiliateCode'))
    body.affiliateCode = input.urlAffiliate.code
  if (fields.some((f) => f.kind === 'captcha') && input.captchaId) body.captchaId = input.captchaId
  return body
}
