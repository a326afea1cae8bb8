import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../shared/brands'
import { openDb, type Db } from '../../server/platform/db'
import { recordAudit } from '../../server/platform/console/audit'
import { seedOperators } from '../../server/platform/console/seed'
import { withRequest } from '../../server/platform/log'
import { seedBrands } from '../../server/platform/seed'
import { freshDatabase } from './platform'

// The audit log's writer (server/platform/console/audit.ts) over the console's tables (038).
let db: Db
let database: Awaited<ReturnType<typeof freshDatabase>>
let operatorId: number
let merchantId: number

beforeAll(async () => {
  database = await freshDatabase()
  db = await openDb({ url: database?.url })
  await seedBrands(db, loadBrands().brands)
  const [operator] = await db.query<{ id: string }>(
    `INSERT INTO operators (username, password_hash, totp_secret) VALUES ('audit.test', 'x', 'ABC') RETURNING id`,
  )
  operatorId = Number(operator!.id)
  const [merchant] = await db.query<{ id: number }>(
    `SELECT id FROM merchants WHERE code = 'LUCKY01'`,
  )
  merchantId = merchant!.id
})

afterAll(async () => {
  await db.close()
  await database?.drop()
})

describe('recordAudit', () => {
  it('writes who, what, the JSON before and after, the platform time and the request id', async () => {
    await withRequest({ requestId: 'req-audit-0001' }, () =>
      db.transaction((tx) =>
        recordAudit(tx, {
          operatorId,
          merchantId,
          action: 'settings.update',
          target: 'settings',
          before: { menu: { promotions: true } },
          after: { menu: { promotions: false } },
        }),
      ),
    )
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT operator_id::int AS operator_id, merchant_id, action, target, before, after, request_id,
              abs(extract(epoch FROM at - platform_now())) < 60 AS recent
         FROM audit_log WHERE action = 'settings.update'`,
    )
    expect(row).toMatchObject({
      operator_id: operatorId,
      merchant_id: merchantId,
      target: 'settings',
      before: { menu: { promotions: true } },
      after: { menu: { promotions: false } },
      request_id: 'req-audit-0001',
      recent: true,
    })
  })

  it('is written or not with the change: a rolled back transaction leaves no row', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          operatorId,
          merchantId,
          action: 'rolled.back',
          target: 'x',
          before: null,
          after: 1,
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await db.query(`SELECT 1 FROM audit_log WHERE action = 'rolled.back'`)).toEqual([])
  })

  it('keeps none as NULL and no request id outside a request', async () => {
    await db.transaction((tx) =>
      recordAudit(tx, {
        operatorId,
        merchantId,
        action: 'none.test',
        target: 't',
        before: undefined,
        after: null,
      }),
    )
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT before, after, request_id FROM audit_log WHERE action = 'none.test'`,
    )
    expect(row).toEqual({ before: null, after: null, request_id: null })
  })
})

describe('seeding operators', () => {
  it('gives each brand an operator of each role, and seeds none in production', async () => {
    const roles = await db.query<{ role: string }>(
      `SELECT om.role FROM operator_merchants om JOIN merchants m ON m.id = om.merchant_id
        JOIN operators o ON o.id = om.operator_id
        WHERE m.code = 'LUCKY01' AND o.username LIKE 'default.%' ORDER BY om.role`,
    )
    expect(roles.map((r) => r.role)).toEqual(['content', 'finance', 'owner', 'readonly', 'support'])
    await db.query(
      `INSERT INTO merchants (code, brand_id, settings) VALUES ('PROD01', 'prodtest', '{}')`,
    )
    const before = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await db.transaction((tx) => seedOperators(tx, { id: 'prodtest', merchantCode: 'PROD01' }))
    } finally {
      if (before === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = before
    }
    expect(await db.query(`SELECT 1 FROM operators WHERE username LIKE 'prodtest.%'`)).toEqual([])
    await db.transaction((tx) => seedOperators(tx, { id: 'prodtest', merchantCode: 'PROD01' }))
    expect(await db.query(`SELECT 1 FROM operators WHERE username LIKE 'prodtest.%'`)).toHaveLength(
      5,
    )
  })
})
