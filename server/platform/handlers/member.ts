import type { Hono } from 'hono'
import type { Platform } from '../context'
import type { Brand } from '../../../src/config/brand.types'
import { vipLevels } from '../content/seed-data'
import type { DomainModule, Tx } from '../domain'
import { inLanguage } from '../texts'
import { ApiError, type Handlers } from '../router'
import { refuseBidiControls } from '../bidi'
import { brandOfMerchant } from '../play/merchant-brand'
import { refuseUnderage } from '../responsible/birth-date'
import { grantZaloReward, zaloNumber, zaloOffer, zaloRewardOf } from '../member/zalo-reward'

const avatarCount = 12
const avatarUrl = (id: number) => `/media/avatars/${id}.svg`

const maskEmail = (email: string) =>
  email.replace(/^(.).*?(.)?@/, (_, first: string, last = '') => `${first}***${last}@`)
const maskPhone = (phone: string) =>
  phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : phone

interface ProfileRow {
  nickname: string
  avatar: number
  email: string | null
  mobile: string | null
  language: string
  profile: Record<string, string>
  rank_level: number
  label_name: string | null
  upline: string | null
  social_provider: string | null
  social_linked_at: Date | null
}

/** The signed-in member: info, security-centre profile, avatar and language. */
function handlers(p: Platform): Handlers {
  const profileOf = async (accountId: number) => {
    const rows = await p.db.query<ProfileRow>(
      `SELECT a.nickname, a.avatar, a.email, a.mobile, a.language, a.profile, a.rank_level,
         a.label_name, u.username AS upline, a.social_provider, a.social_linked_at
       FROM accounts a LEFT JOIN accounts u ON u.id = a.upline_id WHERE a.id = $1`,
      [accountId],
    )
    if (!rows[0]) throw new ApiError('Not logged in', 401)
    return rows[0]
  }
  return {
    'member.info': async ({ caller }) => {
      const account = await p.accounts.byId(caller.accountId)
      if (!account) throw new ApiError('Not logged in', 401)
      const profile = await profileOf(account.id)
      return {
        id: String(account.id),
        account: account.username,
        userName: account.username,
        nickname: account.nickname,
        type: account.type,
        toUpline: account.upline_id !== null,
        clubLabel: profile.label_name
          ? { labelName: profile.label_name, rankLevel: profile.rank_level }
          : null,
        memberLabel: profile.label_name ? [profile.label_name] : [],
        avatar: avatarUrl(profile.avatar),
      }
    },
    'member.profile': async ({ caller }) => {
      const row = await profileOf(caller.accountId)
      return {
        nickname: row.nickname,
        avatar: row.avatar,
        email: row.email ? maskEmail(row.email) : null,
        mobile: row.mobile ? maskPhone(row.mobile) : null,
        language: row.language,
        profile: row.profile,
        upline: row.upline,
        socialLink:
          row.social_provider && row.social_linked_at
            ? {
                provider: row.social_provider,
                linkedTime: new Date(row.social_linked_at).toISOString(),
              }
            : null,
      }
    },
    'member.updateProfile': async ({ input, caller, merchant }) => {
      const { nickname, avatar, profile } = input
      // Other players see the nickname (chat): no text-direction controls that could disguise it.
      refuseBidiControls('nickname', nickname)
      // The merchant's minimum age (spec §5's birthday check of 21 is the merchant configured at 21).
      const settings = await p.settings(merchant)
      if (profile?.birthday) refuseUnderage(profile.birthday, settings, p.clock.now(), 'profile')
      // A Zalo account is its phone number (spec §3 label, §9 reward); an empty label clears it.
      if (profile?.zalo?.trim() && !zaloNumber(profile.zalo))
        throw new ApiError('Zalo: enter the phone number of your Zalo account', 400)
      const account = await p.accounts.byId(caller.accountId)
      if (!account) throw new ApiError('Not logged in', 401)
      const brand = await brandOfMerchant(p.db, merchant)
      const offer = zaloOffer(settings, brand)
      return p.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE accounts SET nickname = coalesce($2, nickname), avatar = coalesce($3, avatar), profile = profile || $4::jsonb WHERE id = $1`,
          [
            caller.accountId,
            nickname?.trim() || null,
            avatar ?? null,
            JSON.stringify(profile ?? {}),
          ],
        )
        return grantZaloReward(tx, { id: account.id, merchant, type: account.type }, offer, brand)
      })
    },
    'member.zaloReward': async ({ caller, merchant }) => {
      const offer = zaloOffer(await p.settings(merchant), await brandOfMerchant(p.db, merchant))
      return zaloRewardOf(p.db, caller.accountId, offer)
    },
    'member.avatars': async () =>
      Array.from({ length: avatarCount }, (_, i) => ({ id: i + 1, url: avatarUrl(i + 1) })),
    'member.language': async ({ input, caller }) => {
      await p.db.query('UPDATE accounts SET language = $2 WHERE id = $1', [
        caller.accountId,
        input.language,
      ])
      return null
    },
  }
}

const avatarColors = [
  '#e4572e',
  '#29335c',
  '#f3a712',
  '#a8c686',
  '#669bbc',
  '#8e7dbe',
  '#2a9d8f',
  '#e76f51',
  '#264653',
  '#f4a261',
  '#6d597a',
  '#3a86ff',
]

/** Generated avatar pictures: the same twelve for every brand, so any brand's host answers them. */
function routes(app: Hono) {
  app.get('/media/avatars/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''))
    if (!Number.isInteger(id) || id < 1 || id > avatarCount) return c.text('Not found', 404)
    const color = avatarColors[id - 1]!
    c.header('Content-Type', 'image/svg+xml')
    c.header('Cache-Control', 'public, max-age=86400')
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${color}"/><circle cx="48" cy="38" r="16" fill="#fff" fill-opacity=".9"/><path d="M18 84c4-18 18-26 30-26s26 8 30 26" fill="#fff" fill-opacity=".9"/></svg>`,
    )
  })
}

/**
 * Club labels for the demo players, so that VIP ranks and labels show: each named as the VIP level
 * of that name is in the brand's language.
 */
async function seed(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  const labels: [string, number, string][] = [
    ['demo_member', 3, 'Gold'],
    ['demo_agent', 6, 'Diamond'],
    ['demo_sub1', 2, 'Silver'],
  ]
  const named = (english: string) => {
    const names = vipLevels.find(([name]) => name.EN === english)?.[0]
    return names ? inLanguage(names, brand.languages.default) : english
  }
  for (const [username, rank, label] of labels) {
    const id = accounts.get(username)
    if (id !== undefined)
      await tx.query('UPDATE accounts SET rank_level = $2, label_name = $3 WHERE id = $1', [
        id,
        rank,
        named(label),
      ])
  }
}

/** The member domain. */
export const domain: DomainModule = { handlers, routes, seed }
