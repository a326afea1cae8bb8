import type { Locator } from '@playwright/test'
import { brandOrigin } from './fixtures'

/** One field's config as the platform answers it (system.registerConfig). */
export interface FieldRule {
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: string
  minLength: number
  maxLength: number
}

/** The brand's registration config, read from the platform as the page reads it. */
export async function registerConfig(merchant: string) {
  const response = await fetch(`${brandOrigin(merchant)}/api/system/register-config`, {
    headers: { merchant },
  })
  return ((await response.json()) as { value: { fields: Record<string, FieldRule> } }).value
}

/** A run-unique number, so that values never collide across brands, runs and retries. */
const unique = () => `${Date.now() % 1e8}${Math.floor(Math.random() * 90 + 10)}`

/** Candidates per pattern id, stretched or cut to the rule's length and then checked. */
const candidates: Record<string, (length: number) => string> = {
  letterThenAlnum: (n) => `u${unique()}`.padEnd(n, '7').slice(0, n),
  alnum: (n) => `a${unique()}`.padEnd(n, '7').slice(0, n),
  lettersAndDigits: (n) => `Pw${unique()}`.padEnd(n, '9').slice(0, n),
  strongPassword: (n) => `Pw!${unique()}`.padEnd(n, '9').slice(0, n),
  digits: (n) => `9${unique()}`.padEnd(n, '1').slice(0, n),
  email: () => `player${unique()}@example.com`,
  fullName: () => 'Juan Dela Cruz',
  lettersAndSpaces: () => 'Juan Cruz',
  noSpaces: (n) => `x${unique()}`.padEnd(n, 'x').slice(0, n),
  any: (n) => `v${unique()}`.padEnd(n, 'v').slice(0, n),
  // The date of birth (responsible gaming): a grown-up's, whatever the merchant's minimum age.
  dateYmd: () => '1990-01-01',
}

/** A value that satisfies a field's rule; fails loudly when the config asks for something unknown. */
export function valueFor(name: string, rule: FieldRule): string {
  const length = Math.min(rule.maxLength, Math.max(rule.minLength, 10))
  const make = candidates[rule.patternId] ?? candidates.any!
  const value = make(length)
  const pattern = rule.acceptedPattern === '*' ? null : new RegExp(rule.acceptedPattern, 'u')
  const fits =
    value.length >= rule.minLength &&
    value.length <= rule.maxLength &&
    (!pattern || pattern.test(value))
  if (!fits) throw new Error(`no test value for ${name} with ${JSON.stringify(rule)}`)
  return value
}

/**
 * Types a grown-up's date of birth into a registration form when the merchant asks it at
 * registration (responsible gaming, issue 46); nothing when it asks before the first deposit.
 */
export async function fillBirthday(form: Locator, fields: Record<string, FieldRule>) {
  const rule = fields.birthday
  if (rule?.enabled) await form.locator('input[name="birthday"]').fill(valueFor('birthday', rule))
}

/** Fields a test fills itself or answers from the platform: captchas and codes. */
const answered = new Set(['captcha', 'smsCaptcha', 'verificationCode', 'confirmPassword'])

/**
 * Fills every required field the form shows and a test left empty (a brand may require an email,
 * or a mobile number, that another does not ask: README.md, "Brands differ"), with a value the
 * merchant's rule accepts.
 */
export async function fillRequiredRest(form: Locator, fields: Record<string, FieldRule>) {
  for (const [name, rule] of Object.entries(fields)) {
    if (!rule.enabled || !rule.required || answered.has(name)) continue
    const input = form.locator(`input[name="${name}"]`)
    if ((await input.count()) === 0 || (await input.inputValue()) !== '') continue
    await input.fill(valueFor(name, rule))
  }
}
