import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { consoleUrl, signInConsole } from '../console-sign-in'
import { controlSecret, dealt, expect, messageText, platformOrigin, test } from '../fixtures'
import {
  apiCall,
  apiLogin,
  patchSettings,
  registerAccount,
  setSystemStatus,
  signInPage,
} from '../platform-control'

// The console's decisions and settings as a player meets them: an application the content editor
// refuses shows its reason on the promotion; the owner's maintenance message per language shows on
// the maintenance page, which an open page reaches as soon as one of its calls is refused, keeping
// what the player typed, and leaves by itself when the maintenance ends.

/** The screenshots' sizes per brand (looked at by hand), when SHOTS_DIR names a folder. */
const shotSizes: Record<string, { width: number; height: number }> = {
  nova: { width: 412, height: 915 },
  default: { width: 1366, height: 768 },
}

async function shot(page: Page, brandId: string, name: string, subject: Locator) {
  const dir = process.env.SHOTS_DIR
  const size = shotSizes[brandId]
  if (!dir || !size) return
  mkdirSync(dir, { recursive: true })
  await page.setViewportSize(size)
  await subject.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${dir}/${brandId}-${name}.png` })
}

/** An operator's maintenance message in each language a brand may offer. */
const messages: Record<string, string> = {
  EN: 'We are upgrading the site. Back at 10:00.',
  VI: 'Chúng tôi đang nâng cấp hệ thống. Quay lại lúc 10:00.',
  TL: 'Ina-upgrade namin ang site. Babalik kami ng 10:00.',
  CN: '我们正在升级网站，10:00 恢复。',
  TH: 'เรากำลังปรับปรุงระบบ กลับมาเวลา 10:00 น.',
  ID: 'Kami sedang meningkatkan situs. Kembali pukul 10:00.',
}

/**
 * The calls refused while the site was closed, which the browser logs (the page showed why), and
 * the live channel's requests a test cut off.
 */
const dropRefusedWhileClosed = (consoleErrors: string[]) =>
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/status of 503|net::ERR_FAILED/.test(text)),
  )

/** The platform's now (a journey may have moved its clock forward). */
async function platformNow(): Promise<number> {
  const response = await fetch(`${platformOrigin()}/__control/clock`, {
    headers: { 'x-control-secret': controlSecret },
  })
  return Date.parse(((await response.json()) as { value: { now: string } }).value.now)
}

/** The brand's default language and another it offers. */
const brandLanguages = (languages: { default: string; supported: string[] }) =>
  [languages.default, languages.supported.find((l) => l !== languages.default)!] as const

/** An open promotion of the merchant that takes an application (seeded on every brand). */
async function openApplyPromotion(merchant: string) {
  const { list } = await apiCall<{ list: { id: string; action: string; status: string }[] }>(
    merchant,
    'GET',
    '/content/promotions',
  )
  return list.find((p) => p.action === 'apply' && p.status === 'join')!.id
}

/** A player of the merchant who applied to an open promotion, and the promotion. */
async function applicant(merchant: string, comment: string) {
  const promotionId = await openApplyPromotion(merchant)
  const account = await registerAccount(merchant)
  const token = await apiLogin(merchant, account.username, account.password)
  await apiCall(merchant, 'POST', '/content/promotion/apply', {
    token,
    body: { id: promotionId, comment },
  })
  return { promotionId, account }
}

test(
  'a refused application shows the editor’s reason to its player, as text',
  { tag: dealt() },
  async ({ page, browser, brand }) => {
    test.setTimeout(90_000)
    const merchant = brand.merchantCode
    const { promotionId, account } = await applicant(merchant, 'My receipt is attached')
    const reason = `Receipt <b>unreadable</b> & cut off (${Date.now().toString(36)})`

    const editor = await browser.newPage({ baseURL: consoleUrl })
    await signInConsole(editor, `${brand.id}.content`)
    await editor.getByRole('link', { name: 'Content', exact: true }).click()
    await editor.getByTestId('content-tab-promotions').click()
    await editor.getByTestId(`applications-${promotionId}`).click()
    const row = editor.getByTestId('applications').getByTestId(`application-${account.username}`)
    await row.getByRole('button', { name: 'Reject' }).click()
    const dialog = editor.getByRole('dialog')
    await dialog.locator('textarea[name="reason"]').fill(reason)
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect(row).toHaveCount(0)
    await editor.close()

    await signInPage(page, merchant, account)
    await page.goto(`/promoDetail?id=${promotionId}`)
    const application = page.getByTestId('promotion-application')
    await expect(application).toHaveAttribute('data-state', 'refused')
    const language = brand.languages.default
    await expect(application.locator('h2')).toHaveText(
      messageText(language, 'promotions.application.refused'),
    )
    // The operator's words, escaped: no element comes of them.
    await expect(page.getByTestId('promotion-application-reason')).toHaveText(
      messageText(language, 'promotions.application.reason', { reason }),
    )
    await expect(application.locator('b')).toHaveCount(0)
    await shot(page, brand.id, 'refused-application', application)
  },
)

test(
  'the maintenance message per language shows on a refusal, what was typed stays, and the portal opens again by itself',
  { tag: dealt() },
  async ({ page, browser, brand, consoleErrors }) => {
    test.setTimeout(120_000)
    const merchant = brand.merchantCode
    const [first, second] = brandLanguages(brand.languages)
    const message = { [first]: messages[first]!, [second]: messages[second]! }

    // The owner writes the message; a second language alone is not enough.
    const owner = await browser.newPage({ baseURL: consoleUrl })
    await signInConsole(owner, `${brand.id}.owner`)
    await owner.getByRole('link', { name: 'Settings' }).click()
    const part = owner.getByTestId('maintenance-message')
    const text = part.locator('textarea[name="maintenanceMessage"]')
    try {
      await part.getByTestId(`language-${second}`).click()
      await text.fill(message[second]!)
      await expect(part.getByTestId('message-incomplete')).toBeVisible()
      await expect(owner.getByRole('button', { name: 'Save' })).toBeDisabled()
      await part.getByTestId(`language-${first}`).click()
      await text.fill(message[first]!)
      await expect(part.getByTestId('message-incomplete')).toHaveCount(0)
      await owner.getByRole('button', { name: 'Save' }).click()
      await expect(owner.getByText('Saved. The portal shows the change now.')).toBeVisible()
      await owner.close()

      // A player types a comment on an open promotion's application form.
      const promotionId = await openApplyPromotion(merchant)
      const account = await registerAccount(merchant)
      await signInPage(page, merchant, account)
      // No live stream nor its polling twin: the settings' config event, which would have the page
      // read the status anyway, does not reach it; only a refused call can tell it.
      await page.route(/\/api\/(live\/stream|member\/events)/, (route) => route.abort())
      await page.goto(`/promoDetail?id=${promotionId}&apply=1`)
      const comment = page.getByTestId('apply-form').locator('textarea')
      await comment.fill('Typed before the maintenance')
      await page.evaluate(() => Object.assign(window, { stayedOpen: true }))

      // Maintenance starts under the open page (a window from now for a few seconds), unannounced:
      // the next call refused shows the maintenance page, after one status read.
      const statusReads: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/system/status'))
          statusReads.push(request.url())
      })
      await expect
        .poll(async () => {
          const before = statusReads.length
          await page.waitForTimeout(1_000)
          return statusReads.length === before
        })
        .toBe(true)
      statusReads.length = 0
      const now = await platformNow()
      await patchSettings(merchant, {
        maintenanceWindow: {
          start: new Date(now - 1_000).toISOString(),
          end: new Date(now + 15_000).toISOString(),
        },
      })
      // Sent whether or not a call of the page's own was refused first (the form may be hidden).
      await page.getByTestId('apply-submit').dispatchEvent('click')
      const maintenance = page.getByTestId('maintenance-page')
      await expect(maintenance).toBeVisible({ timeout: 5_000 })
      await expect(page.getByTestId('system-message')).toHaveText(message[first]!)
      await shot(page, brand.id, 'maintenance-message', maintenance)
      // Refusals, one status read: no loop of requests.
      await page.waitForTimeout(1_500)
      expect(statusReads).toHaveLength(1)

      // At the window's end the page opens again by itself, as it was, without a reload.
      await expect(maintenance).toHaveCount(0, { timeout: 25_000 })
      await expect(comment).toHaveValue('Typed before the maintenance')
      expect(await page.evaluate(() => 'stayedOpen' in window)).toBe(true)
    } finally {
      await patchSettings(merchant, { maintenanceWindow: null, maintenanceMessage: {} })
      dropRefusedWhileClosed(consoleErrors)
    }
  },
)

test('the maintenance message shows in the player’s language, else the brand’s default', async ({
  page,
  brand,
  consoleErrors,
}) => {
  const merchant = brand.merchantCode
  const [first, second] = brandLanguages(brand.languages)
  const third = brand.languages.supported.find((l) => l !== first && l !== second)
  await patchSettings(merchant, {
    maintenanceMessage: {
      [first]: 'Default-language message',
      [second]: 'Second-language message',
    },
  })
  await setSystemStatus(merchant, 1)
  try {
    const read = (language: string) =>
      apiCall<{ status: number; message?: string }>(merchant, 'GET', '/system/status', {
        language,
      })
    expect(await read(second)).toEqual({ status: 1, message: 'Second-language message' })
    if (third) expect((await read(third)).message).toBe('Default-language message')
    await page.goto('/')
    await expect(page.getByTestId('system-message')).toHaveText('Default-language message')
  } finally {
    await setSystemStatus(merchant, 0)
    await patchSettings(merchant, { maintenanceMessage: {} })
    dropRefusedWhileClosed(consoleErrors)
  }
})
