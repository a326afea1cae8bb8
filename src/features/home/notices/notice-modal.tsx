import { useLingui } from '@lingui/react/macro'
import { Dialog } from '@/ui/dialog'
import { NoticeList } from './notice-list'
import * as styles from './notices.css'

/** The notice modal (spec §2.5): the notice list, opened at the ticker title that was clicked. */
export function NoticeModal(props: { onClose: () => void; index: number | null }) {
  const { t } = useLingui()
  return (
    <Dialog
      title={t({ id: 'notice.title', message: 'Notices' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      className={styles.modal}
      testId="modal-notice"
    >
      <NoticeList initialIndex={props.index} />
    </Dialog>
  )
}
