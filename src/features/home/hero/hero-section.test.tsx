// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { systemKeys } from '@/api/system/keys'
import { modals } from '@/state/modals.store'
import { fakePlatform } from '@/test/fake-platform'
import { menuAnswer, permissionAnswer } from '@/test/platform-answers'
import { renderWithProviders } from '@/test/render'
import { HeroSection } from './hero-section'

const renderHero = (directRegistration: boolean) => {
  fakePlatform({
    'system.permission': () => permissionAnswer(),
    'system.menu': () => menuAnswer({ directRegistration }),
    'content.banners': () => ({ list: [] }),
  })
  return renderWithProviders(<HeroSection />, { url: '/' })
}

describe('HeroSection for a visitor (spec §2.4: sign-up only with direct registration)', () => {
  it('offers to join while direct registration is on', async () => {
    renderHero(true)
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }))
    expect(modals.open).toBe('register')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
  })

  it('offers only the sign-in while it is off', async () => {
    const { queryClient } = renderHero(false)
    // The menu answer has come (the header's sign-up button reads the same) and no join button.
    await waitFor(() => expect(queryClient.getQueryData(systemKeys.menu())).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Join now' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(modals.open).toBe('login')
  })
})
