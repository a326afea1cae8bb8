import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { signInConsole } from './console-sign-in'
import { brandOrigin } from './fixtures'
import { registerAccount, signInPage } from './platform-control'

// The console's Content section, seen from the portal: a content editor of each brand publishes a
// banner with an uploaded picture and a notice, a player of that brand sees both, and the editor
// removes them again (the portal stops showing them). Each brand signs its own content operator in,
// and a fresh player of its own.
const brands = [
  { brand: 'default', merchant: 'LUCKY01', operator: 'default.content', language: 'EN' },
  { brand: 'jade', merchant: 'JADE_PH', operator: 'jade.content', language: 'EN' },
  { brand: 'nova', merchant: 'NOVA88', operator: 'nova.content', language: 'VI' },
] as const

/** A 4:1 PNG of a colour of its own, as an operator's file would hold it. */
const bannerPng = (seed: number) =>
  sharp({
    create: {
      width: 1920,
      height: 480,
      channels: 3,
      background: { r: (seed * 53) % 256, g: 90, b: (seed * 97) % 256 },
    },
  })
    .png()
    .toBuffer()

/** Screenshots of the console when SHOTS_DIR names a folder (looked at by hand, not compared). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

for (const { brand, merchant, operator, language } of brands) {
  test(`${brand}: a content editor publishes a banner and a notice, and the player sees them`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const stamp = `${brand} ${Date.now().toString(36)}`
    const bannerTitle = `Console banner ${stamp}`
    const noticeTitle = `Console notice ${stamp}`
    await signInConsole(page, operator)
    await page.getByRole('link', { name: 'Content', exact: true }).click()
    await expect(page).toHaveURL(/\/content\/banners$/)
    await expect(page.getByTestId('banner-list')).toBeVisible()

    // The banner: a title in the brand's default language, a picture checked before it is sent.
    await page.getByTestId('banner-new').click()
    const editor = page.getByTestId('banner-editor')
    await expect(editor.getByTestId(`language-${language}`)).toHaveAttribute('aria-pressed', 'true')
    await editor.locator('input[name="title"]').fill(bannerTitle)
    await editor.locator('input[name="sort"]').fill('-1000')
    await expect(editor.getByTestId('banner-preview-pending')).toContainText(bannerTitle)
    // A picture of the wrong shape is refused in the console, before it is sent.
    const square = await sharp({
      create: { width: 960, height: 960, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer()
    await editor
      .getByTestId('banner-picture-file')
      .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: square })
    await expect(editor.getByTestId('banner-picture-refused')).toBeVisible()
    await editor.getByTestId('banner-picture-file').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await bannerPng(brand.length),
    })
    await expect(editor.getByTestId('banner-picture-uploaded')).toBeVisible()
    const preview = editor.getByTestId('banner-preview-image')
    await expect(preview).toHaveAttribute('alt', bannerTitle)
    await expect(preview).toHaveJSProperty('naturalWidth', 960)
    await editor.getByTestId('content-save').click()
    await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expect(
      page
        .getByTestId('banner-row')
        .filter({ hasText: bannerTitle })
        .getByTestId('content-state-running'),
    ).toBeVisible()

    // The notice: HTML content, shown from now.
    await page.getByTestId('content-tab-notices').click()
    await expect(page).toHaveURL(/\/content\/notices$/)
    await page.getByTestId('notice-new').click()
    const noticeEditor = page.getByTestId('notice-editor')
    await noticeEditor.locator('input[name="title"]').fill(noticeTitle)
    await noticeEditor
      .locator('textarea[name="content"]')
      .fill('<p>Published from the console <b>today</b><script>alert(1)</script></p>')
    await expect(noticeEditor.getByTestId('notice-preview-title')).toHaveText(noticeTitle)
    await expect(noticeEditor.getByTestId('content-preview').locator('b')).toHaveText('today')
    await noticeEditor.getByTestId('content-save').click()
    await expect(noticeEditor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expect(noticeEditor.locator('textarea[name="content"]')).toHaveValue(
      '<p>Published from the console <b>today</b></p>',
    )

    // A player signed in on the brand's host (a brand may show Home to members alone): the
    // banner on Home (its picture and title), the notice on the notice page.
    const player = await (await browser.newContext()).newPage()
    await signInPage(player, merchant, await registerAccount(merchant))
    await player.goto(`${brandOrigin(merchant)}/`)
    const slide = player.locator(`[data-testid="banner-slide"] img[alt="${bannerTitle}"]`)
    // Home's sections load after the page; a busy machine takes its time.
    await expect(slide).toHaveCount(1, { timeout: 20_000 })
    await expect(slide).toHaveAttribute(
      'src',
      /\/media\/banner-uploads\/[0-9a-f]{32}\.[0-9a-f]{10}(@2x)?\.webp$/,
    )
    await expect
      .poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    await player.goto(`${brandOrigin(merchant)}/noticePage`)
    await expect(player.getByTestId('notice-title').filter({ hasText: noticeTitle })).toHaveCount(1)

    // Removed again from the console: the portal stops showing both.
    await noticeEditor.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(noticeEditor).toBeHidden()
    await page.getByTestId('content-tab-banners').click()
    await page
      .getByTestId('banner-row')
      .filter({ hasText: bannerTitle })
      .getByRole('button', { name: 'Edit' })
      .click()
    await editor.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByTestId('banner-row').filter({ hasText: bannerTitle })).toHaveCount(0)
    await player.goto(`${brandOrigin(merchant)}/noticePage`)
    await expect(player.getByTestId('notice-item').first()).toBeVisible()
    await expect(player.getByTestId('notice-title').filter({ hasText: noticeTitle })).toHaveCount(0)
    await player.goto(`${brandOrigin(merchant)}/`)
    await expect(player.getByTestId('banner-slide').first()).toBeVisible()
    await expect(player.locator(`img[alt="${bannerTitle}"]`)).toHaveCount(0)
    await player.context().close()
  })
}

test('the Content section in another language, as a wide and a narrow screen show it', async ({
  page,
}) => {
  test.skip(!process.env.SHOTS_DIR, 'screenshots for a look by hand')
  test.setTimeout(120_000)
  await signInConsole(page, 'multi.ops')
  await page.getByLabel('Language').selectOption('cn')
  await page.getByRole('link', { name: '内容', exact: true }).click()
  await expect(page.getByTestId('banner-list')).toBeVisible()
  await shot(page, 'banners-list')
  await page.getByTestId('banner-row').first().getByRole('button').click()
  await expect(page.getByTestId('banner-preview-image')).toBeVisible()
  await shot(page, 'banner-editor')
  await page.getByTestId('content-tab-notices').click()
  await page.getByTestId('notice-row').first().getByRole('button').click()
  await expect(page.getByTestId('notice-preview-title')).toBeVisible()
  await shot(page, 'notice-editor')
})
