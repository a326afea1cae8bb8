import { describe, expect, it } from 'vitest'
import { EventBus } from '../../server/platform/events/bus'
import { parseCursor } from '../../server/platform/events/outbox'
import type { Db } from '../../server/platform/db'
import { startPlatform } from './platform'

describe('the event bus', () => {
  it('removes a listener once, however often its stream closes, and never a later one of the merchant', () => {
    const bus = new EventBus({} as Db)
    const first = bus.subscribe('LUCKY01', () => undefined)
    first()
    const second = bus.subscribe('LUCKY01', () => undefined)
    // A stream that closes twice (its abort, then its end) must not take the next stream's place.
    first()
    expect(bus.listenerCount).toBe(1)
    second()
    expect(bus.listenerCount).toBe(0)
  })
})

describe('cursors', () => {
  it('reads at most 18 digits a part, so that a forged one cannot overflow a cast', () => {
    expect(parseCursor('123-456')).toEqual({ xid: 123n, id: 456n })
    expect(parseCursor('999999999999999999-1')).not.toBeNull()
    expect(parseCursor('1-99999999999999999999')).toBeNull()
    expect(parseCursor('1-2-3')).toBeNull()
    expect(parseCursor('')).toBeNull()
  })
})

describe('accounts and their events', () => {
  it('deletes an account with sessions and messages: nobody is left to tell, and nothing fails', async () => {
    const server = await startPlatform()
    try {
      const [account] = await server.db.query<{ id: string }>(
        `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_trial'`,
      )
      const token = await server.platform.accounts.openSession(Number(account!.id))
      expect(token).toBeTruthy()
      await server.db.query(
        `INSERT INTO inbox_messages (account_id, title, content) VALUES ($1, 'Hi', 'Hello')`,
        [account!.id],
      )
      await server.db.transaction(async (tx) => {
        for (const table of ['ledger', 'bets'])
          await tx.query(`DELETE FROM ${table} WHERE account_id = $1`, [account!.id])
        await tx.query('DELETE FROM accounts WHERE id = $1', [account!.id])
      })
      expect(
        await server.db.query('SELECT 1 FROM sessions WHERE account_id = $1', [account!.id]),
      ).toEqual([])
    } finally {
      await server.close()
    }
  })
})
