import type { FieldRule } from '@/lib/registration-rules'

/** What agent.registerDownline itself accepts, whatever the registration config says. */
export const callLimits = {
  username: { minLength: 6, maxLength: 16 },
  password: { minLength: 6, maxLength: 20 },
} as const

/** A required, free rule within the call's limits, for a field the platform did not configure. */
const fallback = (name: keyof typeof callLimits): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'any',
  ...callLimits[name],
})

/**
 * The rules of the downline form: the registration config's username and password rules (the
 * platform checks the downline with the same ones), always required, and narrowed to the lengths
 * the call accepts so the form never sends what the call would refuse.
 */
export function downlineRules(fields: Record<string, FieldRule | undefined>) {
  const rule = (name: keyof typeof callLimits): FieldRule => {
    const configured = fields[name]
    if (!configured) return fallback(name)
    const limits = callLimits[name]
    const minLength = Math.max(configured.minLength, limits.minLength)
    const maxLength = Math.max(Math.min(configured.maxLength, limits.maxLength), minLength)
    return { ...configured, enabled: true, required: true, minLength, maxLength }
  }
  return { username: rule('username'), password: rule('password') }
}
