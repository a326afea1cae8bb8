import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { lockAccount, page, requireRealAccount } from '../inbox/guards'
import { maskName } from '../bidi'
import { leaderboard, missionSql, missionView, missionsOf } from '../inbox/missions'
import { marketingOf, marketingUnavailable, seedMarketing } from '../inbox/marketing'
import { brandOfMerchant } from '../play/merchant-brand'
import { seedInbox } from '../inbox/seed'
import { postToWallet } from '../ledger'
import { referralCode } from '../invitations'
import { ApiError, type Handlers } from '../router'

interface RewardRow {
  id: string
  title: string
  kind: 'bonus' | 'promotion' | 'rebate'
  amount: string
  status: 'claim' | 'claimed' | 'expired'
  expires_at: Date
}

/** A reward's status, computed from its claim and expiry. */
const rewardStatus = `CASE WHEN claimed_at IS NOT NULL THEN 'claimed' WHEN expires_at <= platform_now() THEN 'expired' ELSE 'claim' END`

/** A reward as the API answers it. */
const rewardView = (r: RewardRow) => ({
  id: String(r.id),
  title: r.title,
  kind: r.kind,
  amount: Number(r.amount),
  status: r.status,
  expiresAt: new Date(r.expires_at).toISOString(),
})

/** The account's unread message count. */
async function unreadOf(q: Tx, accountId: number) {
  const [row] = await q.query<{ n: string }>(
    'SELECT count(*) AS n FROM inbox_messages WHERE account_id = $1 AND read_at IS NULL',
    [accountId],
  )
  return Number(row?.n ?? 0)
}

/** Claims a mission's reward for the current period inside a transaction. */
async function claimMission(tx: Tx, accountId: number, merchant: string, id: string) {
  await lockAccount(tx, accountId)
  const [mission] = await missionsOf(tx, accountId, merchant, id)
  if (!mission) throw new ApiError('This mission does not exist', 404)
  if (mission.status === 'coming') throw new ApiError('This mission has not started yet', 400)
  if (mission.status === 'claimed')
    throw new ApiError('This mission reward was already claimed', 409)
  if (mission.status === 'closed') throw new ApiError('This mission has ended', 400)
  if (mission.status === 'process') throw new ApiError('This mission is not complete yet', 400)
  const inserted = await tx.query(
    `INSERT INTO mission_claims (account_id, mission_id, period, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [accountId, mission.id, mission.period_key, mission.reward],
  )
  if (!inserted.length) throw new ApiError('This mission reward was already claimed', 409)
  const sumBalance = await postToWallet(
    tx,
    accountId,
    Number(mission.reward),
    'reward',
    `mission:${mission.id}:${mission.period_key}`,
  )
  const [after] = await missionsOf(tx, accountId, merchant, id)
  return { mission: missionView(after!), sumBalance }
}

/** Claims a reward once, before it expires, inside a transaction. */
async function claimReward(tx: Tx, accountId: number, id: string) {
  const [claimed] = await tx.query<RewardRow>(
    `UPDATE rewards SET claimed_at = platform_now()
     WHERE id = $1 AND account_id = $2 AND claimed_at IS NULL AND expires_at > platform_now()
     RETURNING *, 'claimed' AS status`,
    [id, accountId],
  )
  if (!claimed) {
    const [row] = await tx.query<{ status: string }>(
      `SELECT ${rewardStatus} AS status FROM rewards WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    )
    if (!row) throw new ApiError('This reward does not exist', 404)
    if (row.status === 'claimed') throw new ApiError('This reward was already claimed', 409)
    throw new ApiError('This reward has expired', 400)
  }
  const sumBalance = await postToWallet(
    tx,
    accountId,
    Number(claimed.amount),
    'reward',
    `reward:${claimed.id}`,
  )
  return { reward: rewardView(claimed), sumBalance }
}

/** The refusal of the mission calls while the merchant's mission activity is switched off. */
export const missionsUnavailable = 'The mission activity is not available right now'

