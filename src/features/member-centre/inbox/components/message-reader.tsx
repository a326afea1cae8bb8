import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { InboxMessage } from '@/api/inbox/get-messages'
import { useFormatters } from '@/i18n/format'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import { Dialog } from '@/ui/dialog'
import * as ui from '@/ui/ui.css'
import { isHtml } from '../lib/messages'
import * as styles from '../inbox.css'

/** A message opened to read: its time and body (text, or the platform's HTML sanitized). */
export function MessageReader(props: {
  message: InboxMessage
  onClose: () => void
  onDelete: () => void
}) {
  const { message, onClose, onDelete } = props
  const { t } = useLingui()
  const format = useFormatters()
  const html = useMemo(
    () => (isHtml(message.content) ? sanitizeOperatorHtml(message.content) : null),
    [message.content],
  )
  return (
    <Dialog
      title={message.title}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={onClose}
      className={`${ui.dialog} ${styles.messageDialog}`}
      testId="message-reader"
    >
      <div>
        <p className={styles.muted}>
          <time dateTime={message.time}>{format.dateTime(message.time)}</time>
        </p>
        {html === null ? (
          <p className={styles.plainBody} data-testid="message-body">
            {message.content}
          </p>
        ) : (
          <div
            className={styles.messageBody}
            data-testid="message-body"
            // Sanitized just above: DOMPurify's HTML profile with the portal's link and image rules.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={ui.button}
            onClick={onDelete}
            data-testid="message-reader-delete"
          >
            {t({ id: 'inbox.messages.delete', message: 'Delete' })}
          </button>
          <button type="button" className={ui.buttonPrimary} onClick={onClose}>
            {t({ id: 'dialog.close', message: 'Close' })}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
