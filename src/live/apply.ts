import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { financeKeys } from '@/api/finance/keys'
import { inboxKeys } from '@/api/inbox/keys'
import type { LiveEvent } from '@/api/member/get-events'
import { playKeys } from '@/api/play/keys'
import { systemKeys } from '@/api/system/keys'
import type { CallOutput } from '@/api/types.gen'
import { walletKeys } from '@/api/wallet/keys'
import { readAgain, writeAnswer } from '@/api/after-change'

/** One change to the query cache: an answer written in place, or queries marked stale. */
export type CacheAction =
  | { type: 'set'; queryKey: QueryKey; data: unknown }
  /** `loadedOnly`: only the answers there are or on their way; one that failed waits for the person's retry. */
  | { type: 'invalidate'; queryKey: QueryKey; loadedOnly?: boolean }
  /** Every query marked stale but those under `except`. */
  | { type: 'invalidateAll'; except: QueryKey }

const invalidate = (...keys: QueryKey[]): CacheAction[] =>
  keys.map((queryKey) => ({ type: 'invalidate', queryKey }))

/**
 * What an event changes in the cache of the member `account` (the account is part of the keys of
 * member-bound lists). The event carries the balance itself, so the header's moves without a
 * request; the lists it touches are only marked stale: the ones on screen load again, the others
 * when they are next shown. A launched game is never touched: refetching it would restart it.
 */
export function cacheActions(event: LiveEvent, account: string | null): CacheAction[] {
  switch (event.kind) {
    case 'wallet': {
      const balance: CallOutput<'wallet.balance'> = { sumBalance: event.data.balance }
      return [
        { type: 'set', queryKey: walletKeys.balance(), data: balance },
        // Missions measure stakes and deposits, which move the wallet.
        ...invalidate(
          walletKeys.recordsOf(account),
          walletKeys.vendors(),
          financeKeys.profitOf(account),
          inboxKeys.counts(),
          inboxKeys.missions(account),
        ),
      ]
    }
    case 'deposit':
      return invalidate(financeKeys.deposits())
    case 'withdrawal':
      return invalidate(financeKeys.withdrawals())
    case 'bet':
      return invalidate(playKeys.betsOf(account), inboxKeys.missions(account))
    case 'message':
      return invalidate(inboxKeys.counts(), inboxKeys.messages(account))
    case 'reward':
      return invalidate(inboxKeys.counts(), inboxKeys.rewards(account))
    case 'maintenance': {
      // Written as system.status answers, so that the system gate shows or lifts the maintenance
      // page at once; the status (for the operator's message) and the permission answer, which
      // says maintenance too, are asked again.
      const status: CallOutput<'system.status'> = { status: event.data.status }
      return [
        { type: 'set', queryKey: systemKeys.status(), data: status },
        ...invalidate(systemKeys.status(), systemKeys.permission()),
      ]
    }
    case 'config':
      // The merchant's settings changed: the platform's configuration is asked for again, and the
      // menus, forms and links it switches follow (src/config/use-capabilities.ts).
      return invalidate(systemKeys.all)
    case 'session':
      // The session's end signs out (session-end.ts); the cache has nothing to change for it.
      return []
  }
}

/**
 * After a resync (the cursor was older than the events kept: a tab asleep for a day) anything may
 * have changed, the member's money, lists and standing and the site's status alike: every query is
 * marked stale, so that what is on screen loads again and the rest when next shown. Only a
 * launched game is left alone.
 */
export function resyncActions(): CacheAction[] {
  return [{ type: 'invalidateAll', except: playKeys.launches() }]
}

/**
 * When a tab starts to listen, its answers were fetched a while before (at boot; the stream opens
 * after the page has settled): what may have changed in between is marked stale once, the money,
 * the orders, the record, the badges and the member's inbox lists. Only answers there are: one that failed shows its error and
 * waits for the person's retry, not for a reload they did not ask for.
 */
export function catchUpActions(account: string | null): CacheAction[] {
  return invalidate(
    walletKeys.all,
    financeKeys.deposits(),
    financeKeys.withdrawals(),
    financeKeys.profitOf(account),
    playKeys.betsOf(account),
    inboxKeys.counts(),
    // The member's inbox lists (rewards, missions, messages…): a reward granted or claimed
    // elsewhere before the stream opened moves its list as it moves the badge.
    inboxKeys.ofMember(account),
  ).map((action) => ({ ...action, loadedOnly: true }))
}

/** Whether a key starts with a prefix, as a query filter's key matches. */
const isUnder = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, index) => key[index] === part)

/** Carries out cache actions; the stale queries on screen load again now, the rest when next used. */
export function applyCacheActions(queryClient: QueryClient, actions: readonly CacheAction[]) {
  for (const action of actions) {
    if (action.type === 'set') void writeAnswer(queryClient, action.queryKey, action.data)
    else if (action.type === 'invalidate')
      void readAgain(queryClient, {
        queryKey: action.queryKey,
        refetchType: 'active',
        // A first load on its way is not a failure: it is asked again once it lands.
        ...(action.loadedOnly ? { predicate: (query) => query.state.status !== 'error' } : {}),
      })
    else
      void readAgain(queryClient, {
        predicate: (query) => !isUnder(query.queryKey, action.except),
        refetchType: 'active',
      })
  }
}
