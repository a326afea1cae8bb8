// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { deferred, fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { UsernameLoginForm } from './username-login-form'

const slider = (id: string) => ({
  sliderId: id,
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  width: 280,
})
const login = { token: 't-1', firstTimeLogin: false, passwordExpired: false, weakPassword: false }

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}
const slide = async (x: number) =>
  fireEvent.change(await screen.findByRole('slider'), { target: { value: String(x) } })

describe('UsernameLoginForm', () => {
  it('asks for both fields before anything is sent', async () => {
    const platform = fakePlatform({ 'auth.slider': () => slider('s-1') })
    renderWithProviders(<UsernameLoginForm onSignedIn={vi.fn()} onVerification={vi.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Input cannot be empty')).toBeTruthy()
    fillIn('demo_member', 'Demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Please complete verification first')).toBeTruthy()
    expect(platform.requestsOf('auth.login')).toHaveLength(0)
  })

  it('sends the sealed credentials with the slider answer, busy until the platform answers', async () => {
    const answer = deferred()
    const platform = fakePlatform({
      'auth.slider': () => slider('s-1'),
      'auth.login': async () => {
        await answer.promise
        return login
      },
    })
    const onSignedIn = vi.fn()
    renderWithProviders(
      <UsernameLoginForm onSignedIn={onSignedIn} onVerification={vi.fn()} side="member" />,
    )
    fillIn(' demo_member ', 'Demo1234')
    await slide(120)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true),
    )
    answer.resolve()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(login))
    expect(platform.requestsOf('auth.login')[0]?.body).toEqual({
      username: 'demo_member',
      password: 'Demo1234',
      type: 'username',
      side: 'member',
      sliderId: 's-1',
      sliderX: 120,
    })
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false)
  })

  it('shows a refusal and asks for the captcha with a new slider when the platform wants one', async () => {
    let round = 0
    const platform = fakePlatform({
      'auth.slider': () => slider(`s-${++round}`),
      'auth.captcha': () => ({ captchaId: 'c-1', image: 'data:image/png;base64,AA==' }),
      'auth.login': () =>
        refuse('Wrong username or password', { value: { captchaRequired: true } }),
    })
    const onSignedIn = vi.fn()
    renderWithProviders(<UsernameLoginForm onSignedIn={onSignedIn} onVerification={vi.fn()} />)
    fillIn('demo_member', 'wrong1')
    await slide(80)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Wrong username or password')).toBeTruthy()
    expect(await screen.findByLabelText('Captcha')).toBeTruthy()
    expect(await screen.findByAltText('Captcha picture')).toBeTruthy()
    await waitFor(() => expect(platform.requestsOf('auth.slider')).toHaveLength(2))
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('shows another captcha picture on a press or after a failure, the answer cleared, and sends the newest', async () => {
    let sliders = 0
    let captchas = 0
    let logins = 0
    const platform = fakePlatform({
      'auth.slider': () => slider(`s-${++sliders}`),
      'auth.captcha': () => ({ captchaId: `c-${++captchas}`, image: 'data:image/png;base64,AA==' }),
      'auth.login': () =>
        ++logins < 3
          ? refuse('Wrong username or password', { value: { captchaRequired: true } })
          : login,
    })
    const onSignedIn = vi.fn()
    renderWithProviders(<UsernameLoginForm onSignedIn={onSignedIn} onVerification={vi.fn()} />)
    fillIn('demo_member', 'wrong1')
    await slide(80)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const picture = await screen.findByRole('button', { name: 'Show another picture' })
    await waitFor(() => expect(platform.requestsOf('auth.slider')).toHaveLength(2))
    await slide(90)

    // A press asks for another picture and clears the answer; the slider stays as it was.
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'ABCD' } })
    picture.focus()
    expect(document.activeElement).toBe(picture)
    fireEvent.click(picture)
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(2))
    expect(screen.getByLabelText('Captcha')).toHaveProperty('value', '')
    expect(screen.getByRole('slider')).toHaveProperty('value', '90')
    expect(platform.requestsOf('auth.slider')).toHaveLength(2)

    // A failure with the captcha shown reloads it, the answer cleared.
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'WXYZ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(3))
    expect(platform.requestsOf('auth.login')[1]?.body).toMatchObject({
      captchaId: 'c-2',
      captcha: 'WXYZ',
    })
    expect(screen.getByLabelText('Captcha')).toHaveProperty('value', '')

    await slide(100)
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } })
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'KLMN' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(login))
    expect(platform.requestsOf('auth.login')[2]?.body).toMatchObject({
      captchaId: 'c-3',
      captcha: 'KLMN',
    })
  })
})
