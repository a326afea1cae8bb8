// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DepositChannel } from '@/api/finance/get-channels'
import { deferred, fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { DepositForm } from './deposit-form'

const channels: DepositChannel[] = [
  {
    id: 'gcash',
    name: 'GCash',
    type: 'ewallet',
    minAmount: 10_000,
    maxAmount: 5_000_000,
    presetAmounts: [20_000, 50_000],
  },
  {
    id: 'bank',
    name: 'Bank transfer',
    type: 'bank',
    minAmount: 50_000,
    maxAmount: 10_000_000,
    presetAmounts: [100_000],
  },
]
const order = { orderId: 'D-1', status: 'pending' as const, amount: 20_000 }

const amount = () => screen.getByLabelText('Amount')
const deposit = () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))

describe('DepositForm', () => {
  it('offers the channels with their limits, the first chosen', () => {
    fakePlatform({})
    renderWithProviders(<DepositForm channels={channels} />)
    expect(screen.getByRole('radio', { name: /^GCash/ })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toHaveProperty('checked', false)
    expect(screen.getByText(/^From P\s?100\.00 to P\s?50,000\.00$/)).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /^Bank transfer/ }))
    expect(screen.getByText(/^From P\s?500\.00 to P\s?100,000\.00$/)).toBeTruthy()
  })

  it('refuses an amount outside the channel’s limits beside the field, and sends nothing', async () => {
    const platform = fakePlatform({})
    renderWithProviders(<DepositForm channels={channels} />)
    deposit()
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount above zero.')
    fireEvent.change(amount(), { target: { value: '50' } })
    deposit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^The smallest amount is P\s?100\.00\.$/,
      ),
    )
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    expect(platform.requests).toHaveLength(0)
  })

  it('creates the order from a preset amount, busy meanwhile, and links to its cashier', async () => {
    const answer = deferred()
    const platform = fakePlatform({
      'finance.deposit': async () => {
        await answer.promise
        return { ...order, payUrl: 'https://pay.example/cashier/D-1' }
      },
    })
    renderWithProviders(<DepositForm channels={channels} />)
    const preset = screen.getByRole('button', { name: /^P\s?200\.00$/ })
    fireEvent.click(preset)
    expect(amount()).toHaveProperty('value', '200.00')
    expect(preset.getAttribute('aria-pressed')).toBe('true')
    deposit()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deposit' })).toHaveProperty('disabled', true),
    )
    answer.resolve()
    expect(
      await screen.findByText(/^Your order of P\s?200\.00 is waiting for payment\.$/),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pay at the cashier' }).getAttribute('href')).toBe(
      'https://pay.example/cashier/D-1',
    )
    expect(platform.requestsOf('finance.deposit')[0]?.body).toEqual({
      channelId: 'gcash',
      amount: 20_000,
    })
  })

  it('never links to a cashier that is not a web page', async () => {
    fakePlatform({ 'finance.deposit': () => ({ ...order, payUrl: 'javascript:alert(1)' }) })
    renderWithProviders(<DepositForm channels={channels} />)
    fireEvent.change(amount(), { target: { value: '200' } })
    deposit()
    expect(await screen.findByText(/The cashier link is not valid/)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows the platform’s refusal', async () => {
    fakePlatform({ 'finance.deposit': () => refuse('The channel is under maintenance') })
    renderWithProviders(<DepositForm channels={channels} />)
    fireEvent.change(amount(), { target: { value: '200' } })
    deposit()
    expect((await screen.findByTestId('deposit-refused')).textContent).toBe(
      'The channel is under maintenance',
    )
    expect(screen.queryByTestId('deposit-created')).toBeNull()
  })

  it('asks the date of birth when the platform wants it before the first deposit, then deposits', async () => {
    let hasBirthday = false
    const platform = fakePlatform({
      'finance.deposit': () =>
        hasBirthday
          ? { ...order, payUrl: 'https://pay.example/cashier/D-1' }
          : refuse('Please add your date of birth to your profile before your first deposit', {
              status: 403,
              value: { birthDateRequired: true },
            }),
      'member.updateProfile': () => {
        hasBirthday = true
        return { zaloReward: 'none', amount: 0 }
      },
    })
    renderWithProviders(<DepositForm channels={channels} />)
    fireEvent.change(amount(), { target: { value: '200' } })
    deposit()
    expect((await screen.findByTestId('deposit-refused')).textContent).toBe(
      'Please add your date of birth to your profile before your first deposit',
    )
    const birthday = screen.getByLabelText(/^Date of birth/)
    expect(birthday).toHaveProperty('type', 'date')
    fireEvent.change(birthday, { target: { value: '1990-04-05' } })
    fireEvent.click(screen.getByTestId('deposit-birthday-save'))
    await waitFor(() => expect(platform.requestsOf('member.updateProfile')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByTestId('deposit-birth-date')).toBeNull())
    expect(platform.requestsOf('member.updateProfile')[0]?.body).toEqual({
      profile: { birthday: '1990-04-05' },
    })
    expect(screen.queryByTestId('deposit-refused')).toBeNull()
    deposit()
    expect(
      await screen.findByText(/^Your order of P\s?200\.00 is waiting for payment\.$/),
    ).toBeTruthy()
  })

  it('shows nothing more for another refusal', async () => {
    fakePlatform({ 'finance.deposit': () => refuse('Your daily deposit limit is reached') })
    renderWithProviders(<DepositForm channels={channels} />)
    fireEvent.change(amount(), { target: { value: '200' } })
    deposit()
    expect((await screen.findByTestId('deposit-refused')).textContent).toBe(
      'Your daily deposit limit is reached',
    )
    expect(screen.queryByTestId('deposit-birth-date')).toBeNull()
  })
})