/** Messages, missions, the leaderboard, rewards and referral of the member centre. */
function handlers(p: Platform): Handlers {
  // Spec §2.8: the mission page is guarded by availability; the whitelabel flag MISSION is the switch.
  const requireMissions = async (merchant: string) => {
    if ((await p.settings(merchant)).whitelabel.MISSION === false)
      throw new ApiError(missionsUnavailable, 403)
  }
  return {
    'inbox.counts': async ({ caller, merchant }) => {
      const hasMissions = (await p.settings(merchant)).whitelabel.MISSION !== false
      const [row] = await p.db.query<Record<string, string>>(
        `SELECT
          (SELECT count(*) FROM inbox_messages WHERE account_id = $1 AND read_at IS NULL) AS messages,
          (SELECT count(*) FROM (${missionSql}) m WHERE m.status = 'claim') AS missions,
          (SELECT count(*) FROM rewards WHERE account_id = $1 AND ${rewardStatus} = 'claim') AS rewards,
          (SELECT count(*) FROM rewards WHERE account_id = $1 AND kind = 'promotion' AND ${rewardStatus} = 'claim') AS promotions`,
        [caller.accountId, merchant],
      )
      return {
        messageCount: Number(row!.messages),
        missionCount: hasMissions ? Number(row!.missions) : 0,
        rewardCount: Number(row!.rewards),
        promotionCount: Number(row!.promotions),
      }
    },
    'inbox.messages': async ({ input, caller }) => {
      const { pageSize, offset } = page(input)
      const accountId = caller.accountId
      const rows = await p.db.query<{
        id: string
        title: string
        content: string
        created_at: Date
        read_at: Date | null
      }>(
        `SELECT * FROM inbox_messages WHERE account_id = $1
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [accountId, pageSize, offset],
      )
      const [count] = await p.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM inbox_messages WHERE account_id = $1',
        [accountId],
      )
      return {
        totalPages: Math.ceil(Number(count!.n) / pageSize),
        unread: await unreadOf(p.db, accountId),
        list: rows.map((r) => ({
          id: String(r.id),
          title: r.title,
          content: r.content,
          time: new Date(r.created_at).toISOString(),
          read: r.read_at !== null,
        })),
      }
    },
    'inbox.readMessage': async ({ input, caller }) => {
      const rows = await p.db.query(
        'UPDATE inbox_messages SET read_at = coalesce(read_at, platform_now()) WHERE id = $1 AND account_id = $2 RETURNING id',
        [input.id, caller.accountId],
      )
      if (!rows.length) throw new ApiError('This message does not exist', 404)
      return { unread: await unreadOf(p.db, caller.accountId) }
    },
    'inbox.deleteMessage': async ({ input, caller }) => {
      const rows = await p.db.query(
        'DELETE FROM inbox_messages WHERE id = $1 AND account_id = $2 RETURNING id',
        [input.id, caller.accountId],
      )
      if (!rows.length) throw new ApiError('This message does not exist', 404)
      return { unread: await unreadOf(p.db, caller.accountId) }
    },
    'inbox.missions': async ({ caller, merchant }) => {
      await requireMissions(merchant)
      return { list: (await missionsOf(p.db, caller.accountId, merchant)).map(missionView) }
    },
    'inbox.claimMission': async ({ input, caller, merchant }) => {
      await requireMissions(merchant)
      await requireRealAccount(p, caller.accountId)
      return p.db.transaction((tx) => claimMission(tx, caller.accountId, merchant, input.id))
    },
    'inbox.leaderboard': async ({ input, caller, merchant }) => {
      await requireMissions(merchant)
      const { missionId } = input
      if (!missionId) return leaderboard(p.db, merchant, caller.accountId, 'stake', 'week')
      const [mission] = await missionsOf(p.db, caller.accountId, merchant, missionId)
      if (!mission) throw new ApiError('This mission does not exist', 404)
      return leaderboard(p.db, merchant, caller.accountId, mission.metric, mission.period)
    },
    'inbox.rewards': async ({ caller }) => {
      const rows = await p.db.query<RewardRow>(
        `SELECT *, ${rewardStatus} AS status FROM rewards WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
        [caller.accountId],
      )
      return { list: rows.map(rewardView) }
    },
    'inbox.claimReward': async ({ input, caller }) => {
      await requireRealAccount(p, caller.accountId)
      return p.db.transaction((tx) => claimReward(tx, caller.accountId, input.id))
    },
    'inbox.marketing': async ({ caller, merchant, origin, language }) => {
      // Spec §2.8: the marketing centre is guarded by availability, like the missions.
      if ((await p.settings(merchant)).whitelabel.MARKETING === false)
        throw new ApiError(marketingUnavailable, 403)
      const site = (await brandOfMerchant(p.db, merchant)).displayName
      return marketingOf(p.db, { accountId: caller.accountId, merchant, site, origin, language })
    },
    'inbox.referral': async ({ caller, merchant, origin }) => {
      const [row] = await p.db.query<{
        affiliate_code: string | null
        invited: string
        stake: string
        commission_bp: number
        commission: string
      }>(
        `WITH invited AS (SELECT id FROM accounts WHERE upline_id = $1),
          stake AS (SELECT coalesce(sum(b.stake), 0) AS total FROM bets b WHERE b.account_id IN (SELECT id FROM invited) AND b.status <> 'cancelled'),
          rate AS (SELECT coalesce((SELECT commission_bp FROM referral_settings WHERE merchant = $2), 0) AS bp)
         SELECT a.affiliate_code, (SELECT count(*) FROM invited) AS invited, stake.total AS stake,
           rate.bp AS commission_bp, floor(stake.total * rate.bp / 10000) AS commission
         FROM accounts a, stake, rate WHERE a.id = $1`,
        [caller.accountId, merchant],
      )
      if (!row) throw new ApiError('Not logged in', 401)
      const code = referralCode(merchant, caller.accountId, row.affiliate_code)
      const friends = await p.db.query<{ username: string; created_at: Date; stake: string }>(
        `SELECT a.username, a.created_at,
           (SELECT coalesce(sum(b.stake), 0) FROM bets b WHERE b.account_id = a.id AND b.status <> 'cancelled') AS stake
         FROM accounts a WHERE a.upline_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
        [caller.accountId],
      )
      return {
        code,
        link: `${origin}/register?affiliateCode=${encodeURIComponent(code)}`,
        invitedCount: Number(row.invited),
        invitedStake: Number(row.stake),
        commissionRate: Number(row.commission_bp) / 100,
        commission: Number(row.commission),
        friends: friends.map((f) => ({
          username: maskName(f.username),
          joinedAt: new Date(f.created_at).toISOString(),
          stake: Number(f.stake),
          // Per friend the same rounding as the total: down to a whole minor unit.
          commission: Math.floor((Number(f.stake) * Number(row.commission_bp)) / 10_000),
        })),
      }
    },
  }
}

/** The member centre's inbox domain: its demo rows, and the marketing centre's share texts. */
export const domain: DomainModule = {
  handlers,
  seed: async (tx, brand, accounts) => {
    await seedInbox(tx, brand, accounts)
    await seedMarketing(tx, brand)
  },
}
