import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { call } from '@/api/client'
import { configQueries } from '@/api/queries'
import { completeSignIn, type LoginValue } from '@/state/session-actions'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Dialog } from '@/ui/dialog'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import * as styles from './auth.css'
import { ModalBanner } from './components/modal-banner'
import { RegisterForm } from './registration/register-form'

/** The affiliate code of the page's URL, checked once with the platform (spec §5). */
function useUrlAffiliate() {
  const code = new URLSearchParams(location.search).get('affiliateCode')?.trim().slice(0, 32) ?? ''
  const check = useQuery({
    queryKey: ['auth', 'affiliateCheck', code],
    queryFn: ({ signal }) =>
      call('auth.affiliateCheck', { code, domain: location.hostname }, { signal }),
    enabled: code !== '',
    staleTime: Infinity,
  })
  if (!code) return { pending: false, affiliate: null }
  return {
    pending: check.isPending,
    affiliate: { code, valid: check.data?.valid === true },
  }
}

/** The register modal: username and mobile tabs (tabs only when mobile registration is on). */
export function RegisterModal(props: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const menu = useQuery(configQueries.menu)
  const permission = useQuery(configQueries.permission)
  const config = useQuery(configQueries.registerConfig)
  const url = useUrlAffiliate()
  const [tab, setTab] = useState<'username' | 'mobile'>('username')
  const [isInvitationError, setInvitationError] = useState(false)
  const [isUrlErrorSeen, setUrlErrorSeen] = useState(false)
  // A code in the URL that the platform refuses opens the invitation-code error once (spec §8).
  const isUrlCodeRefused = Boolean(url.affiliate && !url.pending && !url.affiliate.valid)
  const modes = menu.data
    ? ([
        ...(menu.data.usernameRegistration ? ['username'] : []),
        ...(menu.data.mobileRegistration ? ['mobile'] : []),
      ] as ('username' | 'mobile')[])
    : []
  const mode = modes.includes(tab) ? tab : modes[0]
  const dismissInvitationError = () => {
    setInvitationError(false)
    setUrlErrorSeen(true)
  }
  const registered = async (login: LoginValue) => {
    await completeSignIn(login)
    props.onClose()
    await navigate({ to: '/' }).catch(() => undefined)
  }
  const failed = menu.isError || config.isError
  const loading = menu.isPending || config.isPending || url.pending
  const body = failed ? (
    <StatusPanel
      tone="error"
      title={t({ id: 'system.loadError', message: 'This could not be loaded' })}
      message={t({
        id: 'auth.error.network',
        message: 'Network link abnormal, please retry',
      })}
      action={
        <button
          type="button"
          className={ui.button}
          onClick={() => void Promise.all([menu.refetch(), config.refetch()])}
        >
          {t({ id: 'system.retry', message: 'Try again' })}
        </button>
      }
    />
  ) : loading ? (
    <p className={ui.panelText} role="status">
      {t({ id: 'system.loading', message: 'Loading…' })}
    </p>
  ) : !mode ? (
    <StatusPanel
      title={t({ id: 'auth.register.unavailable.title', message: 'Registration is not open' })}
      message={t({
        id: 'auth.register.unavailable.message',
        message: 'Registering on the site is not available. Please contact customer service.',
      })}
    />
  ) : (
    <>
      {modes.length > 1 ? (
        <div
          role="tablist"
          className={styles.tabs}
          aria-label={t({ id: 'register.type', message: 'Registration type' })}
        >
          {modes.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={mode === name}
              className={styles.tab}
              onClick={() => setTab(name)}
              data-testid={`register-tab-${name}`}
            >
              {name === 'username'
                ? t({ id: 'register.byUsername', message: 'Username registration' })
                : t({ id: 'register.byMobile', message: 'Mobile registration' })}
            </button>
          ))}
        </div>
      ) : null}
      <RegisterForm
        key={mode}
        mode={mode}
        config={config.data!}
        flags={{
          countryDialingCode: menu.data!.countryDialingCode,
          registrationSms: menu.data!.registrationSms || mode === 'mobile',
          mobileRegistrationPassword: menu.data!.mobileRegistrationPassword,
          affiliate: permission.data?.info.register.affiliate === true,
        }}
        phoneAuth={menu.data!.phoneAuth}
        urlAffiliate={url.affiliate}
        onInvalidInvitation={() => setInvitationError(true)}
        onRegistered={registered}
      />
    </>
  )
  return (
    <Dialog
      title={t({ id: 'header.register', message: 'Register' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="modal-register"
    >
      <ModalBanner group="w_reg" />
      {body}
      {isInvitationError || (isUrlCodeRefused && !isUrlErrorSeen) ? (
        <ConfirmDialog
          message={t({ id: 'register.error.invitation', message: 'Invalid invitation code' })}
          cancelLabel={t({ id: 'dialog.close', message: 'Close' })}
          confirmLabel={t({ id: 'dialog.confirm', message: 'Confirm' })}
          onCancel={dismissInvitationError}
          onConfirm={dismissInvitationError}
        />
      ) : null}
    </Dialog>
  )
}
