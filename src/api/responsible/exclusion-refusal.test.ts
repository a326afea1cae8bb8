import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { exclusionRefusal } from './exclusion-refusal'

const refusal = (value: unknown, kind: 'server' | 'http' = 'server') =>
  new ApiError(kind, 'Your account is on a time-out until 30 Nov', {
    callId: 'auth.login',
    status: 403,
    value,
  })

describe('exclusionRefusal', () => {
  it('reads the exclusion a refused sign-in names', () => {
    expect(
      exclusionRefusal(refusal({ exclusion: { kind: 'timeOut', until: '2026-11-30T10:00:00Z' } })),
    ).toEqual({ kind: 'timeOut', until: '2026-11-30T10:00:00Z' })
    expect(
      exclusionRefusal(refusal({ exclusion: { kind: 'selfExclusion', until: null } })),
    ).toEqual({ kind: 'selfExclusion', until: null })
  })

  it('reads a closure at the member’s request', () => {
    expect(exclusionRefusal(refusal({ closed: true }))).toEqual({ kind: 'closed', until: null })
  })

  it('is null for other refusals and failures', () => {
    expect(exclusionRefusal(refusal(null))).toBeNull()
    expect(exclusionRefusal(refusal({ verification: { ticket: 't' } }))).toBeNull()
    expect(exclusionRefusal(refusal({ exclusion: { kind: 'banned', until: null } }))).toBeNull()
    expect(exclusionRefusal(refusal({ exclusion: { kind: 'timeOut' } }, 'http'))).toBeNull()
    expect(exclusionRefusal(new Error('network'))).toBeNull()
  })
})
