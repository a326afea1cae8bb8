import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import type { Tx } from '../domain'
import { inLanguage } from '../texts'
import {
  messageTexts,
  type MissionText,
  missionTexts,
  rewardTitles,
  type SeedTexts,
} from './seed-texts'

const hour = 3_600_000
const day = 24 * hour

/**
 * What the seed's texts take of a brand: the site's name, the currency its amounts are in, and the
 * language they are written in (the brand's own).
 */
export type SiteText = Pick<Brand, 'displayName' | 'currency' | 'languages'>

/** An amount in minor units as the seed's texts write it: the brand's currency, in its language. */
const moneyIn = (site: SiteText) => (minor: number) =>
  formatMoney(minor, site.currency, languageTable[site.languages.default].bcp47)

/** The weekly missions' targets, which a message names too (minor units). */
const weeklyWager = 500_000
const weeklyDeposit = 100_000

/**
 * The missions every brand starts with: [texts, metric, period, target, reward, starts in days]. A
 * stake or deposit target is described in the brand's currency.
 */
const missions: [MissionText, string, string, number, number, number][] = [
  [missionTexts.dailyPlayer, 'bets', 'day', 5, 500, 0],
  [missionTexts.dailyWager, 'stake', 'day', 50_000, 1_000, 0],
  [missionTexts.weeklyWager, 'stake', 'week', weeklyWager, 5_000, 0],
  [missionTexts.weeklyDeposit, 'deposit', 'week', weeklyDeposit, 2_000, 0],
  [missionTexts.weekendMarathon, 'bets', 'week', 50, 10_000, 3],
]

/** Messages every demo account gets, in the brand's language: [title, content, hours ago, read]. */
function messages(site: SiteText): [string, string, number, boolean][] {
  const money = moneyIn(site)
  const m = messageTexts(site.displayName, money(weeklyWager), money(weeklyDeposit))
  const say = (texts: { title: SeedTexts; content: SeedTexts }) =>
    [
      inLanguage(texts.title, site.languages.default),
      inLanguage(texts.content, site.languages.default),
    ] as const
  return [
    [...say(m.welcome), 24 * 20, true],
    [...say(m.security), 24 * 14, true],
    [...say(m.missions), 24 * 9, true],
    [...say(m.maintenance), 24 * 6, false],
    [...say(m.pointMall), 24 * 4, true],
    [...say(m.invite), 24 * 2, false],
    [...say(m.rebate), 20, false],
    [...say(m.weekend), 3, false],
  ]
}

/**
 * Rewards every demo account gets: [title, kind, amount, hours ago, expires in hours]. None starts
 * claimed: a claimed reward has its ledger row, which only a claim writes.
 */
const rewards: [keyof typeof rewardTitles, string, number, number, number][] = [
  ['welcome', 'bonus', 5_000, 24 * 20, 24 * 30],
  ['reload', 'promotion', 2_000, 24 * 3, 24 * 7],
  ['rebate', 'rebate', 1_250, 20, 24 * 7],
  ['birthday', 'bonus', 3_000, 24 * 40, -24 * 10],
]

/**
 * Gives accounts the demo messages (the welcome one names the site, amounts are in its currency);
 * dates relative to now.
 */
export async function seedMessages(
  tx: Tx,
  site: SiteText,
  ids: readonly number[],
  now = Date.now(),
) {
  await tx.query(
    `INSERT INTO inbox_messages (account_id, title, content, created_at, read_at)
     SELECT m.account_id, m.title, m.content, m.at, CASE WHEN m.read THEN m.at END
     FROM jsonb_to_recordset($1::jsonb) AS m(account_id bigint, title text, content text, at timestamptz, read boolean)`,
    [
      JSON.stringify(
        ids.flatMap((account_id) =>
          messages(site).map(([title, content, hoursAgo, read]) => ({
            account_id,
            title,
            content,
            at: new Date(now - hoursAgo * hour),
            read,
          })),
        ),
      ),
    ],
  )
}

/** Gives accounts the demo rewards (one of them already expired); dates relative to now. */
export async function seedRewards(
  tx: Tx,
  site: SiteText,
  ids: readonly number[],
  now = Date.now(),
) {
  await tx.query(
    `INSERT INTO rewards (account_id, title, kind, amount, created_at, expires_at)
     SELECT r.account_id, r.title, r.kind, r.amount, r.at, r.expires_at
     FROM jsonb_to_recordset($1::jsonb) AS r(account_id bigint, title text, kind text, amount bigint, at timestamptz, expires_at timestamptz)`,
    [
      JSON.stringify(
        ids.flatMap((account_id) =>
          rewards.map(([key, kind, amount, hoursAgo, expiresIn]) => ({
            account_id,
            title: inLanguage(rewardTitles[key], site.languages.default),
            kind,
            amount,
            at: new Date(now - hoursAgo * hour),
            expires_at: new Date(now + expiresIn * hour),
          })),
        ),
      ),
    ],
  )
}

/** Missions, referral terms, messages and rewards of one brand; dates relative to now. */
export async function seedInbox(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  const now = Date.now()
  const merchant = brand.merchantCode
  await tx.query(
    `INSERT INTO missions (merchant, title, description, metric, period, target, reward, starts_at, sort)
     SELECT $1, m.title, m.description, m.metric, m.period, m.target, m.reward, m.starts_at, m.sort
     FROM jsonb_to_recordset($2::jsonb) AS m(title text, description text, metric text, period text, target bigint, reward bigint, starts_at timestamptz, sort int)`,
    [
      merchant,
      JSON.stringify(
        missions.map(([texts, metric, period, target, reward, startsIn], sort) => ({
          title: inLanguage(texts.title, brand.languages.default),
          description: inLanguage(
            texts.describe(metric === 'bets' ? String(target) : moneyIn(brand)(target)),
            brand.languages.default,
          ),
          metric,
          period,
          target,
          reward,
          starts_at: new Date(startsIn ? now + startsIn * day : now - 60 * day),
          sort,
        })),
      ),
    ],
  )
  await tx.query('INSERT INTO referral_settings (merchant, commission_bp) VALUES ($1, 50)', [
    merchant,
  ])
  const ids = [...accounts.values()]
  await seedMessages(tx, brand, ids)
  await seedRewards(tx, brand, ids)
}
