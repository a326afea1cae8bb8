import { describe, expect, it } from 'vitest'
import type { Capabilities } from './condition'
import { platformFlags, withFlags } from './platform-flags'

describe('platform flags', () => {
  it('turns whitelabel flags that are on into condition flags', () => {
    expect(platformFlags({ REFERRAL: true, CHNGPASSVERIF3: false, OTHER: true })).toEqual([
      'referralPromotion',
    ])
    expect(platformFlags(undefined)).toEqual([])
  })

  it('adds flags to capabilities without touching the rest', () => {
    const caps: Capabilities = {
      flags: new Set(['area.vip']),
      languages: ['EN'],
      loggedIn: true,
      accountType: 3,
    }
    const more = withFlags(caps, ['referralPromotion'])
    expect([...more.flags]).toEqual(['area.vip', 'referralPromotion'])
    expect(caps.flags.has('referralPromotion')).toBe(false)
    expect(withFlags(caps, [])).toBe(caps)
  })
})
