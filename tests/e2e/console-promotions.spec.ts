import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { signInConsole } from './console-sign-in'
import { brandOrigin } from './fixtures'
import { apiCall, apiLogin, registerAccount, signInPage } from './platform-control'

// The console's promotions and help articles, seen from the portal: a content editor of each brand
// publishes a promotion (in two languages of the brand, previewed in each) and a help article, a
// player of that brand sees them and applies, the editor approves the application in its queue,
// and the player sees the promotion joined. Then the editor removes both again.
const brands = [
  { brand: 'default', merchant: 'LUCKY01', operator: 'default.content', languages: ['EN', 'CN'] },
  { brand: 'jade', merchant: 'JADE_PH', operator: 'jade.content', languages: ['EN', 'TL'] },
  { brand: 'nova', merchant: 'NOVA88', operator: 'nova.content', languages: ['VI', 'EN'] },
] as const

/** Screenshots of the console at a wide and a narrow width, when SHOTS_DIR names a folder. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** The editor's content tab (by its route), from the console's Content section. */
async function openTab(page: Page, tab: 'promotions' | 'help') {
  await page.getByTestId(`content-tab-${tab}`).click()
  await expect(page).toHaveURL(new RegExp(`/content/${tab}$`))
}

for (const { brand, merchant, operator, languages } of brands) {
  test(`${brand}: an editor publishes a promotion and a help article, approves a player's application`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const [main, other] = languages
    const stamp = `${brand} ${Date.now().toString(36)}`
    const title = { [main]: `Reload week ${stamp}`, [other]: `Reload ${other} ${stamp}` }
    const helpTitle = `How to apply ${stamp}`

    await signInConsole(page, operator)
    await page.getByRole('link', { name: 'Content', exact: true }).click()
    await openTab(page, 'promotions')
    await expect(page.getByTestId('promotions-table')).toBeVisible()

    // The promotion: a title per language, the rules, previewed as the portal shows them.
    await page.getByTestId('promotion-new').click()
    const form = page.getByTestId('promotion-form')
    const preview = page.getByTestId('content-preview')
    await expect(form.getByTestId(`language-${main}`)).toHaveAttribute('aria-pressed', 'true')
    await form.locator('input[name="title"]').fill(title[main]!)
    await form.locator('textarea[name="content"]').fill('<p>Deposit, then <b>apply</b>.</p>')
    await expect(preview.locator('h3')).toHaveText(title[main]!)
    await expect(preview.locator('b')).toHaveText('apply')
    await form.getByTestId(`language-${other}`).click()
    // A language without its own text previews as the portal falls back.
    await expect(preview.locator('h3')).toHaveText(title[main]!)
    await form.locator('input[name="title"]').fill(title[other]!)
    await expect(preview.locator('h3')).toHaveText(title[other]!)
    await form.getByTestId(`language-${main}`).click()
    await expect(form.locator('input[name="title"]')).toHaveValue(title[main]!)
    await form.getByTestId('content-save').click()
    const row = page.getByTestId('promotions-table').locator('tr', { hasText: title[main]! })
    await expect(row).toBeVisible()

    // The help article.
    await openTab(page, 'help')
    await page.getByTestId('help-new').click()
    const article = page.getByTestId('article-form')
    await article.locator('input[name="title"]').fill(helpTitle)
    await article
      .locator('textarea[name="body"]')
      .fill('<p>Open the promotion and press apply.</p>')
    await article.getByTestId('content-save').click()
    await expect(page.getByTestId('help-list')).toContainText(helpTitle)

    // The player of the brand sees both, in the brand's language, and applies.
    const { list } = await apiCall<{ list: { id: string; title: string }[] }>(
      merchant,
      'GET',
      '/content/promotions',
      { language: main },
    )
    const promotionId = list.find((p) => p.title === title[main])!.id
    const account = await registerAccount(merchant)
    const player = await (await browser.newContext()).newPage()
    await signInPage(player, merchant, account)
    await player.goto(`${brandOrigin(merchant)}/promotions`)
    await expect(
      player.getByTestId('promotion-card').filter({ hasText: title[main]! }),
    ).toBeVisible()
    await player.goto(`${brandOrigin(merchant)}/promoDetail?id=${promotionId}`)
    await expect(player.getByTestId('promotion-content')).toContainText('Deposit, then apply.')
    await player.getByTestId(`promotion-action-${promotionId}`).click()
    await player.getByTestId('apply-form').locator('textarea').fill(`Applied from ${stamp}`)
    await player.getByTestId('apply-submit').click()
    await expect(player.getByTestId('apply-success')).toBeVisible()
    await player.goto(`${brandOrigin(merchant)}/help`)
    await expect(player.getByTestId('help-list')).toContainText(helpTitle)

    // The editor approves the application in the promotion's queue.
    await openTab(page, 'promotions')
    await page.getByTestId(`applications-${promotionId}`).click()
    const queue = page.getByTestId('applications')
    const application = queue.getByTestId(`application-${account.username}`)
    await expect(application).toContainText(`Applied from ${stamp}`)
    if (brand === 'nova') await consoleShots(page, operator, title[main]!, promotionId)
    await application.getByRole('button', { name: 'Approve' }).click()
    await expect(application).toHaveCount(0)
    await queue.getByRole('button', { name: 'Decided' }).click()
    await expect(queue.getByTestId(`application-${account.username}`)).toContainText('Accepted')

    // The player sees the promotion joined.
    await player.goto(`${brandOrigin(merchant)}/promoDetail?id=${promotionId}`)
    await expect(
      player.getByTestId('promotion-detail').getByTestId('promotion-status'),
    ).toHaveAttribute('data-status', 'joined')

    // The editor removes both; the portal no longer shows them.
    await page
      .getByTestId('promotions-table')
      .locator('tr', { hasText: title[main]! })
      .getByRole('button', { name: 'Edit' })
      .click()
    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByTestId('promotions-table')).not.toContainText(title[main]!)
    await openTab(page, 'help')
    await page
      .getByTestId('help-list')
      .locator('tr', { hasText: helpTitle })
      .getByRole('button')
      .click()
    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByTestId('help-list')).not.toContainText(helpTitle)
    await player.goto(`${brandOrigin(merchant)}/help`)
    await expect(player.getByTestId('help-list')).not.toContainText(helpTitle)
  })
}

