// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { session, setMerchant, signIn, signOut } from './session.store'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const signInPlayer = () =>
  signIn({
    token: 't',
    account: 'a',
    customerId: '1',
    isAgent: 3,
    memberLabel: null,
    username: 'player',
  })

describe('sign-out (spec §3)', () => {
  it('empties session storage and keeps only the merchant', async () => {
    setMerchant('LUCKY01')
    signInPlayer()
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

describe('the signed_in cookie the shell reads (first-picture.ts)', () => {
  const cookie = () => document.cookie.split('; ').find((part) => part.startsWith('signed_in='))

  it('is written on sign-in and removed on sign-out', async () => {
    signInPlayer()
    await settle()
    expect(cookie()).toBe('signed_in=1')
    signOut()
    await settle()
    expect(cookie()).toBeUndefined()
  })

  it('is written by a boot with a session, and left alone by a tab without one', async () => {
    sessionStorage.setItem('token', 't')
    vi.resetModules()
    await import('./session.store')
    expect(cookie()).toBe('signed_in=1')

    // Another tab, no session of its own: the first tab's cookie stays.
    sessionStorage.clear()
    vi.resetModules()
    const other = await import('./session.store')
    other.setMerchant('LUCKY01')
    await settle()
    expect(cookie()).toBe('signed_in=1')
  })
})
