// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { session, setMerchant, signIn, signOut } from './session.store'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sign-out (spec §3)', () => {
  it('empties session storage and keeps only the merchant', async () => {
    setMerchant('LUCKY01')
    signIn({
      token: 't',
      account: 'a',
      customerId: '1',
      isAgent: 3,
      memberLabel: null,
      username: 'player',
    })
    sessionStorage.setItem('vassalage', 'PG')
    sessionStorage.setItem('cachedSettings', '{}')
    await settle()
    expect(sessionStorage.getItem('token')).toBe('t')

    signOut()
    await settle()
    expect({ ...sessionStorage }).toEqual({ merchant: 'LUCKY01' })
    expect(session.token).toBeNull()
    expect(session.merchant).toBe('LUCKY01')
  })
})
