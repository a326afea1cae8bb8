// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { modals } from '@/state/modals.store'
import { fakePlatform } from '@/test/fake-platform'
import { menuAnswer, permissionAnswer } from '@/test/platform-answers'
import { renderWithProviders } from '@/test/render'
import { JoinScreen } from './join.screen'

const renderJoin = (directRegistration: boolean) => {
  fakePlatform({
    'system.permission': () => permissionAnswer(),
    'system.menu': () => menuAnswer({ directRegistration }),
  })
  renderWithProviders(<JoinScreen />)
}

describe('JoinScreen (spec §2.4: sign-up only with direct registration)', () => {
  it('offers a visitor registration while direct registration is on', async () => {
    renderJoin(true)
    fireEvent.click(await screen.findByRole('button', { name: 'Register now' }))
    expect(modals.open).toBe('register')
    expect(screen.getByTestId('join-steps').textContent).toContain('Register an account.')
  })

  it('sends a visitor to an agent or customer service while it is off', async () => {
    renderJoin(false)
    expect(
      await screen.findByText(
        'Accounts on this site are opened by our agents: ask your agent, or contact customer service.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy()
    expect(screen.getByTestId('join-steps').textContent).toContain(
      'Ask an agent to open an account for you in their team.',
    )
    expect(screen.getByTestId('join-steps').textContent).not.toContain('Register an account.')
  })
})
