import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CompiledPattern } from './pattern'

/** The platform's validation config of one registration field (spec §3, §5). */
export interface FieldRule {
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: string
  minLength: number
  maxLength: number
}

/** A message to show, with the values it names. */
export type Problem = MessageDescriptor

/** What each pattern id asks for (spec §5); an unknown id gets the field's wrong-format message. */
export const patternMessages: Record<string, MessageDescriptor> = {
  alnum: msg({ id: 'register.pattern.alnum', message: 'Letters and digits only' }),
  letterThenAlnum: msg({
    id: 'register.pattern.letterThenAlnum',
    message: 'Start with a letter, then letters and digits',
  }),
  digits: msg({ id: 'register.pattern.digits', message: 'Digits only' }),
  email: msg({
    id: 'register.pattern.email',
    message: 'An email address such as name@example.com',
  }),
  uppercase: msg({ id: 'register.pattern.uppercase', message: 'At least one uppercase letter' }),
  lettersAndSpaces: msg({
    id: 'register.pattern.lettersAndSpaces',
    message: 'English letters and spaces only',
  }),
  noSpaces: msg({ id: 'register.pattern.noSpaces', message: 'No spaces' }),
  thai: msg({ id: 'register.pattern.thai', message: 'Thai characters only' }),
  korean: msg({ id: 'register.pattern.korean', message: 'Korean characters only' }),
  japaneseFullWidth: msg({
    id: 'register.pattern.japaneseFullWidth',
    message: 'Japanese full-width characters only',
  }),
  chinese: msg({
    id: 'register.pattern.chinese',
    message: 'Chinese characters and punctuation only',
  }),
  fullName: msg({
    id: 'register.pattern.fullName',
    message: 'Full name in two parts separated by a space',
  }),
  strongPassword: msg({
    id: 'register.pattern.strongPassword',
    message: 'Uppercase and lowercase letters, a digit and a special symbol',
  }),
  lettersAndDigits: msg({
    id: 'register.pattern.lettersAndDigits',
    message: 'Letters and digits combined',
  }),
  dateYmd: msg({ id: 'register.pattern.dateYmd', message: 'A date as yyyy-MM-dd' }),
  dateMdy: msg({ id: 'register.pattern.dateMdy', message: 'A date as MM-dd-yyyy' }),
}

/** Wrong-format messages of spec §5 for the fields that have their own. */
const wrongFormat: Record<string, MessageDescriptor> = {
  payeeName: msg({ id: 'register.error.realName', message: 'Wrong format of real name' }),
  mobileNum: msg({ id: 'register.error.phoneFormat', message: 'Wrong format of phone number' }),
  username: msg({ id: 'register.error.account', message: 'Wrong format of account' }),
  password: msg({ id: 'register.error.password', message: 'Wrong format of password' }),
  email: msg({ id: 'register.error.email', message: 'Wrong format of email' }),
}

/** Messages of the registration checks (spec §5). */
export const messages = {
  empty: msg({ id: 'auth.error.empty', message: 'Input cannot be empty' }),
  inconsistent: msg({
    id: 'register.error.inconsistent',
    message: 'The two passwords are inconsistent',
  }),
  code: msg({ id: 'auth.error.code', message: 'Enter a valid verification code' }),
  captcha: msg({ id: 'auth.error.captcha', message: 'Enter the captcha' }),
  wrongFormat: msg({ id: 'register.error.format', message: 'Wrong format' }),
  unchecked: msg({
    id: 'register.error.unchecked',
    message: 'This value could not be checked. Please use a shorter or simpler value.',
  }),
  invitation: msg({ id: 'register.error.invitation', message: 'Invalid invitation code' }),
  terms: msg({ id: 'register.error.terms', message: 'Please agree to the terms and conditions' }),
  age: msg({ id: 'register.error.age', message: 'Please confirm that you are {age} or over' }),
  birthday: msg({
    id: 'register.birthday.hint',
    message: 'Required. You must be {age} or over to register.',
  }),
}

/** The length part of a hint or a message: "6-16 characters", or "11 characters" when fixed. */
export function lengthProblem(
  rule: Pick<FieldRule, 'minLength' | 'maxLength'>,
  name = '',
): Problem {
  if (name === 'mobileNum' && rule.minLength === rule.maxLength)
    return {
      ...msg({ id: 'register.error.phoneDigits', message: '{count}-digit phone number required' }),
      values: { count: rule.minLength },
    }
  if (name === 'password' || name === 'confirmPassword')
    return rule.minLength === rule.maxLength
      ? {
          ...msg({
            id: 'register.error.passwordLengthFixed',
            message: 'Password must be {count} characters',
          }),
          values: { count: rule.minLength },
        }
      : {
          ...msg({
            id: 'register.error.passwordLength',
            message: 'Password must be {min}-{max} characters',
          }),
          values: { min: rule.minLength, max: rule.maxLength },
        }
  return rule.minLength === rule.maxLength
    ? {
        ...msg({ id: 'register.hint.lengthFixed', message: '{count} characters' }),
        values: { count: rule.minLength },
      }
    : {
        ...msg({ id: 'register.hint.length', message: '{min}-{max} characters' }),
        values: { min: rule.minLength, max: rule.maxLength },
      }
}

/** The hint under a field: what its pattern asks for, then its length, both from the platform. */
export function hintParts(rule: FieldRule): Problem[] {
  const parts: Problem[] = []
  const pattern = rule.acceptedPattern === '*' ? undefined : patternMessages[rule.patternId]
  if (pattern) parts.push(pattern)
  if (rule.maxLength > 0) parts.push(lengthProblem(rule))
  return parts
}

/**
 * Checks one value against its rule: required, then length, then pattern (spec §5). The value is
 * capped at the rule's max length plus one before any pattern runs, so a hostile pattern meets a
 * bounded string; a pattern that times out gives a message rather than a frozen page.
 */
export async function checkValue(
  name: string,
  value: string,
  rule: FieldRule,
  pattern: CompiledPattern | null,
): Promise<Problem | null> {
  if (!value) return rule.required ? messages.empty : null
  const capped = value.slice(0, Math.max(rule.maxLength, 0) + 1)
  if (capped.length < rule.minLength || capped.length > rule.maxLength)
    return lengthProblem(rule, name)
  if (!pattern) return null
  const result = await pattern.test(capped)
  if (result === 'timeout') return messages.unchecked
  if (result === 'mismatch')
    return patternMessages[rule.patternId] ?? wrongFormat[name] ?? messages.wrongFormat
  return null
}
