import { useLingui } from '@lingui/react/macro'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import * as styles from '../inbox.css'

/**
 * The warning a member-centre page shows in its place while the merchant switches it off (spec §2.8:
 * mission and marketing-centre pages are guarded by availability): the page's heading stays, the
 * warning says so, and "Try again" asks the platform once more.
 */
export function SwitchedOffNotice(props: {
  heading: string
  title: string
  hint: string
  onRetry: () => void
  testId: string
}) {
  const { t } = useLingui()
  const { heading, title, hint, onRetry, testId } = props
  return (
    <>
      <h2 className={styles.title}>{heading}</h2>
      <StatusPanel
        testId={testId}
        title={title}
        message={hint}
        action={
          <button type="button" className={ui.button} onClick={onRetry}>
            {t({ id: 'system.retry', message: 'Try again' })}
          </button>
        }
      />
    </>
  )
}
