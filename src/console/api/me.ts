import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import { readAgain, writeAnswer } from '@/api/after-change'

/** Who is signed in, with the merchants held (null when nobody is). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: consoleKeys.me,
    queryFn: ({ signal }) => consoleCall('auth.me', {}, { signal }),
    staleTime: 60_000,
  })

/** The password step: opens the half-signed-in session. */
export const useSignInMutation = () =>
  useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      consoleCall('auth.signIn', input),
  })

/** The code step: signs in and keeps who is signed in. */
export function useVerifyTotpMutation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => consoleCall('auth.verifyTotp', { code }),
    onSuccess: (me) => writeAnswer(client, consoleKeys.me, me),
  })
}

/** Signs out and forgets everything the console read. */
export function useSignOutMutation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => consoleCall('auth.signOut', {}),
    onSettled: () => client.clear(),
  })
}

/** Changes the signed-in operator's password; who-am-I is read again (must-change clears). */
export function useChangePasswordMutation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      consoleCall('auth.changePassword', input),
    onSuccess: () => readAgain(client, { queryKey: consoleKeys.me }),
  })
}
