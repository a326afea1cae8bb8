import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useDeleteMessageMutation } from '@/api/inbox/delete-message'
import { useMessagesQuery } from '@/api/inbox/get-messages'
import type { InboxMessage } from '@/api/inbox/get-messages'
import { useReadMessageMutation } from '@/api/inbox/read-message'
import { useFormatters } from '@/i18n/format'
import type { CentrePageProps } from '@/ui/centre-pages'
import { useErrorReason, useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { MessageDialog } from '@/ui/message-dialog'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { MessageReader } from './components/message-reader'
import { MessageRow } from './components/message-row'
import { pageAfterDelete } from './lib/messages'
import * as styles from './inbox.css'

/**
 * Platform messages (messageV2), page by page: opening one reads it (the menu and header badges drop
 * together, one counts query feeds both), deleting asks first.
 */
// The page opens no other page, so it takes none of the centre's props.
export const MessagesPage: (props: CentrePageProps) => ReactNode = () => {
  const { t } = useLingui()
  const format = useFormatters()
  const [pageNo, setPageNo] = useState(1)
  const messages = useMessagesQuery(pageNo)
  const read = useReadMessageMutation()
  const remove = useDeleteMessageMutation()
  const reason = useErrorReason()
  const [open, setOpen] = useState<InboxMessage | null>(null)
  const [toDelete, setToDelete] = useState<InboxMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const labels = useQueryStateLabels(
    t({ id: 'inbox.messages.none', message: 'You have no messages.' }),
  )
  const pagerLabels = usePagerLabels()
  const openMessage = (message: InboxMessage) => {
    setOpen(message)
    if (!message.read) read.mutate(message.id, { onError: (error) => setNotice(reason(error)) })
  }
  const confirmDelete = () => {
    const message = toDelete
    setToDelete(null)
    if (!message) return
    const rows = messages.data?.list.length ?? 0
    const totalPages = messages.data?.totalPages ?? 1
    remove.mutate(message.id, {
      onSuccess: () => {
        if (open?.id === message.id) setOpen(null)
        setPageNo(pageAfterDelete(pageNo, rows, totalPages))
      },
      onError: (error) => setNotice(reason(error)),
    })
  }
  return (
    <section className={styles.page} data-testid="messages">
      <h2 className={styles.title}>{t({ id: 'member.messages', message: 'Messages' })}</h2>
      <QueryState
        query={messages}
        labels={labels}
        testId="messages"
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => {
          const unread = format.count(data.unread)
          return (
            <>
              <p className={styles.muted} data-testid="messages-unread" aria-live="polite">
                {t({ id: 'inbox.messages.unread', message: `Unread: ${unread}` })}
              </p>
              <ul
                className={styles.list}
                data-testid="messages-list"
                aria-busy={messages.isFetching}
              >
                {data.list.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    isDeleting={remove.isPending && remove.variables === message.id}
                    onOpen={() => openMessage(message)}
                    onDelete={() => setToDelete(message)}
                  />
                ))}
              </ul>
              <Pager
                current={pageNo}
                totalPages={data.totalPages}
                onChange={setPageNo}
                labels={pagerLabels}
                testId="messages-pager"
              />
            </>
          )
        }}
      </QueryState>
      {open ? (
        <MessageReader
          message={open}
          onClose={() => setOpen(null)}
          onDelete={() => setToDelete(open)}
        />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          message={t({ id: 'inbox.messages.deleteConfirm', message: 'Delete this message?' })}
          cancelLabel={t({ id: 'dialog.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'inbox.messages.delete', message: 'Delete' })}
          onCancel={() => setToDelete(null)}
          onConfirm={confirmDelete}
        />
      ) : null}
      {notice ? (
        <MessageDialog
          message={notice}
          okLabel={t({ id: 'dialog.confirm', message: 'Confirm' })}
          onClose={() => setNotice(null)}
        />
      ) : null}
    </section>
  )
}
