// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { deferred, fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { ChangePasswordModal } from './change-password-modal'

async function renderModal(isForced = false) {
  const onClose = vi.fn()
  const { router } = renderWithProviders(
    <ChangePasswordModal onClose={onClose} isForced={isForced} />,
    { url: '/member/profile' },
  )
  await screen.findByRole('heading', { name: 'Change password' })
  return { onClose, router }
}
function fillIn(old: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: old } })
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } })
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } })
}
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
const error = () => screen.getByTestId('change-password-error').textContent

describe('ChangePasswordModal', () => {
  it('checks the three fields before anything is sent', async () => {
    const platform = fakePlatform({})
    await renderModal()
    confirm()
    await waitFor(() => expect(error()).toBe('Input cannot be empty'))
    fillIn('Old12345', 'short', 'short')
    confirm()
    await waitFor(() =>
      expect(error()).toBe('Password must be 6-20 characters with letters and digits'),
    )
    fillIn('Old12345', 'New12345', 'New12346')
    confirm()
    await waitFor(() => expect(error()).toBe('The two passwords are inconsistent'))
    expect(platform.requests).toHaveLength(0)
  })

  it('sends the sealed passwords, busy meanwhile, then closes and goes home', async () => {
    const answer = deferred()
    const platform = fakePlatform({
      'auth.changePassword': async () => {
        await answer.promise
        return null
      },
    })
    const { onClose, router } = await renderModal()
    fillIn('Old12345', 'New12345', 'New12345')
    confirm()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true),
    )
    answer.resolve()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(platform.requestsOf('auth.changePassword')[0]?.body).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    })
    await waitFor(() => expect(router?.state.location.pathname).toBe('/'))
  })

  it('shows the platform’s refusal and stays open', async () => {
    fakePlatform({ 'auth.changePassword': () => refuse('The current password is wrong') })
    const { onClose } = await renderModal()
    fillIn('Wrong123', 'New12345', 'New12345')
    confirm()
    await waitFor(() => expect(error()).toBe('The current password is wrong'))
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says why when the platform asks for a new password first', async () => {
    fakePlatform({})
    await renderModal(true)
    expect(screen.getByText('Please choose a new password before you continue.')).toBeTruthy()
  })
})
