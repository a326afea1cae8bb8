import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, landingPath, messageText, signInThroughModal, test } from '../fixtures'
import { apiCall, registerAccount } from '../platform-control'

const shots = '/work/shots/promos'
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name: string, buffer = tinyPng) => ({ name, mimeType: 'image/png', buffer })

interface Listed {
  id: string
  title: string
  action: string
  status: string
}

/** The brand's promotions as a visitor sees them, from the platform. */
const promotionsOf = async (brand: Brand, category = '') =>
  (
    await apiCall<{ list: Listed[] }>(
      brand.merchantCode,
      'GET',
      `/content/promotions${category ? `?category=${category}` : ''}`,
      { language: brand.languages.default },
    )
  ).list

/** The text of a message in the brand's default language. */
const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)

/** Registers a fresh member and signs in through the header's login modal. */
async function signInFresh(page: Page, brand: Brand) {
  const account = await registerAccount(brand.merchantCode)
  await page.goto(landingPath(brand))
  await signInThroughModal(page, account.username, account.password)
  return account
}

test.describe('promotions', { tag: dealt('promotions') }, () => {
  test('lists promotions with their localized statuses; a visitor is asked to sign in', async ({
    page,
    brand,
  }) => {
    test.skip(!brand.areas.promotions, 'the brand offers no promotions')
    const listed = await promotionsOf(brand)
    if (brand.loginedToHomePage) {
      // Visitors of this brand land on the login page; the list needs a session.
      await page.goto('/promotions')
      await expect(page).toHaveURL(/\/login/)
    } else {
      await page.goto('/promotions')
      const cards = page.getByTestId('promotion-card')
      await expect(cards).toHaveCount(listed.length)
      for (const promotion of listed) {
        const card = cards.filter({ hasText: promotion.title })
        await expect(card.getByTestId('promotion-status')).toHaveText(
          say(brand, `promotions.status.${promotion.status}`),
        )
      }
      await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy')
      await page.screenshot({ path: `${shots}/${brand.id}-promotions-visitor.png`, fullPage: true })
      const claim = listed.find((p) => p.status === 'claim')!
      await page.getByTestId(`promotion-action-${claim.id}`).click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')
    }

    await signInFresh(page, brand)
    await page.goto('/promotions')
    const statuses = page.getByTestId('promotion-status')
    await expect(statuses).toHaveCount(listed.length)
    // Categories filter the list.
    await page.getByTestId('promotions-tab-sports').click()
    await expect(page.getByTestId('promotion-card')).toHaveCount(
      (await promotionsOf(brand, 'sports')).length,
    )
    await page.getByTestId('promotions-tab-all').click()

    const claim = listed.find((p) => p.action === 'claim')!
    const join = listed.find((p) => p.action === 'join')!
    const signin = listed.find((p) => p.action === 'signin')!
    await page.getByTestId(`promotion-action-${claim.id}`).click()
    await page.getByTestId(`promotion-action-${join.id}`).click()
    await page.getByTestId(`promotion-action-${signin.id}`).click()
    const card = (p: Listed) => page.getByTestId('promotion-card').filter({ hasText: p.title })
    await expect(card(claim).getByTestId('promotion-status')).toHaveText(
      say(brand, 'promotions.status.claimed'),
    )
    await expect(card(join).getByTestId('promotion-status')).toHaveText(
      say(brand, 'promotions.status.joined'),
    )
    await expect(card(signin).getByTestId('promotion-status')).toHaveText(
      say(brand, 'promotions.status.signed'),
    )
    await expect(page.getByTestId(`promotion-action-${claim.id}`)).toHaveCount(0)
    await page.screenshot({ path: `${shots}/${brand.id}-promotions-member.png`, fullPage: true })
  })

  test('applies with a comment and images checked before upload, then shows applying', async ({
    page,
    brand,
  }) => {
    test.skip(!brand.areas.promotions, 'the brand offers no promotions')
    const apply = (await promotionsOf(brand)).find(
      (p) => p.action === 'apply' && p.status === 'join',
    )!
    await signInFresh(page, brand)
    await page.goto(`/promoDetail?id=${apply.id}`)
    const detail = page.getByTestId('promotion-detail')
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(apply.title)
    await expect(page.getByTestId('promotion-content').locator('h3, p, li').first()).toBeVisible()
    await page.getByTestId(`promotion-action-${apply.id}`).click()
    const form = page.getByTestId('apply-form')
    await expect(form).toBeVisible()
    const files = page.getByTestId('apply-images')
    const error = page.getByTestId('apply-image-error')

    // A 6 MB PNG and a GIF are refused before anything is sent.
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/content/promotion/apply')) sent.push(r.url())
    })
    await files.setInputFiles(png('big.png', Buffer.alloc(6 * 1024 * 1024, 1)))
    await expect(error).toHaveText(say(brand, 'promotions.apply.imageSize', { name: 'big.png' }))
    await files.setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    })
    await expect(error).toHaveText(say(brand, 'promotions.apply.imageType', { name: 'anim.gif' }))
    await expect(page.getByTestId('apply-previews')).toHaveCount(0)

    // Three images are taken with previews; a fourth is refused; one can be removed.
    await files.setInputFiles([png('one.png'), png('two.png'), png('three.png')])
    await expect(page.getByTestId('apply-previews').locator('img')).toHaveCount(3)
    await files.setInputFiles(png('four.png'))
    await expect(error).toHaveText(say(brand, 'promotions.apply.imageCount'))
    await expect(page.getByTestId('apply-previews').locator('img')).toHaveCount(3)
    await page.getByTestId('apply-previews').getByRole('button').first().click()
    await expect(page.getByTestId('apply-previews').locator('img')).toHaveCount(2)

    // 141 characters are refused with the counter over the limit.
    const comment = form.locator('textarea')
    await comment.fill('x'.repeat(141))
    await expect(page.getByTestId('apply-counter')).toHaveText('141/140')
    await page.getByTestId('apply-submit').click()
    await expect(page.getByTestId('apply-error')).toHaveText(
      say(brand, 'promotions.apply.commentTooLong'),
    )
    expect(sent).toEqual([])
    await page.screenshot({ path: `${shots}/${brand.id}-apply-form.png`, fullPage: true })

    await comment.fill('Eight wins in a row, rounds attached')
    await page.getByTestId('apply-submit').click()
    await expect(page.getByTestId('apply-success')).toBeVisible()
    await expect(detail.getByTestId('promotion-status')).toHaveText(
      say(brand, 'promotions.status.applying'),
    )
    await expect(page.getByTestId('apply-form')).toHaveCount(0)
    await page.goto('/promotions')
    await expect(
      page
        .getByTestId('promotion-card')
        .filter({ hasText: apply.title })
        .getByTestId('promotion-status'),
    ).toHaveText(say(brand, 'promotions.status.applying'))
  })

  test('an unknown promotion shows a not-found state', async ({ page, brand }) => {
    test.skip(!brand.areas.promotions, 'the brand offers no promotions')
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    await page.goto('/promoDetail?id=99999999')
    await expect(page.getByTestId('promotion-not-found')).toHaveText(
      new RegExp(say(brand, 'promotions.notFound')),
    )
  })

  test('shows an error with a retry when the list cannot be read, and fits 360 px', async ({
    page,
    brand,
  }) => {
    test.skip(!brand.areas.promotions, 'the brand offers no promotions')
    await page.setViewportSize({ width: 360, height: 740 })
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    // Every promotions call (the header badge makes them too) is refused until the error shows.
    let refusing = true
    await page.route('**/api/content/promotions*', async (route) => {
      if (!refusing) return route.continue()
      // An answer off the catalogue's schema: the page must show an error, not a blank screen.
      return route.fulfill({ json: { success: true, value: { nope: 1 }, message: 'OK' } })
    })
    await page.goto('/promotions')
    await expect(page.getByTestId('promotions-error')).toBeVisible()
    refusing = false
    await page.getByTestId('promotions-error').getByRole('button').click()
    await expect(page.getByTestId('promotion-card').first()).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${shots}/${brand.id}-promotions-360.png`, fullPage: true })
  })
})
