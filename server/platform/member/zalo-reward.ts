import type { Brand } from '../../../src/config/brand.types'
import type { Tx } from '../domain'
import { lockAccount } from '../inbox/guards'
import { postToWallet } from '../ledger'
import type { MerchantSettings } from '../settings'
import { inLanguage, type Texts } from '../texts'

/** The reward centre's title of the Zalo reward, in the brand's language. */
const rewardTitle: Texts = {
  EN: 'Zalo reward',
  CN: 'Zalo 奖励',
  ID: 'Hadiah Zalo',
  TH: 'รางวัล Zalo',
  VI: 'Thưởng liên kết Zalo',
  TL: 'Gantimpala sa Zalo',
}

/**
 * A Zalo account is named by its phone number: the number as one string of digits (spaces, dots,
 * dashes and brackets dropped, 8 to 15 digits after an optional +), Vietnam's +84 written as the
 * national 0, so that "+84 912 345 678" and "0912.345.678" are one number. Null for anything else.
 */
export function zaloNumber(text: string): string | null {
  const compact = text.trim().replace(/[\s.()-]/g, '')
  if (!/^\+?[0-9]{8,15}$/.test(compact)) return null
  const digits = compact.replace(/^\+/, '')
  return /^84[0-9]{9}$/.test(digits) ? `0${digits.slice(2)}` : digits
}

/** What the merchant offers for a Zalo number, in minor units of the brand's currency; 0 for none. */
export const zaloOffer = (settings: MerchantSettings, brand: Brand) =>
  Math.max(0, Math.trunc(settings.zaloReward[brand.currency.code] ?? 0))

/** What a profile change did about the Zalo reward (member.updateProfile's answer). */
export interface ZaloOutcome {
  zaloReward: 'granted' | 'numberUsed' | 'none'
  amount: number
}

const none: ZaloOutcome = { zaloReward: 'none', amount: 0 }

/**
 * Grants the Zalo reward inside the profile change's transaction, once per account and once per
 * number of the merchant: a claimed row in the reward centre and the ledger row (kind 'reward',
 * reference 'zalo:<account id>'). Reads the stored Zalo label, so a number saved before the
 * merchant made its offer earns it at the next save. Trial accounts (type 4) get nothing.
 */
export async function grantZaloReward(
  tx: Tx,
  account: { id: number; merchant: string; type: number },
  amount: number,
  brand: Brand,
): Promise<ZaloOutcome> {
  if (amount <= 0 || account.type === 4) return none
  await lockAccount(tx, account.id)
  const [row] = await tx.query<{ zalo: string | null; granted: boolean }>(
    `SELECT profile->>'zalo' AS zalo,
       EXISTS (SELECT 1 FROM zalo_rewards WHERE account_id = $1) AS granted
     FROM accounts WHERE id = $1`,
    [account.id],
  )
  const number = row?.zalo ? zaloNumber(row.zalo) : null
  if (!row || row.granted || !number) return none
  const inserted = await tx.query(
    `INSERT INTO zalo_rewards (account_id, merchant, zalo_number, amount)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING account_id`,
    [account.id, account.merchant, number, amount],
  )
  if (!inserted.length) return { zaloReward: 'numberUsed', amount: 0 }
  await tx.query(
    `INSERT INTO rewards (account_id, title, kind, amount, expires_at, claimed_at)
     VALUES ($1, $2, 'bonus', $3, platform_now(), platform_now())`,
    [account.id, inLanguage(rewardTitle, brand.languages.default), amount],
  )
  await postToWallet(tx, account.id, amount, 'reward', `zalo:${account.id}`)
  return { zaloReward: 'granted', amount }
}

/** The member's Zalo reward: the amount offered and the one received, if any (member.zaloReward). */
export async function zaloRewardOf(tx: Tx, accountId: number, offered: number) {
  const [row] = await tx.query<{ amount: string; created_at: Date }>(
    'SELECT amount, created_at FROM zalo_rewards WHERE account_id = $1',
    [accountId],
  )
  return {
    amount: offered,
    granted: row
      ? { amount: Number(row.amount), time: new Date(row.created_at).toISOString() }
      : null,
  }
}
