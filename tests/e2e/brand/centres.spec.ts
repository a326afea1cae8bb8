import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, landingPath, messageText, test } from '../fixtures'
import { createAgent, registerAccount, signInPage } from '../platform-control'

/**
 * Every entry of a centre's menu opens a built page (not the "not available" state, no error, no
 * endless loading), is the highlighted entry, is in the URL, and is still open after a reload.
 */
async function walkCentre(page: Page, brand: Brand, param: 'member' | 'agent', first: string) {
  await page.goto(`/?${param}=${first}`)
  const panel = page.getByTestId('centre-panel')
  await expect(panel).toBeVisible()
  const items = panel.locator('[data-testid^="centre-item-"]')
  await expect(items.first()).toBeVisible()
  const keys = (await items.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')!.replace('centre-item-', '')),
  )) as string[]
  const unavailable = messageText(brand.languages.default, 'system.unavailable')
  const opened = async (key: string) => {
    await expect(page).toHaveURL(new RegExp(`[?&]${param}=${key}(&|$)`))
    await expect(panel.getByTestId(`centre-item-${key}`)).toHaveAttribute('aria-current', 'page')
    // The centre's own loading state and every page part's (QueryState names them <part>-loading).
    await expect(panel.locator('[data-testid$="-loading"]')).toHaveCount(0)
    await expect(panel.getByText(unavailable)).toHaveCount(0)
    await expect(panel.locator('[role="alert"]')).toHaveCount(0)
  }
  for (const key of keys) {
    await panel.getByTestId(`centre-item-${key}`).click()
    await opened(key)
    await page.reload()
    await expect(panel).toBeVisible()
    await opened(key)
  }
  return keys
}

test.describe('centres', { tag: dealt('agentCentre') }, () => {
  test('every member-centre page opens from the menu and stays open after a reload', async ({
    page,
    brand,
  }) => {
    test.slow()
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    const keys = await walkCentre(page, brand, 'member', 'securityCenter')
    // The thirteen pages of spec §2.8, less those behind a switch this brand has off.
    expect(keys.slice(0, 9)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
    ])
    expect(keys).toContain('messageV2')
    // Back goes to the page before.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`member=${keys.at(-2)}`))
  })

  test('every agent-centre entry opens from the menu and stays open after a reload', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.agentCentre === false, 'the brand has no agent centre')
    test.slow()
    const agent = await createAgent(brand.merchantCode, 1)
    await signInPage(page, brand.merchantCode, agent)
    const keys = await walkCentre(page, brand, 'agent', 'agentTeamOverview')
    expect(keys.slice(0, 9)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentCreditReport',
    ])
  })

  test(
    'a visitor is asked to sign in before a centre page opens',
    { tag: dealt('visitors') },
    async ({ page, brand }) => {
      test.skip(brand.loginedToHomePage === true, 'a visitor of this brand only sees /login')
      await page.goto(`${landingPath(brand)}?member=withdraw`)
      await page.getByTestId('centre-sign-in').click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
    },
  )
})
