import { logout } from '@/api/auth/logout'
import { getMemberInfo } from '@/api/member/get-info'
import { session, signIn, signOut } from './session.store'

/** What auth.login and the calls like it answer. */
export interface LoginValue {
  token: string
  firstTimeLogin: boolean
  passwordExpired: boolean
  weakPassword: boolean
}

/** Stores the token, loads member info and keeps it under the session-storage keys. */
export async function completeSignIn(login: LoginValue) {
  session.token = login.token
  try {
    const info = await getMemberInfo()
    signIn({
      token: login.token,
      account: info.account,
      customerId: info.id,
      isAgent: info.type,
      memberLabel: info.memberLabel.join(',') || null,
      username: info.userName,
    })
  } catch (error) {
    signOut()
    throw error
  }
}

/** Ends the session on the platform (a failure there still ends it here). */
export async function endSession() {
  await logout().catch(() => undefined)
  signOut()
}
