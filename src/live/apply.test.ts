import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { financeKeys } from '@/api/finance/keys'
import { inboxKeys } from '@/api/inbox/keys'
import type { LiveEvent } from '@/api/member/get-events'
import { memberKeys } from '@/api/member/keys'
import { playKeys } from '@/api/play/keys'
import { pointsKeys } from '@/api/points/keys'
import { systemKeys } from '@/api/system/keys'
import { walletKeys } from '@/api/wallet/keys'
import { applyCacheActions, cacheActions, catchUpActions, resyncActions } from './apply'

const range = { startDate: '2026-11-01', endDate: '2026-11-28' }
const game = { vendor: 'PG', gameCode: 'fortune', gameType: 'RNG' }

/** A cache as a signed-in member's visit leaves it: one answer under each key the events touch. */
const seeded: Record<string, QueryKey> = {
  balance: walletKeys.balance(),
  vendors: walletKeys.vendors(),
  records: walletKeys.records('ann', { ...range, pageNo: 1, pageSize: 10 }),
  recordsPage2: walletKeys.records('ann', { ...range, pageNo: 2, pageSize: 10 }),
  profit: financeKeys.profit('ann', { ...range, groupBy: 'day' }),
  banks: financeKeys.banks(),
  deposits: financeKeys.depositPage(1),
  withdrawals: financeKeys.withdrawalPage(1),
  bets: playKeys.bets('ann', { ...range, pageNo: 1, pageSize: 10 }),
  launch: playKeys.launch(game, 'token'),
  counts: inboxKeys.counts(),
  missions: inboxKeys.missions('ann'),
  messages: inboxKeys.messagePage('ann', 1, 10),
  rewards: inboxKeys.rewards('ann'),
  status: systemKeys.status(),
  permission: systemKeys.permission(),
  menu: systemKeys.menu(),
  registerConfig: systemKeys.registerConfig(),
  points: pointsKeys.summary('ann'),
  member: memberKeys.info(),
}

function cacheAfter(event: LiveEvent | 'resync') {
  const client = new QueryClient()
  for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true })
  const actions = event === 'resync' ? resyncActions() : cacheActions(event, 'ann')
  applyCacheActions(client, actions)
  const stale = Object.entries(seeded)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort()
  return { client, stale }
}

const event = <K extends LiveEvent['kind']>(
  kind: K,
  data: Extract<LiveEvent, { kind: K }>['data'],
): LiveEvent => ({ id: '7-42', kind, data }) as LiveEvent

describe('cacheActions', () => {
  it('moves the header balance to the one the wallet event carries, without a request', () => {
    const { client, stale } = cacheAfter(
      event('wallet', { balance: 123456, amount: 100000, cause: 'deposit', ledgerId: 'L1' }),
    )
    expect(client.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 123456 })
    expect(stale).toEqual(['counts', 'missions', 'profit', 'records', 'recordsPage2', 'vendors'])
  })

  it('marks the order lists of a deposit or a withdrawal stale, and nothing else', () => {
    expect(
      cacheAfter(event('deposit', { orderId: 'D1', status: 'paid', amount: 100000 })).stale,
    ).toEqual(['deposits'])
    expect(
      cacheAfter(event('withdrawal', { orderId: 'W1', status: 'rejected', amount: 5000 })).stale,
    ).toEqual(['withdrawals'])
  })

  it('marks the betting record and the missions stale on a bet, never the launched game', () => {
    const bet = event('bet', {
      betId: 'B1',
      vendor: 'PG',
      gameType: 'RNG',
      stake: 1000,
      payout: 0,
      status: 'open',
    })
    expect(cacheAfter(bet).stale).toEqual(['bets', 'missions'])
  })

  it('marks the badge counts with the messages or the rewards stale', () => {
    expect(cacheAfter(event('message', { messageId: 'M1', change: 'new' })).stale).toEqual([
      'counts',
      'messages',
    ])
    const reward = event('reward', { rewardId: 'R1', kind: 'bonus', amount: 500, claimed: false })
    expect(cacheAfter(reward).stale).toEqual(['counts', 'rewards'])
  })

  it('writes the site status the system gate reads, and asks for it (its message) and the permission again', () => {
    const { client, stale } = cacheAfter(event('maintenance', { status: 1 }))
    expect(client.getQueryData(systemKeys.status())).toEqual({ status: 1 })
    expect(stale).toEqual(['permission', 'status'])
  })

  it('asks for the platform configuration again when the merchant’s settings change, and nothing else', () => {
    expect(cacheAfter(event('config', {})).stale).toEqual([
      'menu',
      'permission',
      'registerConfig',
      'status',
    ])
  })

  it('changes nothing for the end of the session (signing out does)', () => {
    expect(cacheAfter(event('session', { reason: 'expired' })).stale).toEqual([])
  })

  it('keeps another member’s lists as they are', () => {
    const client = new QueryClient()
    const bobs = playKeys.bets('bob', { ...range, pageNo: 1, pageSize: 10 })
    client.setQueryData(bobs, { seeded: true })
    const bet = event('bet', {
      betId: 'B1',
      vendor: 'PG',
      gameType: 'RNG',
      stake: 1,
      payout: 0,
      status: 'open',
    })
    applyCacheActions(client, cacheActions(bet, 'ann'))
    expect(client.getQueryState(bobs)?.isInvalidated).toBe(false)
  })
})

