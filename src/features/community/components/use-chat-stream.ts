import { useEffect, useRef, useState } from 'react'
import { transportTarget } from '../../../api/client'
import { chatStreamUrl, parseChatEvent, type ChatMessage } from '../lib/chat'

/** Where the live connection of a room stands. */
export type ConnectionState = 'connecting' | 'live' | 'offline' | 'visitor'

/** Waits before a fresh connection once the browser gave up (1 s, 2 s, 4 s … at most 30 s). */
const backoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt)

/**
 * Follows a room's live stream while mounted and signed in: new messages go to onMessage, the
 * connection state is answered. EventSource reconnects by itself (with Last-Event-ID); when it gives
 * up (the server refused), a new one is opened after a backoff. Closed on unmount, on a room
 * change and when the session ends (token null). onReconnect runs after a reconnect to fill gaps.
 */
export function useChatStream(
  room: string | null,
  token: string | null,
  onMessage: (message: ChatMessage) => void,
  onReconnect: () => void,
): ConnectionState {
  const key = `${room ?? ''}|${token ?? ''}`
  // The state belongs to one connection (room and token); a new one starts as connecting.
  const [current, setCurrent] = useState<{ key: string; state: ConnectionState }>({
    key,
    state: 'connecting',
  })
  const handlers = useRef({ onMessage, onReconnect })
  useEffect(() => {
    handlers.current = { onMessage, onReconnect }
  })
  useEffect(() => {
    if (!token || !room || typeof EventSource === 'undefined') return undefined
    const setState = (state: ConnectionState) => setCurrent({ key, state })
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let opened = false
    let stopped = false
    const connect = (first: boolean) => {
      if (stopped) return
      if (!first) setState('connecting')
      source = new EventSource(chatStreamUrl(transportTarget().baseUrl, room, token))
      source.addEventListener('open', () => {
        if (opened) handlers.current.onReconnect()
        opened = true
        attempt = 0
        setState('live')
      })
      source.addEventListener('message', (event) => {
        const message = parseChatEvent((event as MessageEvent<string>).data)
        if (message && message.room === room) handlers.current.onMessage(message)
      })
      source.addEventListener('error', () => {
        if (!source || source.readyState === EventSource.CONNECTING) {
          setState('connecting')
          return
        }
        // CLOSED: the browser will not retry (a refusal); try again later on a fresh connection.
        source.close()
        setState('offline')
        timer = setTimeout(() => connect(false), backoff(attempt))
        attempt += 1
      })
    }
    connect(true)
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [key, room, token])
  if (!token) return 'visitor'
  if (typeof EventSource === 'undefined') return 'offline'
  return current.key === key ? current.state : 'connecting'
}
