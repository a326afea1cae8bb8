import { useLingui } from '@lingui/react/macro'
import { StatusPanel } from '../../ui/status-panel'
import * as ui from '../../ui/ui.css'

/** A screen that failed to load or render: the user can try again without losing the page. */
export function RouteError(props: { reset: () => void }) {
  const { t } = useLingui()
  return (
    <StatusPanel
      tone="error"
      title={t({ id: 'system.error.title', message: 'Something went wrong' })}
      message={t({
        id: 'system.error.message',
        message: 'This part of the page could not be loaded. Check your connection and try again.',
      })}
      action={
        <button type="button" className={ui.buttonPrimary} onClick={props.reset}>
          {t({ id: 'system.retry', message: 'Try again' })}
        </button>
      }
    />
  )
}
