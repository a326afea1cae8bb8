import { ApiError } from '@/api/errors'

/** Why a sign-in was refused for the member's own break: a time-out, a self-exclusion or a closure. */
export interface ExclusionRefusal {
  kind: 'timeOut' | 'selfExclusion' | 'closed'
  until: string | null
}

const kinds: ReadonlySet<unknown> = new Set(['timeOut', 'selfExclusion', 'closed'])

/**
 * The exclusion a refused sign-in names (its value's `exclusion`, or `closed` for a closure at the
 * member's request), or null for any other failure (an operator's lock among them):
 * the form then shows the platform's message with a link to the Responsible Gaming page.
 */
export function exclusionRefusal(error: unknown): ExclusionRefusal | null {
  if (!(error instanceof ApiError) || error.kind !== 'server') return null
  const value = error.details.value
  if (typeof value !== 'object' || value === null) return null
  // A closure at the member's request is said apart: it has no end.
  if ((value as { closed?: unknown }).closed === true) return { kind: 'closed', until: null }
  const exclusion = (value as { exclusion?: unknown }).exclusion
  if (typeof exclusion !== 'object' || exclusion === null) return null
  const { kind, until } = exclusion as { kind?: unknown; until?: unknown }
  if (!kinds.has(kind)) return null
  return {
    kind: kind as ExclusionRefusal['kind'],
    until: typeof until === 'string' ? until : null,
  }
}
