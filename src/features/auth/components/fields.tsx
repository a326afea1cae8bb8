import { useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'

/** Fields the auth forms share. The mobile number field of the SMS login and the recovery by phone (digits, no country code). */
export function MobileField(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui()
  return (
    <label className={ui.field}>
      <span className={ui.requiredLabel}>
        {t({ id: 'register.mobileNum', message: 'Mobile number' })}
      </span>
      <input
        required
        className={ui.input}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        name="mobileNum"
      />
    </label>
  )
}

/** The verification code field (at most 255 characters, spec §9) beside its send button. */
export function CodeField(props: {
  name: string
  value: string
  onChange: (value: string) => void
  sendButton: ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className={styles.captchaRow}>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>
          {t({ id: 'register.verificationCode', message: 'Verification code' })}
        </span>
        <input
          required
          className={ui.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          name={props.name}
        />
      </label>
      {props.sendButton}
    </div>
  )
}

/** A password field; the current password autocompletes as such, a new one as a new one. */
export function PasswordField(props: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  isCurrent?: boolean
}) {
  return (
    <label className={ui.field}>
      <span className={ui.requiredLabel}>{props.label}</span>
      <input
        required
        className={ui.input}
        type="password"
        name={props.name}
        value={props.value}
        maxLength={64}
        autoComplete={props.isCurrent ? 'current-password' : 'new-password'}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}

/**
 * The image captcha's answer beside its picture. The picture is a button (named for what it does,
 * reached and pressed from the keyboard like any other) that shows another, at most once a second
 * (spec §9); a new picture comes with the answer cleared, which is the form's to do in onRefresh.
 */
export function CaptchaField(props: {
  name: string
  image: string | undefined
  value: string
  onChange: (value: string) => void
  onRefresh: () => void
}) {
  const { t } = useLingui()
  return (
    <div className={styles.captchaRow}>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>
          {t({ id: 'register.captcha', message: 'Captcha' })}
        </span>
        <input
          required
          className={ui.input}
          value={props.value}
          maxLength={8}
          autoComplete="off"
          onChange={(e) => props.onChange(e.target.value)}
          name={props.name}
        />
      </label>
      <CaptchaPicture image={props.image} onRefresh={props.onRefresh} />
    </div>
  )
}

/** The captcha's picture as a button that asks for another, at most once a second (spec §9). */
export function CaptchaPicture(props: { image: string | undefined; onRefresh: () => void }) {
  const { t } = useLingui()
  const lastRefresh = useRef(0)
  if (!props.image) return null
  const refresh = () => {
    if (Date.now() - lastRefresh.current < 1000) return
    lastRefresh.current = Date.now()
    props.onRefresh()
  }
  const label = t({ id: 'auth.captcha.refresh', message: 'Show another picture' })
  return (
    <button
      type="button"
      className={styles.captchaPicture}
      onClick={refresh}
      aria-label={label}
      title={label}
      data-testid="captcha-refresh"
    >
      <img
        src={props.image}
        alt={t({ id: 'auth.captcha.alt', message: 'Captcha picture' })}
        width={120}
        height={44}
      />
    </button>
  )
}
