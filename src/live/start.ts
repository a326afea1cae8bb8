// Lingui's i18n, which src/i18n/i18n.ts activates: imported from there, it would make Rolldown
// split modules out of the entry (live-layer.tsx says more).
import { i18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { subscribe } from '@/lib/store'
import { transportTarget } from '@/api/client'
import { getStreamTicket } from '@/api/community/get-stream-ticket'
import { getMemberEvents } from '@/api/member/get-events'
import { languageTable } from '@/i18n/languages'
import { formatMoney } from '@/lib/money'
import { getBrand } from '@/state/brand.store'
import { preferences } from '@/state/preferences.store'
import { session } from '@/state/session.store'
import { clearToasts, showToast } from '@/ui/toast.store'
import { connect, type ConnectionDeps } from './connection'
import { showLeaderState, showLiveCursor, showLiveState } from './dom-state'
import { createHub } from './hub'
import { sessionKey, shareConnection, type Shared } from './leader'
import { mountLiveLayer } from './live-layer'
import { pageCursor } from './page-cursor'
import type { ConnectionState, LiveMessage, SessionEndReason } from './messages'
import type { EventToast } from './notify'
import { clearSessionEnd, endSessionLocally, sessionEnd } from './session-end.store'
import { streamUrl } from './stream'
import { loadEventValidator, type Validator } from './validate'

/** The browser's parts live state uses; each may be missing, and a test passes fakes. */
export interface LiveEnvironment {
  locks?: LockManager
  Channel?: typeof BroadcastChannel
  Source?: typeof EventSource
  random?: () => number
  /** The connection's calls; the app's by default. */
  calls?: Pick<ConnectionDeps, 'ticket' | 'url' | 'poll'>
  /** Where the events stood when the page was served; the page's Server-Timing by default. */
  pageCursor?: string | null
}

const browserEnvironment = (): LiveEnvironment => ({
  locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
  Channel: globalThis.BroadcastChannel,
  Source: globalThis.EventSource,
})

/** The connection's calls. */
const appCalls: NonNullable<LiveEnvironment['calls']> = {
  ticket: async (signal) => (await getStreamTicket(signal)).ticket,
  url: (ticket, after) => streamUrl(transportTarget().baseUrl, ticket, after),
  poll: getMemberEvents,
}

/**
 * The live layer (toasts, the notice of the session's end), mounted the first time it has
 * something to say, once the screens' messages it speaks have loaded: a page where nothing happens
 * loads neither.
 */
let layer: Promise<() => void> | undefined
let loadLayerMessages: () => Promise<void> = async () => undefined
const showLayer = () =>
  (layer ??= loadLayerMessages()
    .catch(() => undefined)
    .then(() => mountLiveLayer()))

/** An event's toast in the member's language, the amount in the brand's currency. */
function showEventToast(toast: EventToast) {
  void showLayer().then(() => {
    const locale = languageTable[preferences.language].bcp47
    const amount = formatMoney(toast.amount, getBrand().currency, locale)
    showToast(i18n._(toast.message(amount)), toast.tone)
  })
}

/** Live state for one session token: its hub, and its part in the session's shared connection. */
function joinSession(
  token: string,
  queryClient: QueryClient,
  env: LiveEnvironment,
  validate: Validator,
): (endedReason: SessionEndReason | null) => void {
  const hub = createHub({
    queryClient,
    account: () => session.account,
    endSession: endSessionLocally,
    showToast: showEventToast,
    onCursor: showLiveCursor,
    origin: 'pageCursor' in env ? env.pageCursor : pageCursor(),
  })
  const deps: ConnectionDeps = {
    ...(env.calls ?? appCalls),
    validate,
    cursor: hub.startCursor,
    Source: env.Source,
    random: env.random,
  }
  let shared: Shared | null = null
  let isStopped = false
  let state: ConnectionState = 'connecting'
  showLiveState('connecting')
  void sessionKey(token)
    .catch(() => null)
    .then((key) => {
      if (isStopped) return
      shared = shareConnection({
        key,
        locks: env.locks,
        Channel: env.Channel,
        validate,
        lead: (post) =>
          connect(deps, (message: LiveMessage) => {
            if (message.type === 'state') {
              state = message.state
              showLiveState(state)
            }
            // The other tabs first: a failure here must not keep it from them.
            post(message)
            hub.receive(message, true)
          }),
        follow: () => showLiveState('follower'),
        receive: (message) => {
          if (message.type === 'state') showLeaderState(message.state)
          hub.receive(message)
        },
        greeting: () => {
          const cursor = hub.cursor()
          const position: LiveMessage[] = cursor ? [{ type: 'position', cursor }] : []
          return [...position, { type: 'state', state }]
        },
      })
    })
  return (endedReason) => {
    isStopped = true
    hub.stop()
    // The other tabs of the session are signed out with this one (they share its token).
    if (endedReason) shared?.post({ type: 'ended', reason: endedReason })
    shared?.close()
    showLiveState(null)
    showLiveCursor(null)
  }
}

/**
 * Starts live state for the page (issue 40) and follows the session from then on: a stream per
 * signed-in session, shared by its tabs, whose events update the query cache, show toasts and end
 * the session here when it ends elsewhere. When the token goes (a sign-out, here or in a tab that
 * told this one), everything closes and the other tabs are told; a new sign-in starts anew. Call
 * it once; it answers the function that stops it all (for tests).
 */
export async function startLive(
  queryClient: QueryClient,
  env: LiveEnvironment = browserEnvironment(),
  loadMessages: () => Promise<void> = async () => undefined,
): Promise<() => void> {
  const validate = await loadEventValidator()
  loadLayerMessages = loadMessages
  const showEnd = () => {
    if (sessionEnd.reason) void showLayer()
  }
  const unsubscribeEnd = subscribe(sessionEnd, showEnd)
  showEnd()
  let token: string | null = null
  let stop: ((endedReason: SessionEndReason | null) => void) | null = null
  const onSession = () => {
    if (session.token === token) return
    const isSignOut = token !== null && session.token === null
    stop?.(isSignOut ? (sessionEnd.reason ?? 'signedOut') : null)
    stop = null
    clearToasts()
    token = session.token
    if (!token) return
    clearSessionEnd()
    stop = joinSession(token, queryClient, env, validate)
  }
  const unsubscribe = subscribe(session, onSession)
  onSession()
  return () => {
    unsubscribe()
    stop?.(null)
    unsubscribeEnd()
    const shown = layer
    layer = undefined
    void shown?.then((unmount) => unmount())
  }
}
