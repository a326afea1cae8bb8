import { useEffect, useState } from 'react'
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useResponsibleStatusQuery } from '@/api/responsible/get-status'
import { useFormatters } from '@/i18n/format'
import { Dialog } from '@/ui/dialog'
import * as ui from '@/ui/ui.css'
import { nextRealityCheck } from './reality-check-timing'
import * as styles from './responsible.css'

/** The root element's attribute that holds when the next reality check falls (an ISO instant). */
const dueAttribute = 'data-reality-check-due'

/**
 * The reality check (issue 46) while a signed-in member plays: every N minutes of the session (the
 * member's choice in the member centre, the merchant's default until then) a dialog says how long
 * they have played and what they have won or lost since signing in, asked afresh of the platform.
 * Continue closes it until the next; Stop closes the game and goes back where it was started.
 */
export function RealityCheck() {
  const status = useResponsibleStatusQuery()
  const [isShown, setShown] = useState(false)
  const [lastShown, setLastShown] = useState(0)
  const { data, dataUpdatedAt, refetch } = status
  const minutes = data?.realityCheckMinutes ?? 0
  const seconds = data?.session.seconds

  useEffect(() => {
    if (isShown || seconds === undefined) return
    const next = nextRealityCheck({
      minutes,
      seconds,
      answeredAt: dataUpdatedAt,
      now: Date.now(),
      after: lastShown,
    })
    if (!next) return
    // When the next check falls, on the root element (as the live layer shows its state there):
    // for end-to-end tests that move the page's clock, and for whoever debugs a report.
    const root = document.documentElement
    root.setAttribute(dueAttribute, new Date(Date.now() + next.dueInMs).toISOString())
    const timer = setTimeout(() => {
      // The figures are the platform's at the moment the dialog opens, not the last answer's.
      void refetch().finally(() => {
        setLastShown(next.boundary)
        setShown(true)
      })
    }, next.dueInMs)
    return () => {
      clearTimeout(timer)
      root.removeAttribute(dueAttribute)
    }
  }, [minutes, seconds, dataUpdatedAt, lastShown, isShown, refetch])

  if (!isShown || !data) return null
  return (
    <RealityCheckDialog
      seconds={data.session.seconds}
      net={data.session.net}
      onContinue={() => setShown(false)}
    />
  )
}

function RealityCheckDialog(props: { seconds: number; net: number; onContinue: () => void }) {
  const { t } = useLingui()
  const format = useFormatters()
  const router = useRouter()
  const navigate = useNavigate()
  const canGoBack = useCanGoBack()
  const hours = Math.floor(props.seconds / 3600)
  const mins = Math.floor((props.seconds % 3600) / 60)
  const played =
    hours > 0
      ? t({ id: 'reality.played.hours', message: `${hours} h ${mins} min` })
      : t({ id: 'reality.played.minutes', message: `${mins} min` })
  const amount = format.money(Math.abs(props.net))
  const result =
    props.net > 0
      ? t({ id: 'reality.won', message: `Since you signed in you have won ${amount}.` })
      : props.net < 0
        ? t({ id: 'reality.lost', message: `Since you signed in you have lost ${amount}.` })
        : t({ id: 'reality.even', message: 'Since you signed in you have neither won nor lost.' })
  const stop = () => {
    props.onContinue()
    // Leaving the game screen closes the game's frame; back where it was started from, or Home.
    if (canGoBack) router.history.back()
    else void navigate({ to: '/' }).catch(() => undefined)
  }
  return (
    <Dialog
      title={t({ id: 'reality.title', message: 'Reality check' })}
      closeLabel={t({ id: 'reality.continue', message: 'Continue playing' })}
      onClose={props.onContinue}
      className={`${ui.dialog} ${ui.confirm}`}
      testId="reality-check"
    >
      <div className={ui.form}>
        <p className={styles.age} data-testid="reality-played">
          {t({ id: 'reality.played', message: `You have played for ${played}.` })}
        </p>
        <p data-testid="reality-result">{result}</p>
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={stop} data-testid="reality-stop">
            {t({ id: 'reality.stop', message: 'Stop playing' })}
          </button>
          <button
            type="button"
            className={ui.buttonPrimary}
            onClick={props.onContinue}
            data-testid="reality-continue"
          >
            {t({ id: 'reality.continue', message: 'Continue playing' })}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
