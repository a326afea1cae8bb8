import { useMutation } from '@tanstack/react-query'
import { write } from '../write'

/** Posts a message to a room; the answer is the message as the room shows it. */
export function postChat(room: string, body: string) {
  return write('community.postChat', { room, body })
}

/** Posts to a room; the message comes back in the answer (and on the stream), nothing reloads. */
export const usePostChatMutation = (room: string) =>
  useMutation({ mutationFn: (body: string) => postChat(room, body) })
