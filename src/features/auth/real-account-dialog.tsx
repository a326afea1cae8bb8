import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@/ui/confirm-dialog'

/** The warning of the login check for a trial account (spec §5): a real account is needed. */
export function RealAccountDialog(props: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      message={t({
        id: 'in_need_true_account',
        message: 'A real account is needed for this.',
      })}
      cancelLabel={t({ id: 'dialog.close', message: 'Close' })}
      confirmLabel={t({ id: 'in_increase_submit', message: 'OK' })}
      onCancel={props.onClose}
      onConfirm={props.onClose}
    />
  )
}
