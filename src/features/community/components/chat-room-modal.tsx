import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useChatMessagesQuery, type ChatMessage } from '@/api/community/get-chat-messages'
import { useChatRoomsQuery } from '@/api/community/get-chat-rooms'
import { communityKeys } from '@/api/community/keys'
import { usePostChatMutation } from '@/api/community/post-chat'
import { refusalMessage } from '@/api/errors'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { passLoginCheck } from '@/state/login-check'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { Dialog } from '@/ui/dialog'
import { FormError } from '@/ui/form-error'
import { QueryState } from '@/ui/query-state'
import { Tabs } from '@/ui/tabs'
import * as ui from '@/ui/ui.css'
import * as styles from '../community.css'
import { canSend, charCount, maxChatLength, mergeMessages } from '../lib/chat'
import { dateTime } from '../lib/format'
import { useChatStream, type ConnectionState } from './use-chat-stream'
import { readAgain } from '@/api/after-change'

/** The chat room modal (spec §2.5): rooms, the latest messages, live updates and the composer. */
export function ChatRoomModal(props: { onClose: () => void }) {
  const { t } = useLingui()
  const rooms = useChatRoomsQuery()
  const [room, setRoom] = useState<string | null>(null)
  const current = room ?? rooms.data?.list[0]?.id ?? null
  const roomsLabels = useQueryStateLabels(
    t({ id: 'chat.noRooms', message: 'There are no chat rooms yet.' }),
  )
  return (
    <Dialog
      title={t({ id: 'chat.title', message: 'Chat room' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      className={`${ui.dialog} ${styles.chat}`}
      testId="modal-chatRoom"
    >
      <QueryState
        query={rooms}
        labels={roomsLabels}
        isEmpty={(data) => data.list.length === 0}
        testId="chat-rooms"
      >
        {({ list }) => (
          <div className={styles.chatBody}>
            <Tabs
              label={t({ id: 'chat.rooms', message: 'Rooms' })}
              items={list.map((r) => ({ value: r.id, label: r.name }))}
              value={current ?? ''}
              onChange={setRoom}
              listClassName={styles.tabs}
              tabClassName={styles.tab}
              panelClassName={styles.chatRoom}
            >
              {current ? <RoomView key={current} room={current} /> : null}
            </Tabs>
          </div>
        )}
      </QueryState>
    </Dialog>
  )
}

function ConnectionLine(props: { state: ConnectionState }) {
  const { t } = useLingui()
  const text = {
    live: t({ id: 'chat.state.live', message: 'Live' }),
    connecting: t({ id: 'chat.state.connecting', message: 'Connecting…' }),
    offline: t({ id: 'chat.state.offline', message: 'Disconnected; reconnecting soon' }),
    visitor: t({ id: 'chat.state.visitor', message: 'Sign in to chat and see new messages live' }),
  }[props.state]
  return (
    <p
      className={styles.connection[props.state]}
      role="status"
      data-testid="chat-connection"
      data-state={props.state}
    >
      {props.state === 'live' ? '● ' : ''}
      {text}
    </p>
  )
}

/** One room: its messages (loaded, then live) and the composer. */
function RoomView(props: { room: string }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { token } = useSession()
  const queryClient = useQueryClient()
  const loaded = useChatMessagesQuery(props.room, token)
  const [live, setLive] = useState<ChatMessage[]>([])
  const state = useChatStream(
    props.room,
    token,
    (message) => setLive((list) => mergeMessages(list, [message])),
    () => void readAgain(queryClient, { queryKey: communityKeys.messages(props.room, token) }),
  )
  const messages = mergeMessages(loaded.data?.list ?? [], live)
  const messagesLabels = useQueryStateLabels(
    t({ id: 'chat.empty', message: 'No messages yet. Say hello!' }),
  )
  const listRef = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)?.id
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [last])
  return (
    <>
      <ConnectionLine state={state} />
      <QueryState
        query={loaded}
        labels={messagesLabels}
        isEmpty={() => messages.length === 0}
        testId="chat-messages"
      >
        {() => (
          // A keyboard user scrolls the conversation by focusing it (WCAG 2.1.1).
          <div
            ref={listRef}
            className={styles.messagesScroll}
            role="region"
            aria-label={t({ id: 'chat.messages', message: 'Messages' })}
            tabIndex={0}
          >
            <ol
              className={styles.messages}
              aria-live="polite"
              aria-label={t({ id: 'chat.messages', message: 'Messages' })}
              data-testid="chat-messages"
            >
              {messages.map((m) => (
                <li
                  key={m.id}
                  className={m.own ? styles.bubble.own : styles.bubble.other}
                  data-own={m.own}
                  data-testid="chat-message"
                >
                  <span className={styles.author}>
                    {m.own ? t({ id: 'chat.you', message: 'You' }) : m.nickname} ·{' '}
                    <time dateTime={m.time}>{dateTime(m.time, language)}</time>
                  </span>
                  {/* Text, never HTML: React escapes it. */}
                  <span>{m.body}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryState>
      <Composer
        room={props.room}
        onSent={(message) => setLive((list) => mergeMessages(list, [message]))}
      />
    </>
  )
}

function Composer(props: { room: string; onSent: (message: ChatMessage) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const send = usePostChatMutation(props.room)
  const count = charCount(text.trim())
  const submit = () => {
    if (!passLoginCheck()) return
    if (canSend(text) && !send.isPending)
      send.mutate(text.trim(), {
        onSuccess: ({ message }) => {
          setText('')
          props.onSent(message)
        },
      })
  }
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label className={ui.visuallyHidden} htmlFor="chat-input">
        {t({ id: 'chat.input', message: 'Your message' })}
      </label>
      <textarea
        id="chat-input"
        className={styles.textarea}
        value={text}
        placeholder={t({ id: 'chat.placeholder', message: 'Write a message…' })}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            submit()
          }
        }}
        data-testid="chat-input"
      />
      <div className={styles.spread}>
        <span
          className={count > maxChatLength ? styles.counter.over : styles.counter.ok}
          data-testid="chat-counter"
          aria-live="polite"
        >
          {count}/{maxChatLength}
        </span>
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={send.isPending || count > maxChatLength}
          data-testid="chat-send"
        >
          {t({ id: 'chat.send', message: 'Send' })}
        </button>
      </div>
      <FormError
        testId="chat-error"
        message={
          send.isError
            ? refusalMessage(
                send.error,
                t({ id: 'chat.sendFailed', message: 'The message was not sent; try again.' }),
              )
            : count > maxChatLength
              ? t({
                  id: 'chat.tooLong',
                  message: `A message has at most ${maxChatLength} characters.`,
                })
              : ''
        }
      />
    </form>
  )
}
