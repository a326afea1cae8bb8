import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useAffiliateCheckQuery } from '@/api/auth/check-affiliate'
import { useMenuQuery } from '@/api/system/get-menu'
import { useRegisterConfigQuery } from '@/api/system/get-register-config'
import { useCapabilities } from '@/config/use-capabilities'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { completeSignIn, type LoginValue } from '@/state/session-actions'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Dialog } from '@/ui/dialog'
import { combineQueries, QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import { Tabs } from '@/ui/tabs'
import { ModalBanner } from './components/modal-banner'
import { RegisterForm } from './registration/register-form'

/** The affiliate code of the page's URL, checked once with the platform (spec §5). */
function useUrlAffiliate() {
  const code = new URLSearchParams(location.search).get('affiliateCode')?.trim().slice(0, 32) ?? ''
  const check = useAffiliateCheckQuery(code)
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
  const menu = useMenuQuery()
  const caps = useCapabilities()
  const config = useRegisterConfigQuery()
  const url = useUrlAffiliate()
  const [tab, setTab] = useState<'username' | 'mobile'>('username')
  const [isInvitationError, setInvitationError] = useState(false)
  const [isUrlErrorSeen, setUrlErrorSeen] = useState(false)
  const labels = useQueryStateLabels()
  // A code in the URL that the platform refuses opens the invitation-code error once (spec §8).
  const isUrlCodeRefused = Boolean(url.affiliate && !url.pending && !url.affiliate.valid)
  // With direct registration off the platform refuses every registration: no tab is offered.
  const isOpen = caps.flags.has('directRegistration')
  const modes = [
    ...(isOpen && caps.flags.has('usernameRegistration') ? ['username'] : []),
    ...(isOpen && caps.flags.has('mobileRegistration') ? ['mobile'] : []),
  ] as ('username' | 'mobile')[]
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
  const setup = combineQueries({ menu, config })
  // The affiliate code of the URL is checked before the form shows (spec §5).
  const body = (
    <QueryState
      query={{ ...setup, isPending: setup.isPending || url.pending }}
      labels={labels}
      testId="register-setup"
    >
      {(data) =>
        !mode ? (
          <StatusPanel
            title={t({
              id: 'auth.register.unavailable.title',
              message: 'Registration is not open yet',
            })}
            message={t({
              id: 'auth.register.unavailable.message',
              message: 'Registering on the site is not available yet. Please check back soon.',
            })}
          />
        ) : (
          <Tabs
            label={t({ id: 'register.type', message: 'Registration type' })}
            look="underline"
            items={modes.map((name) => ({
              value: name,
              label:
                name === 'username'
                  ? t({ id: 'register.byUsername', message: 'Username registration' })
                  : t({ id: 'register.byMobile', message: 'Mobile registration' }),
              testId: `register-tab-${name}`,
            }))}
            value={mode}
            onChange={setTab}
          >
            <RegisterForm
              key={mode}
              mode={mode}
              config={data.config}
              caps={caps}
              phoneAuth={data.menu.phoneAuth}
              urlAffiliate={url.affiliate}
              onInvalidInvitation={() => setInvitationError(true)}
              onRegistered={registered}
            />
          </Tabs>
        )
      }
    </QueryState>
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
