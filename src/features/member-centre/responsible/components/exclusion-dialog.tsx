import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useExcludeMutation, type Exclusion } from '@/api/responsible/exclude'
import { useErrorReason } from '@/i18n/ui-labels'
import { endSessionLocally } from '@/live/session-end.store'
import { Dialog } from '@/ui/dialog'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { TextField } from '../../money/components/text-field'
import * as styles from '../responsible.css'
import { useExclusionLabels } from '../lib/exclusion-labels'

/** What the member chose, before the password confirms it. */
export type ExclusionChoice =
  | Omit<Extract<Exclusion, { kind: 'timeOut' }>, 'password'>
  | Omit<Extract<Exclusion, { kind: 'selfExclusion' }>, 'password'>
  | { kind: 'closed' }

/**
 * The confirmation of a time-out, a self-exclusion or a closure: it says plainly that it cannot be
 * undone and asks the password. Once the platform has it, this session ends here with the reason
 * (the live `session` event brings the same to the member's other tabs and devices).
 */
export function ExclusionDialog(props: { choice: ExclusionChoice; onClose: () => void }) {
  const { t } = useLingui()
  const { choice } = props
  const labels = useExclusionLabels()
  const send = useExcludeMutation()
  const reason = useErrorReason()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState('')
  const period = choice.kind === 'closed' ? '' : labels.period(choice.period)
  const isForGood =
    choice.kind === 'closed' || (choice.kind === 'selfExclusion' && choice.period === 'permanent')
  const title =
    choice.kind === 'timeOut'
      ? t({ id: 'responsible.confirm.timeOut.title', message: `Time-out for ${period}` })
      : choice.kind === 'selfExclusion'
        ? isForGood
          ? t({
              id: 'responsible.confirm.selfExclusionForGood.title',
              message: 'Self-exclusion for good',
            })
          : t({
              id: 'responsible.confirm.selfExclusion.title',
              message: `Self-exclusion for ${period}`,
            })
        : t({ id: 'responsible.confirm.close.title', message: 'Close your account' })
  const warning = isForGood
    ? t({
        id: 'responsible.confirm.forGood',
        message:
          'You will not be able to sign in to this account again. This cannot be undone, and you will be signed out now.',
      })
    : t({
        id: 'responsible.confirm.until',
        message: `You will not be able to sign in for ${period}. This cannot be undone or shortened, and you will be signed out now.`,
      })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      setProblem(t({ id: 'member.money.required', message: 'This cannot be empty.' }))
      return
    }
    setProblem('')
    send.mutate({ ...choice, password } as Exclusion, {
      // The live `session` event often comes first and ends the session here; if not, this does.
      // The member centre then says why in place of this page.
      onSuccess: () => endSessionLocally(choice.kind),
    })
  }

  return (
    <Dialog
      title={title}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      className={`${ui.dialog} ${ui.confirm}`}
      testId="exclusion-dialog"
    >
      <form className={ui.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.warning} data-testid="exclusion-warning">
          {warning}
        </p>
        <TextField
          required
          label={t({ id: 'member.security.loginPassword', message: 'Login password' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={problem}
          testId="exclusion-password"
        />
        <FormError message={send.error ? reason(send.error) : ''} testId="exclusion-refused" />
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={props.onClose}>
            {t({ id: 'dialog.cancel', message: 'Cancel' })}
          </button>
          <button
            type="submit"
            className={`${ui.buttonPrimary}`}
            disabled={send.isPending}
            data-testid="exclusion-confirm"
          >
            {t({ id: 'responsible.confirm.submit', message: 'Confirm' })}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
