import { beforeEach, describe, expect, it } from 'vitest'
import { loginCheck, passLoginCheck } from './login-check'
import { closeModal, modals } from './modals.store'
import { session } from './session.store'

describe('the login check before protected actions (spec §5)', () => {
  beforeEach(() => {
    closeModal()
    session.token = null
    session.isAgent = null
  })

  it('asks a visitor to log in and blocks', () => {
    expect(loginCheck({ token: null, isAgent: null })).toBe('login')
    expect(passLoginCheck()).toBe(false)
    expect(modals.open).toBe('login')
  })

  it('warns a trial account that a real account is needed and blocks', () => {
    session.token = 't'
    session.isAgent = 4
    expect(passLoginCheck()).toBe(false)
    expect(modals.open).toBe('realAccount')
  })

  it('lets members and agents through without opening anything', () => {
    for (const type of [1, 2, 3, 41, 42]) {
      session.token = 't'
      session.isAgent = type
      expect(passLoginCheck()).toBe(true)
      expect(modals.open).toBeNull()
    }
  })
})
