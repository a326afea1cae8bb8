import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Deletes one of the member's messages; answers the unread count. */
export function deleteMessage(id: string) {
  return write('inbox.deleteMessage', { id })
}

/** An unread message deleted lowers the badges too. */
export function useDeleteMessageMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: deleteMessage,
    onSettled: () =>
      Promise.all(
        [inboxKeys.counts(), inboxKeys.messages(account)].map((queryKey) =>
          readAgain(queryClient, { queryKey }),
        ),
      ),
  })
}
