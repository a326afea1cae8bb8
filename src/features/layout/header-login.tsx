import { useId, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { openModal } from '@/state/modals.store'
import * as ui from '@/ui/ui.css'
import * as styles from './layout.css'

/**
 * The top bar's login form when signed out (spec §2.4): username and password, or the mobile
 * number, with the login-type drop-down when code login is on, and the sign-up button when direct
 * registration is. The slider or the SMS code needs room, so submitting hands what was typed to the
 * login modal, which finishes the sign-in.
 */
export function HeaderLogin() {
  const { t } = useLingui()
  const { flags } = useCapabilities()
  const [loginType, setLoginType] = useState<'username' | 'mobile'>('username')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [mobile, setMobile] = useState('')
  const id = useId()
  const hasCodeLogin = flags.has('mobileCodeLogin')
  const type = hasCodeLogin ? loginType : 'username'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    openModal('login', {
      prefill:
        type === 'mobile'
          ? { loginType: 'mobile', mobile: mobile.trim() }
          : { loginType: 'username', username: username.trim(), password },
    })
  }
  return (
    <>
      <form className={styles.inlineLogin} onSubmit={submit} data-testid="header-login">
        <div className={styles.inlineFields}>
          {hasCodeLogin ? (
            <>
              <label htmlFor={`${id}-type`} className={ui.visuallyHidden}>
                {t({ id: 'auth.loginType', message: 'Login type' })}
              </label>
              <select
                id={`${id}-type`}
                className={`${ui.input} ${styles.inlineSelect}`}
                value={type}
                onChange={(e) => setLoginType(e.target.value as 'username' | 'mobile')}
                data-testid="header-login-type"
              >
                <option value="username">
                  {t({ id: 'register.username', message: 'Username' })}
                </option>
                <option value="mobile">
                  {t({ id: 'register.mobileNum', message: 'Mobile number' })}
                </option>
              </select>
            </>
          ) : null}
          {type === 'mobile' ? (
            <>
              <label htmlFor={`${id}-mobile`} className={ui.visuallyHidden}>
                {t({ id: 'register.mobileNum', message: 'Mobile number' })}
              </label>
              <input
                id={`${id}-mobile`}
                className={`${ui.input} ${styles.inlineInput}`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={20}
                placeholder={t({ id: 'register.mobileNum', message: 'Mobile number' })}
                value={mobile}
                onChange={(e) => setMobile(e.target.value)}
                name="mobileNum"
              />
            </>
          ) : (
            <>
              <label htmlFor={`${id}-username`} className={ui.visuallyHidden}>
                {t({ id: 'register.username', message: 'Username' })}
              </label>
              <input
                id={`${id}-username`}
                className={`${ui.input} ${styles.inlineInput}`}
                autoComplete="username"
                maxLength={64}
                placeholder={t({ id: 'register.username', message: 'Username' })}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                name="username"
              />
              <label htmlFor={`${id}-password`} className={ui.visuallyHidden}>
                {t({ id: 'register.password', message: 'Password' })}
              </label>
              <input
                id={`${id}-password`}
                className={`${ui.input} ${styles.inlineInput}`}
                type="password"
                autoComplete="current-password"
                maxLength={64}
                placeholder={t({ id: 'register.password', message: 'Password' })}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                name="password"
              />
            </>
          )}
        </div>
        <button type="submit" className={ui.button} data-testid="header-sign-in">
          {t({ id: 'header.signIn', message: 'Sign in' })}
        </button>
      </form>
      {flags.has('directRegistration') ? (
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={() => openModal('register')}
          data-testid="header-register"
        >
          {t({ id: 'header.register', message: 'Register' })}
        </button>
      ) : null}
    </>
  )
}
