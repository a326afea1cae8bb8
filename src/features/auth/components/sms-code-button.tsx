import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as ui from '../../../ui/ui.css'

/**
 * Sends a code (onSend answers expiredMinutes, or null when it sent nothing) and then counts down: disabled with the remaining seconds (60 s times the server's
 * expiredMinutes), sends at most once a second.
 */
export function SmsCodeButton(props: {
  onSend: () => Promise<number | null>
  /** Sending is held back until then (epoch ms), e.g. after too many requests before a reload. */
  holdUntil?: number
}) {
  const { t } = useLingui()
  const [remaining, setRemaining] = useState(() =>
    props.holdUntil ? Math.max(0, Math.ceil((props.holdUntil - Date.now()) / 1000)) : 0,
  )
  const [isSending, setSending] = useState(false)
  const lastClick = useRef(0)
  useEffect(() => {
    if (remaining <= 0) return undefined
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000)
    return () => clearTimeout(timer)
  }, [remaining])
  const send = async () => {
    if (Date.now() - lastClick.current < 1000) return
    lastClick.current = Date.now()
    setSending(true)
    try {
      const minutes = await props.onSend()
      // null: nothing was sent (the number was refused before any request), so no wait either.
      if (minutes === null) lastClick.current = 0
      else setRemaining(60 * Math.max(1, minutes))
    } catch {
      // The form shows the error; the button is usable again.
    } finally {
      setSending(false)
    }
  }
  return (
    <button
      type="button"
      className={ui.button}
      disabled={remaining > 0 || isSending}
      onClick={() => void send()}
      data-testid="sms-send"
    >
      {remaining > 0
        ? t({ id: 'auth.sms.wait', message: `Resend in ${remaining} s` })
        : t({ id: 'auth.sms.send', message: 'Send code' })}
    </button>
  )
}
