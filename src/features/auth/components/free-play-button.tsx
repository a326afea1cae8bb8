import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../api/client'
import type { LoginValue } from '../../../state/session-actions'
import { FormError } from '../../../ui/form-error'
import * as ui from '../../../ui/ui.css'
import { failureMessage } from '../lib/rules'

/** Free play (spec §4): the platform opens a trial account with play money and signs it in. */
export function FreePlayButton(props: { onSignedIn: (login: LoginValue) => Promise<void> }) {
  const { t } = useLingui()
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const play = async () => {
    setBusy(true)
    setError('')
    try {
      await props.onSignedIn(await call<LoginValue>('auth.freePlay', { body: {} }))
    } catch (failure) {
      setError(
        failureMessage(
          failure,
          t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
        ),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className={ui.button}
        disabled={isBusy}
        aria-busy={isBusy}
        onClick={() => void play()}
        data-testid="free-play"
      >
        {t({ id: 'auth.freePlay', message: 'Free play' })}
      </button>
      <FormError message={error} testId="free-play-error" />
    </>
  )
}
