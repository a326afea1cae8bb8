import { afterEach, beforeAll } from 'vitest'
import type { Brand } from '@/config/brand.types'

// Component tests (jsdom) render with the app's catalog and brand; the node tests need neither.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  const { activateLanguage, loadListMessages, loadScreenMessages } = await import('@/i18n/i18n')
  const { setBrand } = await import('@/state/brand.store')
  const { closeModal } = await import('@/state/modals.store')
  const { signOut } = await import('@/state/session.store')
  const { default: brand } = await import('../../brands/default/brand.json')

  // findBy and waitFor wait up to 5 s, not 1: a sealed call's key and the answer validators' chunk
  // load in a worker that shares the machine's cores with the others.
  configure({ asyncUtilTimeout: 5000 })

  // jsdom has <dialog> without its methods: they open and close it as its attribute does.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }

  beforeAll(async () => {
    setBrand(brand as Brand)
    await Promise.all([
      activateLanguage('EN', { remember: false }),
      loadListMessages(),
      loadScreenMessages(),
    ])
  })

  // Testing Library cleans up by itself only where the test functions are globals.
  afterEach(() => {
    cleanup()
    // The stores are module state that outlives a test: each starts signed out with no modal.
    signOut()
    closeModal()
    localStorage.clear()
    sessionStorage.clear()
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim()
      if (name) document.cookie = `${name}=; max-age=0; path=/`
    })
  })
}
