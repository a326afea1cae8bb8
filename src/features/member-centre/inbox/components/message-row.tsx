import { useLingui } from '@lingui/react/macro'
import type { InboxMessage } from '@/api/inbox/get-messages'
import { useFormatters } from '@/i18n/format'
import * as ui from '@/ui/ui.css'
import * as styles from '../inbox.css'

/** A message in the list: unread marker, title and time open it; a delete button beside. */
export function MessageRow(props: {
  message: InboxMessage
  isDeleting: boolean
  onOpen: () => void
  onDelete: () => void
}) {
  const { message, isDeleting, onOpen, onDelete } = props
  const { t } = useLingui()
  const format = useFormatters()
  const title = message.title
  return (
    <li className={styles.card} data-testid="message" data-read={message.read}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.messageButton}
          onClick={onOpen}
          aria-haspopup="dialog"
          data-testid="message-open"
        >
          <span className={styles.messageTitle}>
            {message.read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
            {message.read ? null : (
              <span className={ui.visuallyHidden}>
                {t({ id: 'inbox.messages.unreadMark', message: 'Unread:' })}{' '}
              </span>
            )}
            <span data-testid="message-title">{title}</span>
          </span>
          <time className={styles.muted} dateTime={message.time}>
            {format.dateTime(message.time)}
          </time>
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={onDelete}
          disabled={isDeleting}
          aria-label={t({ id: 'inbox.messages.deleteOne', message: `Delete ${title}` })}
          data-testid="message-delete"
        >
          {t({ id: 'inbox.messages.delete', message: 'Delete' })}
        </button>
      </div>
    </li>
  )
}