/**
 * The console's content screens in Vietnamese, at a wide and a narrow width (looked at by hand),
 * then back in English, the promotion's queue open again for the rest of the journey.
 */
async function consoleShots(page: Page, operator: string, title: string, promotionId: string) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('vi')
  await expect(page.getByTestId('applications')).toContainText('Đơn đăng ký')
  await shots(page, `${operator}-applications`)
  await page
    .getByTestId('promotions-table')
    .locator('tr', { hasText: title })
    .getByRole('button')
    .first()
    .click()
  await expect(page.getByTestId('content-preview')).toContainText(title)
  await shots(page, `${operator}-promotion-editor`)
  await openTab(page, 'help')
  await page.getByTestId('help-list').locator('tr').nth(1).getByRole('button').click()
  await expect(page.getByTestId('article-form')).toBeVisible()
  await shots(page, `${operator}-help-editor`)
  for (const tab of ['blog', 'announcements'] as const) {
    await page.getByTestId(`content-tab-${tab}`).click()
    await page.getByTestId(`${tab}-list`).locator('tr').nth(1).getByRole('button').click()
    await expect(page.getByTestId('content-preview')).toBeVisible()
    await shots(page, `${operator}-${tab}-editor`)
  }
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en')
  await openTab(page, 'promotions')
  await page.getByTestId(`applications-${promotionId}`).click()
}

test('a read-only operator reads promotions, their rules and their queue, and changes nothing', async ({
  page,
}) => {
  // A player's application waiting in an open promotion of the brand.
  const merchant = 'NOVA88'
  const { list } = await apiCall<{ list: { id: string; action: string; status: string }[] }>(
    merchant,
    'GET',
    '/content/promotions',
  )
  // The seeded one (the lowest id): the editors' journeys add promotions to the brand meanwhile.
  const open = list
    .filter((p) => p.action === 'apply' && p.status === 'join')
    .sort((a, b) => Number(a.id) - Number(b.id))[0]!
  const account = await registerAccount(merchant)
  const token = await apiLogin(merchant, account.username, account.password)
  await apiCall(merchant, 'POST', '/content/promotion/apply', {
    token,
    body: { id: open.id, comment: 'Waiting for review' },
  })

  await signInConsole(page, 'nova.readonly')
  await page.getByRole('link', { name: 'Content', exact: true }).click()
  await openTab(page, 'promotions')
  await expect(page.getByTestId('promotion-new')).toHaveCount(0)
  const row = page.getByTestId(`promotion-${open.id}`)
  await row.getByRole('button', { name: 'View' }).click()
  const form = page.getByTestId('promotion-form')
  await expect(page.getByTestId('content-read-only')).toBeVisible()
  await expect(form.locator('input[name="title"]')).toBeDisabled()
  await expect(form.locator('select[name="action"]')).toBeDisabled()
  await expect(page.getByTestId('content-save')).toHaveCount(0)
  await expect(page.getByTestId('content-preview').locator('h3').first()).not.toBeEmpty()
  await row.getByRole('button', { name: 'Applications' }).click()
  const application = page.getByTestId(`application-${account.username}`)
  await expect(application).toContainText('Waiting for review')
  await expect(application).toContainText('Waiting')
  await expect(application.getByRole('button')).toHaveCount(0)
})
