// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BankAccount } from '@/api/finance/get-banks'
import { deferred, fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { WithdrawForm } from './withdraw-form'

const banks: BankAccount[] = [
  { id: 'b1', bankName: 'BDO', accountNo: '******1234', holderName: 'Juan Dela Cruz' },
  { id: 'b2', bankName: 'BPI', accountNo: '******9876', holderName: 'Juan Dela Cruz' },
]
const limits = { min: 10_000, max: 1_000_000, confirmMinutes: 30 }

const renderForm = () =>
  renderWithProviders(<WithdrawForm banks={banks} limits={limits} balance={50_000} />)
const amount = () => screen.getByLabelText('Amount')
const password = () => screen.getByLabelText('Payment password')
const withdraw = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))

describe('WithdrawForm', () => {
  it('shows the limits and the balance, and the bound accounts to choose from', () => {
    fakePlatform({})
    renderForm()
    expect(
      screen.getByText(/^From P\s?100\.00 to P\s?10,000\.00; available P\s?500\.00$/),
    ).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^BDO/ })).toHaveProperty('checked', true)
    expect(screen.getByText('******1234 · Juan Dela Cruz')).toBeTruthy()
  })

  it('refuses more than the balance and a password that is not six digits', async () => {
    const platform = fakePlatform({})
    renderForm()
    fireEvent.change(amount(), { target: { value: '1000' } })
    fireEvent.change(password(), { target: { value: '12ab3' } })
    expect(password()).toHaveProperty('value', '123')
    withdraw()
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toMatch(
      /^You have only P\s?500\.00 here\.$/,
    )
    expect(screen.getByTestId('withdraw-password-error').textContent).toBe(
      'Enter your 6-digit payment password.',
    )
    expect(platform.requests).toHaveLength(0)
  })

  it('places the withdrawal to the chosen account, busy meanwhile, then clears the form', async () => {
    const answer = deferred()
    const platform = fakePlatform({
      'finance.withdraw': async () => {
        await answer.promise
        return { orderId: 'W-1', status: 'processing', amount: 20_000, sumBalance: 30_000 }
      },
    })
    renderForm()
    fireEvent.click(screen.getByRole('radio', { name: /^BPI/ }))
    fireEvent.change(amount(), { target: { value: '200' } })
    fireEvent.change(password(), { target: { value: '123456' } })
    withdraw()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true),
    )
    answer.resolve()
    expect(
      await screen.findByText(/^Your withdrawal of P\s?200\.00 is being processed\.$/),
    ).toBeTruthy()
    expect(platform.requestsOf('finance.withdraw')[0]?.body).toEqual({
      bankId: 'b2',
      amount: 20_000,
      paymentPassword: '123456',
    })
    expect(amount()).toHaveProperty('value', '')
    expect(password()).toHaveProperty('value', '')
  })

  it('shows the platform’s refusal and keeps what was typed', async () => {
    fakePlatform({ 'finance.withdraw': () => refuse('The payment password is wrong') })
    renderForm()
    fireEvent.change(amount(), { target: { value: '200' } })
    fireEvent.change(password(), { target: { value: '654321' } })
    withdraw()
    expect((await screen.findByTestId('withdraw-refused')).textContent).toBe(
      'The payment password is wrong',
    )
    expect(amount()).toHaveProperty('value', '200')
    expect(screen.queryByTestId('withdraw-placed')).toBeNull()
  })

  it('says the network failed in the reader’s words, not the browser’s, when the link is cut', async () => {
    fakePlatform({
      'finance.withdraw': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderForm()
    fireEvent.change(amount(), { target: { value: '200' } })
    fireEvent.change(password(), { target: { value: '654321' } })
    withdraw()
    expect((await screen.findByTestId('withdraw-refused')).textContent).toBe(
      'Network link abnormal. Check your connection and try again.',
    )
    expect(screen.queryByText(/Failed to fetch/)).toBeNull()
  })
})
