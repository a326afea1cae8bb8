import type { ChatMessage } from '@/api/community/get-chat-messages'

/** The most characters a message may have (the platform refuses longer ones). */
export const maxChatLength = 500

/** How many messages the room keeps on screen; older ones drop off the top. */
export const chatWindow = 100

/** Characters as the platform counts them: code points, so an emoji counts once. */
export const charCount = (text: string) => [...text].length

/** True when a typed message may be sent: something besides spaces, and not too long. */
export const canSend = (text: string) =>
  text.trim().length > 0 && charCount(text.trim()) <= maxChatLength

/** Adds messages to a list once each (by id), oldest first, keeping the last `cap`. */
export function mergeMessages(
  list: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  cap = chatWindow,
): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id)).slice(-cap)
}

/**
 * The URL of a room's live stream. EventSource sends no headers, and a session token in a URL
 * ends up in logs and history: the URL carries a single-use ticket (community.streamTicket).
 */
export function chatStreamUrl(baseUrl: string, room: string, ticket: string) {
  const query = new URLSearchParams({ room, ticket })
  return `${baseUrl.replace(/\/$/, '')}/community/chat/stream?${query.toString()}`
}

/** Reads a stream event's data as a chat message, or null when it is not one. */
export function parseChatEvent(data: string): ChatMessage | null {
  try {
    const value = JSON.parse(data) as Partial<ChatMessage>
    if (
      typeof value.id === 'string' &&
      typeof value.room === 'string' &&
      typeof value.nickname === 'string' &&
      typeof value.body === 'string' &&
      typeof value.time === 'string' &&
      typeof value.own === 'boolean'
    )
      return value as ChatMessage
  } catch {
    // not JSON: ignored below
  }
  return null
}
