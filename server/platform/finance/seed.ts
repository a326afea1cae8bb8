import { createHash } from 'node:crypto'
import type { Brand } from '../../../src/config/brand.types'
import type { Tx } from '../domain'
import type { Texts } from '../texts'

/** Channel name per language, type, and limits and presets in whole currency units. */
type ChannelSeed = [Texts, 'bank' | 'ewallet' | 'qr', number, number, number[]]

/** A payment brand's name, the same in every language. */
const named = (name: string): Texts => ({ EN: name })
const bankTransfer: Texts = {
  EN: 'Bank transfer',
  CN: '银行转账',
  ID: 'Transfer bank',
  TH: 'โอนเงินผ่านธนาคาร',
  VI: 'Chuyển khoản ngân hàng',
  TL: 'Bank transfer',
}
const onlineBankTransfer: Texts = {
  EN: 'Online bank transfer',
  CN: '网上银行转账',
  ID: 'Transfer bank online',
  TH: 'โอนเงินผ่านธนาคารออนไลน์',
  VI: 'Chuyển khoản ngân hàng trực tuyến',
  TL: 'Online na bank transfer',
}
const eWallet: Texts = {
  EN: 'E-wallet',
  CN: '电子钱包',
  ID: 'Dompet digital',
  TH: 'อีวอลเล็ต',
  VI: 'Ví điện tử',
  TL: 'E-wallet',
}
const qrPayment: Texts = {
  EN: 'QR payment',
  CN: '扫码支付',
  ID: 'Pembayaran QR',
  TH: 'ชำระเงินด้วย QR',
  VI: 'Thanh toán QR',
  TL: 'Bayad gamit ang QR',
}

/** Deposit channels by currency; other currencies get the generic set. */
const channelsByCurrency: Record<string, ChannelSeed[]> = {
  PHP: [
    [named('GCash'), 'ewallet', 100, 50_000, [100, 500, 1_000, 5_000]],
    [named('Maya'), 'ewallet', 100, 50_000, [100, 500, 1_000, 5_000]],
    [onlineBankTransfer, 'bank', 500, 200_000, [500, 1_000, 5_000, 20_000]],
    [named('QR Ph'), 'qr', 100, 20_000, [200, 500, 1_000, 2_000]],
  ],
  VND: [
    [named('MoMo'), 'ewallet', 50_000, 50_000_000, [100_000, 200_000, 500_000, 1_000_000]],
    [named('ZaloPay'), 'ewallet', 50_000, 50_000_000, [100_000, 200_000, 500_000, 1_000_000]],
    [bankTransfer, 'bank', 100_000, 300_000_000, [500_000, 1_000_000, 5_000_000]],
    [named('VietQR'), 'qr', 50_000, 20_000_000, [100_000, 200_000, 500_000]],
  ],
  other: [
    [eWallet, 'ewallet', 10, 10_000, [10, 50, 100, 500]],
    [bankTransfer, 'bank', 50, 50_000, [100, 500, 1_000]],
    [qrPayment, 'qr', 10, 5_000, [20, 50, 100]],
  ],
}

/** The brand's deposit channels, limits in minor units. */
async function seedChannels(tx: Tx, brand: Brand) {
  const { code, minorUnits } = brand.currency
  const scale = 10 ** minorUnits
  const channels = channelsByCurrency[code] ?? channelsByCurrency.other!
  await tx.query(
    `INSERT INTO deposit_channels (merchant, name, type, min_amount, max_amount, preset_amounts, sort, currency, minor_units)
     SELECT $1, c.name, c.type, c.min_amount, c.max_amount,
       ARRAY(SELECT jsonb_array_elements_text(c.presets)::bigint), c.sort, $2, $3
     FROM jsonb_to_recordset($4::jsonb) AS c(name jsonb, type text, min_amount bigint, max_amount bigint, presets jsonb, sort int)`,
    [
      brand.merchantCode,
      code,
      minorUnits,
      JSON.stringify(
        channels.map(([name, type, min, max, presets], sort) => ({
          name,
          type,
          min_amount: min * scale,
          max_amount: max * scale,
          presets: presets.map((p) => p * scale),
          sort,
        })),
      ),
    ],
  )
}

/** Credits of the demo history: ledger kind, amount in minor units, days ago. */
const credits: [string, number, number][] = [
  ['bonus', 8_800, 40],
  ['rebate', 1_234, 33],
  ['deposit', 50_000, 28],
  ['rebate', 2_150, 19],
  ['bonus', 5_000, 12],
  ['reward', 1_800, 6],
  ['rebate', 980, 3],
  ['bonus', 2_000, 1],
]

/**
 * Bonus, rebate and reward credits and one paid deposit order for the demo players, through the
 * ledger: each row's balance_after continues from the wallet's balance, which ends at the sum.
 */
async function seedCredits(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  const channel = await tx.query<{ id: string }>(
    'SELECT id FROM deposit_channels WHERE merchant = $1 ORDER BY sort LIMIT 1',
    [brand.merchantCode],
  )
  const now = Date.now()
  for (const username of ['demo_member', 'demo_sub2', 'demo_sub1', 'demo_agent']) {
    const id = accounts.get(username)
    if (id === undefined) continue
    const [wallet] = await tx.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1 FOR UPDATE',
      [id],
    )
    let balance = Number(wallet?.balance ?? 0)
    const rows = credits.map(([kind, amount, daysAgo], i) => {
      balance += amount
      const at = new Date(now - daysAgo * 86_400_000 + i * 600_000).toISOString()
      const order = createHash('sha256').update(`${brand.merchantCode}:${username}:${i}`)
      const reference =
        kind === 'deposit' ? `deposit:${order.digest('hex').slice(0, 24)}` : `${kind}:seed-${i}`
      return { account_id: id, amount, balance_after: balance, kind, reference, at }
    })
    await tx.query(
      `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
       SELECT l.account_id, l.amount, l.balance_after, l.kind, l.reference, l.at
       FROM jsonb_to_recordset($1::jsonb) AS l(account_id bigint, amount bigint, balance_after bigint, kind text, reference text, at timestamptz)`,
      [JSON.stringify(rows)],
    )
    for (const row of rows.filter((r) => r.kind === 'deposit' && channel[0]))
      await tx.query(
        `INSERT INTO deposit_orders (id, account_id, channel_id, amount, status, created_at, settled_at)
         VALUES ($1, $2, $3, $4, 'paid', $5, $5)`,
        [row.reference.slice('deposit:'.length), id, channel[0]!.id, row.amount, row.at],
      )
    await tx.query('UPDATE wallets SET balance = $2 WHERE account_id = $1', [id, balance])
  }
}

/** Seeds the finance domain of one brand: channels, then the demo players' credits. */
export async function seedFinance(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  await seedChannels(tx, brand)
  await seedCredits(tx, brand, accounts)
}
