import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, moneyIn, openMemberPage, test } from '../fixtures'
import { apiCall, giveRewards, registerAccount, signInPage } from '../platform-control'

// Claiming a reward from the reward centre (the demo rewards, given by the control API): the
// money lands once in the wallet, and the bonus details and account record show where it came
// from. A claim the platform refuses, or that never reaches it, says why in the page's language.

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)

interface Reward {
  id: string
  title: string
  amount: number
  status: 'claim' | 'claimed' | 'expired'
}

/** A fresh member with the demo rewards, signed in on the reward centre; answers its rewards. */
async function memberWithRewards(page: Page, brand: Brand) {
  const merchant = brand.merchantCode
  const account = await registerAccount(merchant)
  await giveRewards(merchant, account.username)
  const token = await signInPage(page, merchant, account)
  const { list } = await apiCall<{ list: Reward[] }>(merchant, 'GET', '/inbox/rewards', { token })
  await page.goto('/?member=rewardCenter')
  await expect(page.getByTestId('reward').first()).toBeVisible()
  return { token, claimable: list.filter((reward) => reward.status === 'claim') }
}

const balanceOf = async (merchant: string, token: string) =>
  (await apiCall<{ sumBalance: number }>(merchant, 'GET', '/wps/v2/wallets/balance', { token }))
    .sumBalance

/** The card of a reward on the open tab. */
const cardOf = (page: Page, reward: Reward) =>
  page.getByTestId('reward').filter({ hasText: reward.title })

test.describe('claiming a reward', { tag: dealt() }, () => {
  test('pays the wallet once, and the bonus details and account record show the reward', async ({
    page,
    brand,
  }) => {
    const { token, claimable } = await memberWithRewards(page, brand)
    const reward = claimable[0]!
    await cardOf(page, reward).getByTestId('reward-claim').click()
    const notice = page.getByTestId('message-dialog')
    await expect(notice).toContainText(
      say(brand, 'inbox.rewards.claimed', { amount: moneyIn(brand, reward.amount) }),
    )
    await notice.getByRole('button').click()
    await expect(page.getByTestId('balance-amount')).toHaveText(moneyIn(brand, reward.amount))
    await expect(cardOf(page, reward)).toHaveCount(0)
    await page.getByTestId('rewards-tab-claimed').click()
    await expect(cardOf(page, reward)).toHaveAttribute('data-status', 'claimed')
    await expect(cardOf(page, reward).getByTestId('reward-claim')).toHaveCount(0)
    expect(await balanceOf(brand.merchantCode, token)).toBe(reward.amount)

    await openMemberPage(page, 'bonusDetails', 'bonus-details')
    const credits = page.getByTestId('bonus-table-row')
    await expect(credits).toHaveCount(1)
    await expect(credits.locator('[data-column="kind"]')).toHaveText(
      say(brand, 'member.records.kind.reward'),
    )
    await expect(credits.locator('[data-column="amount"]')).toHaveText(
      moneyIn(brand, reward.amount),
    )
    await expect(page.getByTestId('bonus-totals')).toContainText(moneyIn(brand, reward.amount))

    await openMemberPage(page, 'transactionHistory', 'account-record')
    const movements = page.getByTestId('ledger-table-row')
    await expect(movements).toHaveCount(1)
    await expect(movements.locator('[data-column="kind"]')).toHaveText(
      say(brand, 'member.records.kind.reward'),
    )
    await expect(movements.locator('[data-column="amount"]')).toHaveText(
      `+${moneyIn(brand, reward.amount)}`,
    )
    await expect(movements.locator('[data-column="balance"]')).toHaveText(
      moneyIn(brand, reward.amount),
    )
  })

  test('a reward claimed on another device leaves the list by itself; a claim that cannot reach the platform says so', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const merchant = brand.merchantCode
    const { token, claimable } = await memberWithRewards(page, brand)
    const [taken, next] = claimable as [Reward, Reward]
    // The page holds its live stream first: a stream that opens later starts after what came before.
    await expect(page.locator('html')).toHaveAttribute('data-live-state', /^(live|follower)$/, {
      timeout: 15_000,
    })
    // Claimed elsewhere: the open page follows the platform without a click or a reload.
    await apiCall(merchant, 'POST', '/inbox/rewards/claim', { token, body: { id: taken.id } })
    await expect(cardOf(page, taken)).toHaveCount(0)
    await expect(page.getByTestId('balance-amount')).toHaveText(moneyIn(brand, taken.amount))
    await expect(page.getByTestId('centre-badge-rewardCenter')).toContainText(
      String(claimable.length - 1),
    )
    const notice = page.getByTestId('message-dialog')

    // The network fails on the way: the page says so as it says it everywhere, not in the
    // transport's English.
    await page.route('**/api/inbox/rewards/claim', (route) => route.abort('internetdisconnected'))
    await cardOf(page, next).getByTestId('reward-claim').click()
    await expect(notice).toContainText(say(brand, 'system.error.network'))
    await notice.getByRole('button').click()
    await page.unroute('**/api/inbox/rewards/claim')
    await expect(cardOf(page, next).getByTestId('reward-claim')).toBeEnabled()
    await cardOf(page, next).getByTestId('reward-claim').click()
    await expect(notice).toContainText(
      say(brand, 'inbox.rewards.claimed', { amount: moneyIn(brand, next.amount) }),
    )
    expect(await balanceOf(merchant, token)).toBe(taken.amount + next.amount)

    // The browser logs the request this test cut; nothing else may be logged.
    const cut = consoleErrors.filter((line) => /^Failed to load resource/.test(line))
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((l) => !cut.includes(l)))
  })
})
