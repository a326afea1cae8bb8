import { refusalMessage } from '@/api/errors'
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { freePlay } from '@/api/auth/free-play'
import { useSliderQuery } from '@/api/auth/get-slider'
import type { LoginValue } from '@/state/session-actions'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import { SliderChallenge } from './slider-captcha'

/**
 * Free play (spec §4): the platform opens a trial account with play money and signs it in. The
 * first press shows the slider challenge, which the platform asks of every trial account; the next
 * sends its answer.
 */
export function FreePlayButton(props: { onSignedIn: (login: LoginValue) => Promise<void> }) {
  const { t } = useLingui()
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [isOpen, setOpen] = useState(false)
  const [sliderX, setSliderX] = useState(0)
  const [round, setRound] = useState(0)
  // Each challenge is good once: a new round fetches a new slider.
  const slider = useSliderQuery('freePlay', round, isOpen)
  const play = async () => {
    setError('')
    if (!isOpen) return setOpen(true)
    if (!slider.data || sliderX === 0)
      return setError(t({ id: 'auth.error.verify', message: 'Please complete verification first' }))
    setBusy(true)
    try {
      await props.onSignedIn(await freePlay({ sliderId: slider.data.sliderId, sliderX }))
    } catch (failure) {
      setError(
        refusalMessage(
          failure,
          t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
        ),
      )
      setRound((r) => r + 1)
      setSliderX(0)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {isOpen ? (
        <div className={styles.freePlayVerify} data-testid="free-play-verify">
          <SliderChallenge query={slider} value={sliderX} onChange={setSliderX} />
        </div>
      ) : null}
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
