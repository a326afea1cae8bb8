import { useLingui } from '@lingui/react/macro'
import { dismissServiceNotice, useServiceNotice } from '@/state/customer-service'
import { Dialog } from '@/ui/dialog'
import * as ui from '@/ui/ui.css'

/** The message of a customer-service window that could not open (spec §8). */
export function ServiceNotice() {
  const { t } = useLingui()
  const { reason } = useServiceNotice()
  if (!reason) return null
  const message =
    reason === 'blocked'
      ? t({
          id: 'service.blocked',
          message: 'Popup blocked. Please allow pop-ups for this site and try again.',
        })
      : t({
          id: 'service.unavailable',
          message: 'Customer service is not available right now. Please try again later.',
        })
  return (
    <Dialog
      title={t({ id: 'service.title', message: 'Customer service' })}
      closeLabel={t({ id: 'service.close', message: 'Close' })}
      onClose={dismissServiceNotice}
      className={`${ui.dialog} ${ui.confirm}`}
      testId="service-notice"
    >
      <p data-testid="service-notice-message" data-reason={reason}>
        {message}
      </p>
      <div className={ui.actions}>
        <button type="button" className={ui.buttonPrimary} onClick={dismissServiceNotice}>
          {t({ id: 'service.ok', message: 'OK' })}
        </button>
      </div>
    </Dialog>
  )
}
