import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Marks one of the member's messages read; answers the unread count. */
export function readMessage(id: string) {
  return write('inbox.readMessage', { id })
}

/**
 * The unread count feeds the menu badge and the header badge through one query (inboxKeys.counts),
 * so invalidating it drops both at once.
 */
export function useReadMessageMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: readMessage,
    onSettled: () =>
      Promise.all(
        [inboxKeys.counts(), inboxKeys.messages(account)].map((queryKey) =>
          readAgain(queryClient, { queryKey }),
        ),
      ),
  })
}
