import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { dealt, expect, messageText, test } from '../fixtures'
import { inLanguage } from '../../../server/platform/texts'
import { type MissionText, missionTexts } from '../../../server/platform/inbox/seed-texts'
import {
  depositAndPay,
  giveMessages,
  giveRewards,
  registerAccount,
  setClubLabel,
  signInPage,
} from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)

/** The number a badge shows (0 when it is not shown). */
async function badgeNumber(page: Page, testId: string) {
  const badge = page.getByTestId(testId)
  if ((await badge.count()) === 0) return 0
  return Number((await badge.innerText()).replace(/\D/g, ''))
}

/** Opens a member-centre page by its URL, as a link or a reload would. */
async function openCentre(page: Page, key: string) {
  await page.goto(`/?member=${key}`)
  await expect(page.getByTestId('centre-panel')).toBeVisible()
  await expect(page.getByTestId(`centre-item-${key}`)).toHaveAttribute('aria-current', 'page')
}

test.describe('member centre inbox', { tag: dealt() }, () => {
  test('reading a message drops the menu and header badges together; deleting asks first', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await giveMessages(brand.merchantCode, account.username)
    await setClubLabel(brand.merchantCode, account.username, 'Gold', 3)
    await signInPage(page, brand.merchantCode, account)
    // The header's badge counts the promotions open to join as well as the unread messages: read
    // it once both answers are in, not when the first has made it show.
    const promotions = page.waitForResponse((r) => r.url().includes('/api/content/promotions'))
    await openCentre(page, 'messageV2')
    const { value } = (await (await promotions).json()) as { value: { list: { status: string }[] } }
    const header = value.list.filter((promotion) => promotion.status === 'join').length + 4
    await expect(page.getByTestId('centre-rank')).toHaveText(
      say(brand, 'centre.member.rank', { rank: 'Gold' }),
    )
    await expect(page.getByRole('heading', { name: say(brand, 'member.messages') })).toBeVisible()
    await expect(page.getByTestId('message')).toHaveCount(8)
    await expect(page.getByTestId('centre-badge-messageV2')).toContainText('4')
    await expect.poll(() => badgeNumber(page, 'header-badge')).toBe(header)

    const unread = page.locator('[data-testid="message"][data-read="false"]').first()
    const title = await unread.getByTestId('message-title').innerText()
    await unread.getByTestId('message-open').click()
    const reader = page.getByTestId('message-reader')
    await expect(reader.getByRole('heading', { name: title })).toBeVisible()
    await expect(reader.getByTestId('message-body')).not.toBeEmpty()
    await expect(page.getByTestId('centre-badge-messageV2')).toContainText('3')
    await expect.poll(() => badgeNumber(page, 'header-badge')).toBe(header - 1)
    await expect(page.getByTestId('messages-unread')).toHaveText(
      say(brand, 'inbox.messages.unread', { unread: 3 }),
    )
    await page.keyboard.press('Escape')
    await expect(reader).toHaveCount(0)

    const first = page.getByTestId('message').first()
    const firstTitle = await first.getByTestId('message-title').innerText()
    await first.getByTestId('message-delete').click()
    const confirm = page.getByTestId('confirm-dialog')
    await expect(confirm).toContainText(say(brand, 'inbox.messages.deleteConfirm'))
    await confirm.getByRole('button', { name: say(brand, 'inbox.messages.delete') }).click()
    await expect(page.getByTestId('message')).toHaveCount(7)
    await expect(page.getByTestId('message-title').filter({ hasText: firstTitle })).toHaveCount(0)
  })

  test('claiming a reward pays it into the wallet and lowers the reward badge', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await giveRewards(brand.merchantCode, account.username)
    await signInPage(page, brand.merchantCode, account)
    await openCentre(page, 'rewardCenter')
    await expect(page.getByTestId('centre-rank')).toHaveCount(0)
    await expect(page.getByTestId('centre-badge-rewardCenter')).toContainText('3')
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))
    const reward = page.getByTestId('reward').first()
    const amount = await reward.getByTestId('reward-amount').innerText()
    await reward.getByTestId('reward-claim').click()
    const notice = page.getByTestId('message-dialog')
    await expect(notice).toContainText(say(brand, 'inbox.rewards.claimed', { amount }))
    await notice.getByRole('button').click()
    await expect(page.getByTestId('balance-amount')).toHaveText(amount)
    await expect(page.getByTestId('centre-badge-rewardCenter')).toContainText('2')
    await page.getByTestId('rewards-tab-claimed').click()
    await expect(page.getByTestId('reward')).toHaveCount(1)
    await page.getByTestId('rewards-tab-expired').click()
    await expect(page.locator('[data-testid="reward"][data-status="expired"]')).toHaveCount(1)
  })

  test('missions follow deposits, show the leaderboard; referral shows the link and its QR', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await depositAndPay(brand.merchantCode, token)
    await openCentre(page, 'missionLeaderboard')
    await expect(page.getByRole('heading', { name: say(brand, 'member.missions') })).toBeVisible()
    // The seed's missions are written in the brand's language.
    const titled = (mission: MissionText) =>
      page
        .getByTestId('mission')
        .filter({ hasText: inLanguage(mission.title, brand.languages.default) })
    const deposit = titled(missionTexts.weeklyDeposit)
    await expect(deposit.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0')
    const daily = titled(missionTexts.dailyPlayer)
    await expect(daily.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByTestId('leaderboard')).toBeVisible()
    await expect(page.getByTestId('leaderboard-me')).toHaveText(
      say(brand, 'inbox.leaderboard.meNone'),
    )

    await page.getByTestId('centre-item-referral').click()
    const link = page.getByTestId('member-referral-link')
    await expect(link).toContainText('/register?affiliateCode=')
    const qr = page.getByTestId('member-referral-qr')
    await expect(qr).toBeVisible()
    await expect(qr).toHaveAttribute('data-value', await link.innerText())
    await expect(qr).toHaveAttribute('aria-label', say(brand, 'inbox.referral.qr'))
    await expect(page.getByTestId('member-referral-none')).toBeVisible()
  })
})
