import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useCaptchaQuery } from '@/api/auth/get-captcha'
import { useSliderQuery } from '@/api/auth/get-slider'
import { login } from '@/api/auth/login'
import { readCookie, writeCookie } from '../lib/cookies'
import { refusalMessage } from '@/api/errors'
import type { LoginSide } from '@/state/modals.store'
import type { LoginValue } from '@/state/session-actions'
import { FormError } from '@/ui/form-error'
import { ExclusionHelp } from './exclusion-help'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import { asksForCaptcha } from '../lib/captcha'
import { verificationOf, type Verification } from '../lib/verification'
import { CaptchaField } from './fields'
import { SliderChallenge } from './slider-captcha'

const rememberCookie = 'rememberedUser'

/**
 * Username and password, the slider challenge, and the image captcha when the platform asks; a
 * login from a new IP hands its verification to the modal.
 */
export function UsernameLoginForm(props: {
  onSignedIn: (login: LoginValue) => Promise<void>
  onVerification: (verification: Verification) => void
  initialUsername?: string
  initialPassword?: string
  /** Spec §6: the side the login starts from; the platform refuses accounts of the other. */
  side?: LoginSide
}) {
  const { t } = useLingui()
  const [username, setUsername] = useState(
    () => props.initialUsername ?? readCookie(rememberCookie) ?? '',
  )
  const [isRemembered, setRemembered] = useState(() => readCookie(rememberCookie) !== null)
  const [password, setPassword] = useState(props.initialPassword ?? '')
  const [sliderX, setSliderX] = useState(0)
  const [captcha, setCaptcha] = useState('')
  const [isCaptchaRequired, setCaptchaRequired] = useState(false)
  const [round, setRound] = useState(0)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [error, setError] = useState('')
  // The last refusal itself: a break's refusal shows the way to the Responsible Gaming page.
  const [failure, setFailure] = useState<unknown>(null)
  const [isBusy, setBusy] = useState(false)
  // Each challenge is good once: a new round fetches a new slider, a new captcha round a new
  // picture (also when the visitor asks for one: the slider stays as it was then).
  const slider = useSliderQuery('login', round)
  const image = useCaptchaQuery('login', captchaRound, isCaptchaRequired)
  const nextCaptcha = () => {
    setCaptchaRound((r) => r + 1)
    setCaptcha('')
  }
  const nextRound = () => {
    setRound((r) => r + 1)
    setSliderX(0)
    nextCaptcha()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!username.trim() || !password)
      return setError(t({ id: 'auth.error.empty', message: 'Input cannot be empty' }))
    if (isCaptchaRequired && !captcha.trim())
      return setError(t({ id: 'auth.error.captcha', message: 'Enter the captcha' }))
    if (!slider.data || sliderX === 0) {
      return setError(t({ id: 'auth.error.verify', message: 'Please complete verification first' }))
    }
    setBusy(true)
    setError('')
    try {
      const answer = await login({
        username: username.trim(),
        password,
        type: 'username',
        ...(props.side ? { side: props.side } : {}),
        sliderId: slider.data.sliderId,
        sliderX,
        ...(isCaptchaRequired && image.data
          ? { captchaId: image.data.captchaId, captcha: captcha.trim() }
          : {}),
      })
      // Remember me keeps the username (never the password) for one day.
      writeCookie(rememberCookie, isRemembered ? username.trim() : '', isRemembered ? 86_400 : 0)
      await props.onSignedIn(answer)
    } catch (failure) {
      const verification = verificationOf(failure)
      if (verification) {
        writeCookie(rememberCookie, isRemembered ? username.trim() : '', isRemembered ? 86_400 : 0)
        return props.onVerification(verification)
      }
      // Spec §4, §8: a failure that indicates the captcha shows it; every failure reloads it.
      if (asksForCaptcha(failure)) setCaptchaRequired(true)
      setFailure(failure)
      setError(
        refusalMessage(
          failure,
          t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
        ),
      )
      nextRound()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>
          {t({ id: 'register.username', message: 'Username' })}
        </span>
        <input
          required
          className={ui.input}
          value={username}
          autoComplete="username"
          maxLength={64}
          onChange={(e) => setUsername(e.target.value)}
          name="username"
        />
      </label>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>
          {t({ id: 'register.password', message: 'Password' })}
        </span>
        <input
          required
          className={ui.input}
          type="password"
          value={password}
          autoComplete="current-password"
          maxLength={64}
          onChange={(e) => setPassword(e.target.value)}
          name="password"
        />
      </label>
      <SliderChallenge query={slider} value={sliderX} onChange={setSliderX} />
      {isCaptchaRequired ? (
        <CaptchaField
          name="captcha"
          image={image.data?.image}
          value={captcha}
          onChange={setCaptcha}
          onRefresh={nextCaptcha}
        />
      ) : null}
      <label className={styles.remember}>
        <input
          type="checkbox"
          checked={isRemembered}
          onChange={(e) => setRemembered(e.target.checked)}
          name="remember"
        />
        {t({ id: 'auth.remember', message: 'Remember me' })}
      </label>
      <FormError message={error} testId="login-error" />
      {error ? <ExclusionHelp failure={failure} /> : null}
      <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
        {t({ id: 'header.signIn', message: 'Sign in' })}
      </button>
    </form>
  )
}
