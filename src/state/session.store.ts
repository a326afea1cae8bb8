import { store, subscribe, useSnapshot } from '@/lib/store'
import { readKey, session as sessionStorageOf, writeKey } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'

/** The signed-in state kept under the specification's session-storage keys. */
export interface SessionState {
  token: string | null
  account: string | null
  customerId: string | null
  /** The account type number (4: trial account). */
  isAgent: number | null
  memberLabel: string | null
  username: string | null
  merchant: string | null
}

const sessionFields = [
  'token',
  'account',
  'customerId',
  'isAgent',
  'memberLabel',
  'username',
  'merchant',
] as const

function readSession(storage = sessionStorageOf()): SessionState {
  const type = Number(readKey(storage, storageKeys.isAgent))
  return {
    token: readKey(storage, storageKeys.token),
    account: readKey(storage, storageKeys.account),
    customerId: readKey(storage, storageKeys.customerId),
    isAgent: readKey(storage, storageKeys.isAgent) !== null && Number.isFinite(type) ? type : null,
    memberLabel: readKey(storage, storageKeys.memberLabel),
    username: readKey(storage, storageKeys.username),
    merchant: readKey(storage, storageKeys.merchant),
  }
}

/** The session, persisted to sessionStorage on every change. */
export const session = store<SessionState>(readSession())

/**
 * A cookie beside the session, which the server reads for one thing: whether the shell of a page
 * that brand shows to members only should name the page's first picture for the browser to fetch
 * ahead (server/platform/content/first-picture.ts). It says that a tab of this browser is signed in,
 * not who: the session itself never leaves the tab. Written on sign-in and on a boot with a session,
 * removed on sign-out; a tab without a session leaves it alone, since another tab may hold one. It
 * ends with the browser's session, as the tabs' sessions do. Lax, so that it comes with a return
 * from a payment page.
 */
function keepSignedInCookie(isSignedIn: boolean) {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const lifetime = isSignedIn ? '' : '; Max-Age=0'
  document.cookie = `signed_in=${isSignedIn ? 1 : 0}${lifetime}; Path=/; SameSite=Lax${secure}`
}

let wasSignedIn = session.token !== null
if (wasSignedIn) keepSignedInCookie(true)

subscribe(session, () => {
  const storage = sessionStorageOf()
  for (const field of sessionFields) {
    const value = session[field]
    writeKey(storage, storageKeys[field], value === null ? null : String(value))
  }
  const isSignedIn = session.token !== null
  if (isSignedIn !== wasSignedIn) keepSignedInCookie(isSignedIn)
  wasSignedIn = isSignedIn
})

/** Records the merchant of the brand, kept across sign-outs. */
export function setMerchant(merchant: string) {
  if (session.merchant !== merchant) session.merchant = merchant
}

/** Stores a signed-in member. */
export function signIn(state: Omit<SessionState, 'merchant'>) {
  Object.assign(session, state)
}

/**
 * Clears the session and keeps the merchant: session storage is emptied of everything else too
 * (cached settings, held SMS sends, the list's vendor), as the specification's logout does.
 */
export function signOut() {
  const { merchant } = session
  for (const field of sessionFields) session[field] = null
  session.merchant = merchant
  // clear() does not throw where storage is reachable at all (session() checks that).
  const storage = sessionStorageOf()
  storage?.clear()
  writeKey(storage, storageKeys.merchant, merchant)
}

/** The session in a component. */
export const useSession = () => useSnapshot(session)
