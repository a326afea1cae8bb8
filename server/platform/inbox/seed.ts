import type { Brand } from '../../../src/config/brand.types'
import { formatMoney } from '../../../src/lib/money'
import type { Tx } from '../domain'

const hour = 3_600_000
const day = 24 * hour

/** What the seed's texts name of a brand: the site, and the currency its amounts are in. */
export type SiteText = Pick<Brand, 'displayName' | 'currency'>

/** An amount in minor units as the seed's (English) texts write it in a brand's currency. */
const moneyIn = (site: SiteText) => (minor: number) => formatMoney(minor, site.currency, 'en')

/** The weekly missions' targets, which a message names too (minor units). */
const weeklyWager = 500_000
const weeklyDeposit = 100_000

/**
 * The missions every brand starts with: [title, description of the target, metric, period, target,
 * reward, starts in days]. A stake or deposit target is described in the brand's currency.
 */
const missions: [string, (target: string) => string, string, string, number, number, number][] = [
  ['Daily player', (target) => `Place ${target} bets today.`, 'bets', 'day', 5, 500, 0],
  ['Daily wager', (target) => `Wager ${target} today.`, 'stake', 'day', 50_000, 1_000, 0],
  [
    'Weekly wager',
    (target) => `Wager ${target} this week.`,
    'stake',
    'week',
    weeklyWager,
    5_000,
    0,
  ],
  [
    'Weekly deposit',
    (target) => `Deposit ${target} this week.`,
    'deposit',
    'week',
    weeklyDeposit,
    2_000,
    0,
  ],
  [
    'Weekend marathon',
    (target) => `Place ${target} bets in one week.`,
    'bets',
    'week',
    50,
    10_000,
    3,
  ],
]

/** Messages every demo account gets: [title, content, hours ago, read]. */
const messages = (site: SiteText): [string, string, number, boolean][] => [
  [
    `Welcome to ${site.displayName}`,
    `<p>Welcome aboard! Your account is ready. Visit the <b>reward centre</b> to collect your welcome bonus.</p>`,
    24 * 20,
    true,
  ],
  [
    'Security reminder',
    'Never share your password or verification codes with anyone, including customer service.',
    24 * 14,
    true,
  ],
  [
    'Weekly missions are live',
    `<p>Complete missions every week and claim cash rewards:</p><ul><li>Wager ${moneyIn(site)(weeklyWager)} this week</li><li>Deposit ${moneyIn(site)(weeklyDeposit)} this week</li></ul>`,
    24 * 9,
    true,
  ],
  [
    'Maintenance notice',
    'Scheduled maintenance of the live casino runs on Tuesday from 02:00 to 04:00. Other games are not affected.',
    24 * 6,
    false,
  ],
  [
    'Point mall restocked',
    '<p>New items are in the <a href="/pointMall">point mall</a>. Redeem your points before they run out.</p>',
    24 * 4,
    true,
  ],
  [
    'Invite friends',
    'Share your referral link: you earn a commission on every bet your friends place.',
    24 * 2,
    false,
  ],
  [
    'Your rebate is ready',
    '<p>Your weekly rebate has arrived. <strong>Claim it</strong> in the reward centre within 7 days.</p>',
    20,
    false,
  ],
  ['Happy weekend', 'Good luck at the tables this weekend!', 3, false],
]

/**
 * Rewards every demo account gets: [title, kind, amount, hours ago, expires in hours]. None starts
 * claimed: a claimed reward has its ledger row, which only a claim writes.
 */
const rewards: [string, string, number, number, number][] = [
  ['Welcome bonus', 'bonus', 5_000, 24 * 20, 24 * 30],
  ['Weekend reload promotion', 'promotion', 2_000, 24 * 3, 24 * 7],
  ['Weekly rebate', 'rebate', 1_250, 20, 24 * 7],
  ['Birthday bonus', 'bonus', 3_000, 24 * 40, -24 * 10],
]

/**
 * Gives accounts the demo messages (the welcome one names the site, amounts are in its currency);
 * dates relative to now.
 */
export async function seedMessages(tx: Tx, site: SiteText, ids: readonly number[]) {
  const now = Date.now()
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
export async function seedRewards(tx: Tx, ids: readonly number[]) {
  const now = Date.now()
  await tx.query(
    `INSERT INTO rewards (account_id, title, kind, amount, created_at, expires_at)
     SELECT r.account_id, r.title, r.kind, r.amount, r.at, r.expires_at
     FROM jsonb_to_recordset($1::jsonb) AS r(account_id bigint, title text, kind text, amount bigint, at timestamptz, expires_at timestamptz)`,
    [
      JSON.stringify(
        ids.flatMap((account_id) =>
          rewards.map(([title, kind, amount, hoursAgo, expiresIn]) => ({
            account_id,
            title,
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
        missions.map(([title, describe, metric, period, target, reward, startsIn], sort) => ({
          title,
          description: describe(metric === 'bets' ? String(target) : moneyIn(brand)(target)),
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
  await seedRewards(tx, ids)
}
