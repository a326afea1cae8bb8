import { useCallback, useEffect, useReducer, useState } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { readKey, session as sessionStorageOf, writeKey } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { passLoginCheck } from '@/state/login-check'
import {
  initialListState,
  listReducer,
  needsLogin,
  type Classify,
  type ListType,
} from './list-state'

/** How long the name search waits for typing to pause before it asks the platform. */
const nameDebounceMs = 300

/**
 * Which list the screen shows (list-state.ts) and what moves it: the vendor of the URL (chosen in
 * the header) or the one stored for the session (spec §2.6), the list types, the filters and the
 * name search as typed, and signing out (a members' list goes back to all games). A vendor chosen
 * here goes to the URL and to storage.
 */
export function useListState(isSignedIn: boolean) {
  const search = useSearch({ strict: false }) as { vendor?: string }
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(listReducer, undefined, () =>
    initialListState(search.vendor ?? readKey(sessionStorageOf(), storageKeys.vassalage) ?? ''),
  )
  const [nameInput, setNameInput] = useState('')
  const [seenVendor, setSeenVendor] = useState(search.vendor)

  // Transitions that follow from outside: signing out, a vendor chosen in the header. Adjusting
  // state while rendering avoids a stale frame.
  if (!isSignedIn && needsLogin(state.type)) dispatch({ kind: 'signedOut' })
  if (search.vendor !== seenVendor) {
    setSeenVendor(search.vendor)
    if (search.vendor !== undefined) dispatch({ kind: 'vendor', vendor: search.vendor })
  }

  // Spec §2.6: the vassalage is kept for the session. A vendor the URL names (a header vendor, a
  // shared link) is stored as the list opens, as one chosen here is (a vendor card stores its own
  // before it navigates), so that the list opens with it again from a link that names none.
  useEffect(() => {
    if (search.vendor !== undefined)
      writeKey(sessionStorageOf(), storageKeys.vassalage, search.vendor || null)
  }, [search.vendor])

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ kind: 'name', name: nameInput }), nameDebounceMs)
    return () => clearTimeout(timer)
  }, [nameInput])

  // Stable handlers: the vendor strip and the filters (memoised) skip the screen's re-renders as
  // the vendors, hot games and list pages arrive.
  const selectVendor = useCallback(
    (vendor: string) => {
      dispatch({ kind: 'vendor', vendor })
      writeKey(sessionStorageOf(), storageKeys.vassalage, vendor || null)
      void navigate({
        to: '.',
        search: (s: Record<string, unknown>) => ({ ...s, vendor: vendor || undefined }),
        replace: true,
      }).catch(() => undefined)
    },
    [navigate, dispatch],
  )
  const selectClassify = useCallback(
    (classify: Classify | null) => dispatch({ kind: 'classify', classify }),
    [dispatch],
  )
  const selectMinBet = useCallback(
    (minBet: number | null) => dispatch({ kind: 'minBet', minBet }),
    [dispatch],
  )
  const selectType = (type: ListType) => {
    if (type === state.type) return
    if (needsLogin(type) && !passLoginCheck()) return
    setNameInput('')
    dispatch({ kind: 'type', type, isLoggedIn: true })
  }

  return {
    state,
    dispatch,
    /** The name search as typed; the request follows once typing pauses. */
    nameInput,
    setNameInput,
    selectVendor,
    selectClassify,
    selectMinBet,
    selectType,
  }
}

/** The list's state and its actions (useListState). */
export type ListControls = ReturnType<typeof useListState>
