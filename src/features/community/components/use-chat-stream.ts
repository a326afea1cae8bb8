import { useEffect, useRef, useState } from 'react'
import { transportTarget } from '@/api/client'
import type { ChatMessage } from '@/api/community/get-chat-messages'
import { getStreamTicket } from '@/api/community/get-stream-ticket'
import { chatStreamUrl, parseChatEvent } from '../lib/chat'

/** Where the live connection of a room stands. */
export type ConnectionState = 'connecting' | 'live' | 'offline' | 'visitor'

/** Waits before the next connection (1 s, 2 s, 4 s … at most 30 s); a live one resets it. */
const backoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt)

/**
 * Follows a room's live stream while mounted and signed in: new messages go to onMessage, the
 * connection state is answered. Each connection opens with a fresh single-use ticket
 * (community.streamTicket), never the session token; EventSource's own reconnect would send the
 * spent ticket again, so on any error the source is closed and a new ticket asked for after a
 * backoff. Closed on unmount, on a room change and when the session ends (token null: a ticket
 * asked for with an ended session answers 401, which signs out). onReconnect runs after a
 * reconnect to fill the gap.
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
    const stop = new AbortController()
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let opened = false
    const later = () => {
      if (stop.signal.aborted) return
      setState('offline')
      timer = setTimeout(() => void connect(false), backoff(attempt))
      attempt += 1
    }
    const connect = async (first: boolean) => {
      if (!first) setState('connecting')
      let ticket: string
      try {
        ticket = (await getStreamTicket(stop.signal)).ticket
      } catch {
        later()
        return
      }
      if (stop.signal.aborted) return
      const opening = new EventSource(chatStreamUrl(transportTarget().baseUrl, room, ticket))
      source = opening
      opening.addEventListener('open', () => {
        if (opened) handlers.current.onReconnect()
        opened = true
        attempt = 0
        setState('live')
      })
      opening.addEventListener('message', (event) => {
        const message = parseChatEvent((event as MessageEvent<string>).data)
        if (message && message.room === room) handlers.current.onMessage(message)
      })
      opening.addEventListener('error', () => {
        // Dropped or refused: the ticket is spent either way, so no automatic retry with it.
        opening.close()
        later()
      })
    }
    void connect(true)
    return () => {
      stop.abort()
      clearTimeout(timer)
      source?.close()
    }
  }, [key, room, token])
  if (!token) return 'visitor'
  if (typeof EventSource === 'undefined') return 'offline'
  return current.key === key ? current.state : 'connecting'
}
