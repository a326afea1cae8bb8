import type { LanguageCode } from './brand.types'

/** A capability flag named by the tables in schemas/. */
export type Flag = string

/** A condition as written in the tables (schemas/condition.schema.json). */
export type Condition =
  | { flag: Flag }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { accountType: number[] }
  | { language: LanguageCode }
  | { loggedIn: boolean }

/**
 * A condition known at boot, as a route's `when` (condition.schema.json#/definitions/brandCondition):
 * the brand's area flags and languages, never the session or the platform's answers.
 */
export type BrandCondition =
  | { flag: `area.${string}` }
  | { all: BrandCondition[] }
  | { any: BrandCondition[] }
  | { not: BrandCondition }
  | { language: LanguageCode }

/** What conditions are evaluated against. */
export interface Capabilities {
  flags: ReadonlySet<Flag>
  languages: readonly LanguageCode[]
  loggedIn: boolean
  accountType: number | null
}

/** Evaluates a table condition; an absent condition holds. */
export function evaluate(condition: Condition | undefined, caps: Capabilities): boolean {
  if (!condition) return true
  if ('flag' in condition) return caps.flags.has(condition.flag)
  if ('all' in condition) return condition.all.every((c) => evaluate(c, caps))
  if ('any' in condition) return condition.any.some((c) => evaluate(c, caps))
  if ('not' in condition) return !evaluate(condition.not, caps)
  if ('accountType' in condition) {
    return caps.accountType !== null && condition.accountType.includes(caps.accountType)
  }
  if ('language' in condition) return caps.languages.includes(condition.language)
  return caps.loggedIn === condition.loggedIn
}
