// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { RegisterConfig } from '@/api/system/get-register-config'
import { deferred, fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { DownlineForm } from './downline-form'

const config: RegisterConfig = {
  ageRequirement: 18,
  birthDateAt: 'deposit',
  fields: {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
      patternId: 'letterThenAlnum',
      minLength: 6,
      maxLength: 16,
    },
    password: {
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z0-9]+$',
      patternId: 'alnum',
      minLength: 6,
      maxLength: 20,
    },
  },
}

function renderForm(given: RegisterConfig = config) {
  const onOpenTeam = vi.fn()
  renderWithProviders(<DownlineForm config={given} onOpenTeam={onOpenTeam} />)
  return { onOpenTeam }
}
/** The merchant asks the date of birth at registration, with a minimum age of 21. */
const atRegistration: RegisterConfig = {
  ...config,
  ageRequirement: 21,
  birthDateAt: 'registration',
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
function fillIn(username: string, password: string, confirm = password) {
  type('Username', username)
  type('Password', password)
  type('Confirm password', confirm)
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Open account' }))

describe('DownlineForm', () => {
  it('shows the registration rules as hints, and member as the account type', () => {
    fakePlatform({})
    renderForm()
    expect(screen.getByRole('radio', { name: 'Member' })).toHaveProperty('checked', true)
    expect(
      screen.getByText('Start with a letter, then letters and digits · 6-16 characters'),
    ).toBeTruthy()
    expect(screen.getByText('Letters and digits only · 6-20 characters')).toBeTruthy()
  })

  it('names each problem beside its field, clears it once fixed, and sends nothing', async () => {
    const platform = fakePlatform({})
    renderForm()
    fillIn('9lives', 'abc', 'abcdef1')
    submit()
    expect((await screen.findByTestId('downline-username-error')).textContent).toBe(
      'Start with a letter, then letters and digits',
    )
    expect(screen.getByTestId('downline-password-error').textContent).toBe(
      'Password must be 6-20 characters',
    )
    expect(screen.getByTestId('downline-confirm-error').textContent).toBe(
      'The two passwords are inconsistent',
    )
    type('Username', 'lives9')
    await waitFor(() => expect(screen.queryByTestId('downline-username-error')).toBeNull())
    expect(platform.requests).toHaveLength(0)
  })

  it('opens a sub-agent account, busy meanwhile, then says so and clears the form', async () => {
    const answer = deferred()
    const platform = fakePlatform({
      'agent.registerDownline': async () => {
        await answer.promise
        return { id: '77', username: 'newagent1', type: 2 }
      },
    })
    const { onOpenTeam } = renderForm()
    fireEvent.click(screen.getByRole('radio', { name: 'Sub-agent' }))
    fillIn(' newagent1 ', 'Secret12')
    submit()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open account' })).toHaveProperty('disabled', true),
    )
    answer.resolve()
    expect((await screen.findByRole('status')).textContent).toContain('Account newagent1 is open.')
    expect(platform.requestsOf('agent.registerDownline')[0]?.body).toEqual({
      username: 'newagent1',
      password: 'Secret12',
      type: 2,
    })
    expect(screen.getByLabelText('Username')).toHaveProperty('value', '')
    fireEvent.click(screen.getByRole('button', { name: 'View your team' }))
    expect(onOpenTeam).toHaveBeenCalled()
  })

  it('shows a known refusal in the reader’s words', async () => {
    fakePlatform({ 'agent.registerDownline': () => refuse('This username is already taken') })
    renderForm()
    fillIn('taken01', 'Secret12')
    submit()
    expect((await screen.findByTestId('downline-error')).textContent).toBe(
      'This username is already taken. Please choose another.',
    )
    expect(screen.queryByTestId('downline-done')).toBeNull()
  })

  it('shows an unknown refusal as the platform words it, and a cut network in the reader’s words', async () => {
    let isOnline = true
    fakePlatform({
      'agent.registerDownline': () => {
        if (!isOnline) throw new TypeError('Failed to fetch')
        return refuse('Accounts cannot be opened right now')
      },
    })
    renderForm()
    fillIn('player01', 'Secret12')
    submit()
    expect((await screen.findByTestId('downline-error')).textContent).toBe(
      'Accounts cannot be opened right now',
    )
    isOnline = false
    submit()
    await waitFor(() =>
      expect(screen.getByTestId('downline-error').textContent).toBe(
        'Network link abnormal. Check your connection and try again.',
      ),
    )
  })

  it('asks no date of birth when the merchant asks it before the first deposit', () => {
    fakePlatform({})
    renderForm()
    expect(screen.queryByLabelText(/^Date of birth/)).toBeNull()
  })

  it('asks the date of birth, required, when the merchant asks it at registration, and sends it', async () => {
    const platform = fakePlatform({
      'agent.registerDownline': () => ({ id: '78', username: 'player02', type: 3 }),
    })
    renderForm(atRegistration)
    const birthday = screen.getByLabelText(/^Date of birth/)
    expect(birthday).toHaveProperty('type', 'date')
    expect(birthday).toHaveProperty('required', true)
    expect(screen.getByText('Required. You must be 21 or over to register.')).toBeTruthy()
    fillIn('player02', 'Secret12')
    submit()
    expect((await screen.findByTestId('downline-birthday-error')).textContent).toBe(
      'Input cannot be empty',
    )
    expect(platform.requests).toHaveLength(0)
    type('Date of birth', '1990-05-01')
    await waitFor(() => expect(screen.queryByTestId('downline-birthday-error')).toBeNull())
    submit()
    await screen.findByRole('status')
    expect(platform.requestsOf('agent.registerDownline')[0]?.body).toEqual({
      username: 'player02',
      password: 'Secret12',
      type: 3,
      birthday: '1990-05-01',
    })
    expect(screen.getByLabelText(/^Date of birth/)).toHaveProperty('value', '')
  })

  it('shows the platform’s refusal of an age under the minimum', async () => {
    fakePlatform({
      'agent.registerDownline': () =>
        refuse('You must be at least 21 years old to open an account'),
    })
    renderForm(atRegistration)
    fillIn('player03', 'Secret12')
    type('Date of birth', '2010-01-01')
    submit()
    expect((await screen.findByTestId('downline-error')).textContent).toBe(
      'You must be at least 21 years old to open an account',
    )
    expect(screen.queryByTestId('downline-done')).toBeNull()
  })
})