describe('resyncActions', () => {
  it('marks every answer stale, and leaves the launched game alone', () => {
    const { stale } = cacheAfter('resync')
    const untouched = Object.keys(seeded).filter((name) => !stale.includes(name))
    expect(untouched).toEqual(['launch'])
  })
})

describe('applyCacheActions', () => {
  const bet = event('bet', {
    betId: 'B1',
    vendor: 'PG',
    gameType: 'RNG',
    stake: 1000,
    payout: 2000,
    status: 'settled',
  })
  const key = playKeys.bets('ann', { ...range, pageNo: 1, pageSize: 10 })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('refetches a list on screen at once', async () => {
    const client = new QueryClient()
    let asked = 0
    const queryFn = async () => ({ asked: ++asked })
    const stop = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => undefined)
    await settle()
    expect(asked).toBe(1)
    applyCacheActions(client, cacheActions(bet, 'ann'))
    await settle()
    expect(asked).toBe(2)
    stop()
  })

  it('refetches a list off screen only when it is shown again (the reopened betting record)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    let asked = 0
    const queryFn = async () => ({ asked: ++asked })
    await client.fetchQuery({ queryKey: key, queryFn })
    applyCacheActions(client, cacheActions(bet, 'ann'))
    await settle()
    expect(asked).toBe(1)
    const stop = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => undefined)
    await settle()
    expect(asked).toBe(2)
    stop()
  })

  it('asks again for a list whose first load was on its way when the event came, and for one the catch-up finds loading', async () => {
    for (const actions of [cacheActions(bet, 'ann'), catchUpActions('ann')]) {
      const client = new QueryClient()
      // The record's first load, asked before the bet was settled, answers after the event.
      const answers: ((value: { asked: number }) => void)[] = []
      const queryFn = () => new Promise<{ asked: number }>((resolve) => answers.push(resolve))
      const observer = new QueryObserver(client, { queryKey: key, queryFn })
      const stop = observer.subscribe(() => undefined)
      await settle()
      applyCacheActions(client, actions)
      answers.shift()!({ asked: 1 })
      await vi.waitFor(() => expect(answers).toHaveLength(1))
      answers.shift()!({ asked: 2 })
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ asked: 2 }))
      stop()
    }
  })

  it('keeps the balance an event carries over an answer that was on its way before the change', async () => {
    const client = new QueryClient()
    // The catch-up's refetch of the balance, asked before the claim, answers after the event.
    let answer!: (value: { sumBalance: number }) => void
    const queryFn = () => new Promise<{ sumBalance: number }>((resolve) => (answer = resolve))
    const stop = new QueryObserver(client, { queryKey: walletKeys.balance(), queryFn }).subscribe(
      () => undefined,
    )
    await settle()
    const wallet = (balance: number) =>
      event('wallet', { balance, amount: 1250, cause: 'reward', ledgerId: `L${balance}` })
    applyCacheActions(client, cacheActions(wallet(1250), 'ann'))
    applyCacheActions(client, cacheActions(wallet(2500), 'ann'))
    answer({ sumBalance: 0 })
    await vi.waitFor(() =>
      expect(client.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 2500 }),
    )
    await settle()
    expect(client.getQueryData(walletKeys.balance())).toEqual({ sumBalance: 2500 })
    stop()
  })
})
