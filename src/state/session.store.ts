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

subscribe(session, () => {
  const storage = sessionStorageOf()
  for (const field of sessionFields) {
    const value = session[field]
    writeKey(storage, storageKeys[field], value === null ? null : String(value))
  }
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
