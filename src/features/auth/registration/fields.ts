import fieldsTable from '../../../../schemas/registration-fields.json'
import { evaluate, type Capabilities, type Condition } from '@/config/condition'
import type { FieldRule } from '@/lib/registration-rules'

/** One entry of schemas/registration-fields.json. */
export interface FieldEntry {
  name: string
  kind: 'text' | 'password' | 'email' | 'tel' | 'date' | 'select' | 'code' | 'captcha' | 'system'
  label?: string
  maxLength?: number
  autocomplete?: string
  alwaysOn?: boolean
  when?: Condition
  source?: 'host' | 'url' | 'constant' | 'mode' | 'firebase'
  value?: string
}

/** A field the form shows, with the rule it is checked by. */
export interface VisibleField {
  name: string
  kind: Exclude<FieldEntry['kind'], 'system'>
  label: string
  autocomplete?: string
  /** The input's cap: the smaller of the table's and the platform's maximum. */
  maxLength: number
  rule: FieldRule
}

/** What decides which fields show. */
export interface FieldContext {
  mode: 'username' | 'mobile'
  /** The capabilities (useCapabilities): the menu's registration switches, the affiliate flag. */
  caps: Capabilities
  /** A valid affiliate code came with the URL: its field is not shown. */
  hasUrlAffiliate: boolean
  rules: Record<string, FieldRule>
}

export const fieldEntries = fieldsTable.fields as FieldEntry[]

/** A rule for a field the platform did not configure: shown when the table says so, free text. */
const looseRule = (maxLength: number, required: boolean): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: required ? 1 : 0,
  maxLength,
})

/**
 * The fields of a registration form, in table order (spec §5): a field shows when the platform
 * enables it, or when the table marks it always on; its `when` must hold. Mobile registration
 * forces the mobile number on (and the username off, since the number is the username); its
 * password fields follow the mobile-registration-password switch, and its number is always verified
 * by SMS, whatever the registration-SMS switch says. The verification code needs a mobile number to
 * send to.
 */
export function visibleFields(context: FieldContext): VisibleField[] {
  const { mode, caps, rules } = context
  const isMobile = mode === 'mobile'
  const holds = (entry: FieldEntry) =>
    evaluate(entry.when, caps) || (isMobile && entry.name === 'verificationCode')
  const shown = fieldEntries.filter((entry) => {
    if (entry.kind === 'system' || !holds(entry)) return false
    const rule = rules[entry.name]
    if (isMobile && entry.name === 'username') return false
    if (isMobile && (entry.name === 'password' || entry.name === 'confirmPassword'))
      return caps.flags.has('mobileRegistrationPassword')
    if (isMobile && entry.name === 'mobileNum') return true
    if (entry.name === 'affiliateCode') return !context.hasUrlAffiliate
    if (entry.name === 'verificationCode') return true
    if (entry.name === 'countryDialingCode') return rules.mobileNum?.enabled === true || isMobile
    return entry.alwaysOn === true || rule?.enabled === true
  })
  const hasMobile = shown.some((entry) => entry.name === 'mobileNum')
  return shown
    .filter(
      (entry) => hasMobile || !['verificationCode', 'countryDialingCode'].includes(entry.name),
    )
    .map((entry) => {
      const tableMax = entry.maxLength ?? 64
      const forced =
        (isMobile && entry.name === 'mobileNum') ||
        entry.name === 'verificationCode' ||
        entry.alwaysOn === true
      const configured = rules[entry.name]
      const rule: FieldRule = configured
        ? { ...configured, required: configured.required || forced }
        : looseRule(tableMax, forced && entry.kind !== 'select')
      return {
        name: entry.name,
        kind: entry.kind as VisibleField['kind'],
        label: entry.label ?? entry.name,
        autocomplete: entry.autocomplete,
        maxLength: Math.min(tableMax, Math.max(rule.maxLength, 1)),
        rule,
      }
    })
}

/** The system fields sent with a registration (spec §3): host, page URL, method, sign-in flag. */
export function systemValues(location: Location) {
  const values: Record<string, string | boolean> = {}
  for (const entry of fieldEntries.filter((e) => e.kind === 'system')) {
    if (entry.source === 'host') values[entry.name] = location.hostname
    else if (entry.source === 'url') values[entry.name] = location.href.slice(0, 255)
    else if (entry.source === 'constant' && entry.value) values[entry.name] = entry.value
    // The login flag: the platform signs the new account in at once.
    else if (entry.source === 'mode') values[entry.name] = true
  }
  return values
}
