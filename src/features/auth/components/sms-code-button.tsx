import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useCaptchaQuery } from '@/api/auth/get-captcha'
import { refusalMessage } from '@/api/errors'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import { asksForCaptcha } from '../lib/captcha'
import { PhoneAuthError } from '../phone-auth/phone-auth'
import { CaptchaField } from './fields'

/** The image captcha answered for a send, once the platform has asked for one. */
export interface SmsCaptcha {
  captchaId: string
  captcha: string
}

/**
 * Sending a code: onSend answers expiredMinutes, or null when it sent nothing. Afterwards the
 * button counts down, disabled with the remaining seconds (60 s times expiredMinutes); it sends at
 * most once a second. When the platform asks for the image captcha (a number that has not verified
 * before) the challenge shows it, and the next press sends its answer; a refusal (a cap's wait, say)
 * shows there too. A phone-auth refusal is the form's to show.
 */
export function useSmsSend(
  onSend: (captcha: SmsCaptcha | undefined) => Promise<number | null>,
  /** Sending is held back until then (epoch ms), e.g. after too many requests before a reload. */
  holdUntil?: number,
) {
  const { t } = useLingui()
  const [remaining, setRemaining] = useState(() =>
    holdUntil ? Math.max(0, Math.ceil((holdUntil - Date.now()) / 1000)) : 0,
  )
  const [isSending, setSending] = useState(false)
  const [isCaptchaShown, setCaptchaShown] = useState(false)
  const [round, setRound] = useState(0)
  const [answer, setAnswer] = useState('')
  const [notice, setNotice] = useState('')
  const lastClick = useRef(0)
  const image = useCaptchaQuery('sms', round, isCaptchaShown)
  useEffect(() => {
    if (remaining <= 0) return undefined
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000)
    return () => clearTimeout(timer)
  }, [remaining])
  const nextCaptcha = () => {
    setRound((r) => r + 1)
    setAnswer('')
  }
  const send = async () => {
    if (Date.now() - lastClick.current < 1000) return
    if (isCaptchaShown && !answer.trim())
      return setNotice(t({ id: 'auth.error.captcha', message: 'Enter the captcha' }))
    lastClick.current = Date.now()
    setSending(true)
    setNotice('')
    const captcha =
      isCaptchaShown && image.data
        ? { captchaId: image.data.captchaId, captcha: answer.trim() }
        : undefined
    let isSpent = captcha !== undefined
    try {
      const minutes = await onSend(captcha)
      // null: nothing was sent (the number was refused before any request), so no wait either.
      if (minutes === null) {
        lastClick.current = 0
        isSpent = false
      } else {
        setRemaining(60 * Math.max(1, minutes))
        // Its work done, the captcha goes; the platform asks again if a resend needs one.
        setCaptchaShown(false)
      }
    } catch (failure) {
      if (asksForCaptcha(failure)) setCaptchaShown(true)
      if (!(failure instanceof PhoneAuthError))
        setNotice(
          refusalMessage(
            failure,
            t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
          ),
        )
    } finally {
      // A captcha is good once: whatever the platform answered, the next send needs a new picture.
      if (isSpent) nextCaptcha()
      setSending(false)
    }
  }
  return {
    remaining,
    isSending,
    send,
    notice,
    captcha: isCaptchaShown
      ? { image: image.data?.image, answer, setAnswer, refresh: nextCaptcha }
      : null,
  }
}

/** What useSmsSend answers: the button and the challenge below the field share it. */
export type SmsSend = ReturnType<typeof useSmsSend>

/** The send button: "Send code", or the seconds until it may send again. */
export function SmsCodeButton(props: { sms: SmsSend }) {
  const { t } = useLingui()
  const { remaining, isSending, send } = props.sms
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

/** Under the code's field: the image captcha the platform asked for, and a refused send's reason. */
export function SmsSendChallenge(props: { sms: SmsSend }) {
  const { captcha, notice } = props.sms
  if (!captcha && !notice) return null
  return (
    <div className={styles.smsChallenge}>
      {captcha ? (
        <CaptchaField
          name="smsCaptcha"
          image={captcha.image}
          value={captcha.answer}
          onChange={captcha.setAnswer}
          onRefresh={captcha.refresh}
        />
      ) : null}
      <FormError message={notice} testId="sms-error" />
    </div>
  )
}
