// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ResponsibleStatus } from '@/api/responsible/get-status'
import { sessionEnd } from '@/live/session-end.store'
import { session } from '@/state/session.store'
import { fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { ResponsibleGamingPage } from './responsible-gaming.page'

const status = (over: Partial<ResponsibleStatus> = {}): ResponsibleStatus => ({
  limits: [],
  realityCheckMinutes: 60,
  realityCheckChoices: [15, 30, 60],
  coolingOffHours: 24,
  exclusion: null,
  session: { startedAt: '2026-11-29T08:00:00.000Z', seconds: 600, net: -5_000, wagered: 20_000 },
  ...over,
})
const dailyDeposit = {
  kind: 'deposit' as const,
  period: 'day' as const,
  amount: 500_000,
  used: 125_000,
  resetsAt: '2026-11-30T00:00:00.000Z',
  pending: { amount: 1_000_000, appliesAt: '2026-11-30T09:00:00.000Z' },
}

const render = () =>
  renderWithProviders(<ResponsibleGamingPage openPage={() => undefined} />, { url: '/' })

afterEach(() => {
  sessionEnd.reason = null
})

describe('ResponsibleGamingPage (issue 46)', () => {
  it('shows each limit with what is used, when it resets, and the raise waiting out the cooling-off', async () => {
    const platform = fakePlatform({
      'responsible.status': () => status({ limits: [dailyDeposit] }),
      'responsible.cancelPending': () => status({ limits: [{ ...dailyDeposit, pending: null }] }),
    })
    render()
    const limit = await screen.findByTestId('limit-deposit-day')
    expect(within(limit).getByText('Daily deposit limit')).toBeTruthy()
    expect(within(limit).getByTestId('limit-amount-value').textContent).toMatch(/^P\s?5,000\.00$/)
    expect(within(limit).getByTestId('limit-used').textContent).toMatch(
      /^P\s?1,250\.00 used \(25%\)\. Resets at .+\.$/,
    )
    expect(within(limit).getByTestId('limit-pending').textContent).toMatch(
      /^Raise to P\s?10,000\.00 pending: it applies at .+\.$/,
    )
    expect(screen.getByText(/applies after 24 hours\.$/)).toBeTruthy()
    fireEvent.click(within(limit).getByTestId('limit-cancel-pending'))
    await waitFor(() => expect(screen.queryByTestId('limit-pending')).toBeNull())
    expect(platform.requestsOf('responsible.cancelPending')[0]?.body).toEqual({
      kind: 'deposit',
      period: 'day',
    })
  })

  it('sets a limit in minor units of the brand’s currency, and shows a refusal in the platform’s words', async () => {
    let answered = 0
    const platform = fakePlatform({
      'responsible.status': () => status(),
      'responsible.setLimit': () =>
        answered++ === 0
          ? status({ limits: [{ ...dailyDeposit, amount: 250_050, used: 0, pending: null }] })
          : refuse('Limits cannot be changed right now'),
    })
    render()
    expect((await screen.findByTestId('limits-empty')).textContent).toBe(
      'You have set no limits. Choose one below.',
    )
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '2,500.50' } })
    fireEvent.click(screen.getByTestId('limit-save'))
    expect(await screen.findByTestId('limit-deposit-day')).toBeTruthy()
    expect(platform.requestsOf('responsible.setLimit')[0]?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 250_050,
    })
    // The session limit counts minutes, not money.
    fireEvent.change(screen.getByTestId('limit-slot'), { target: { value: 'session-session' } })
    expect(screen.getByLabelText(/^Minutes per session/)).toBeTruthy()
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '90' } })
    fireEvent.click(screen.getByTestId('limit-save'))
    expect((await screen.findByTestId('limit-refused')).textContent).toBe(
      'Limits cannot be changed right now',
    )
    expect(platform.requestsOf('responsible.setLimit')[1]?.body).toEqual({
      kind: 'session',
      period: 'session',
      amount: 90,
    })
  })

  it('asks the password for a self-exclusion, says it cannot be undone, and ends the session here', async () => {
    session.token = 't-1'
    const platform = fakePlatform({
      'responsible.status': () => status(),
      'responsible.selfExclude': () => ({ until: null }),
    })
    render()
    fireEvent.click(await screen.findByTestId('self-exclusion-permanent'))
    fireEvent.click(screen.getByTestId('self-exclusion-start'))
    const dialog = await screen.findByTestId('exclusion-dialog')
    expect(within(dialog).getByTestId('exclusion-warning').textContent).toBe(
      'You will not be able to sign in to this account again. This cannot be undone, and you will be signed out now.',
    )
    fireEvent.click(within(dialog).getByTestId('exclusion-confirm'))
    expect(await within(dialog).findByTestId('exclusion-password-error')).toBeTruthy()
    expect(platform.requestsOf('responsible.selfExclude')).toHaveLength(0)
    fireEvent.change(within(dialog).getByTestId('exclusion-password'), {
      target: { value: 'Secret12' },
    })
    fireEvent.click(within(dialog).getByTestId('exclusion-confirm'))
    await waitFor(() => expect(sessionEnd.reason).toBe('selfExclusion'))
    expect(session.token).toBeNull()
    expect(platform.requestsOf('responsible.selfExclude')[0]?.body).toEqual({
      period: 'permanent',
      password: 'Secret12',
    })
  })

  it('shows a wrong password as the platform says it, and keeps the session', async () => {
    session.token = 't-2'
    fakePlatform({
      'responsible.status': () => status(),
      'responsible.timeOut': () => refuse('The password is wrong'),
    })
    render()
    fireEvent.click(await screen.findByTestId('time-out-7d'))
    fireEvent.click(screen.getByTestId('time-out-start'))
    const dialog = await screen.findByTestId('exclusion-dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe('Time-out for 7 days')
    fireEvent.change(within(dialog).getByTestId('exclusion-password'), {
      target: { value: 'nope' },
    })
    fireEvent.click(within(dialog).getByTestId('exclusion-confirm'))
    expect((await within(dialog).findByTestId('exclusion-refused')).textContent).toBe(
      'The password is wrong',
    )
    expect(session.token).toBe('t-2')
  })

  it('shows the error state with a retry when the status cannot be read', async () => {
    fakePlatform({ 'responsible.status': () => refuse('Not available') })
    render()
    expect(await screen.findByTestId('responsible-error')).toBeTruthy()
  })
})
