import { expect, openInApp, test } from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

test.describe('routes assembled from routes.json', () => {
  test('Home answers on all its aliases (behind the sign-in when the brand asks)', async ({
    page,
    brand,
  }) => {
    for (const path of ['/', '/index', '/index.html', '/home']) {
      await page.goto(path)
      if (brand.loginedToHomePage) {
        await expect(page, path).toHaveURL(/\/login\?redirect=/)
        await expect(page.locator('h1')).toContainText(brand.displayName)
      } else {
        await expect(page.getByTestId('home-title'), path).toContainText(brand.displayName)
      }
    }
  })

  test('/register and /register.html open Home with the register modal', async ({ page }) => {
    for (const path of ['/register', '/register.html']) {
      await page.goto(path)
      await expect(page.getByTestId('modal-register'), path).toBeVisible()
      await expect(page.getByTestId('home-title')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('modal-register')).toHaveCount(0)
    }
  })

  test('the guard follows loginedToHomePage', async ({ page, brand }) => {
    await page.goto('/live')
    if (brand.loginedToHomePage) {
      await expect(page).toHaveURL(/\/login\?redirect=/)
      for (const open of ['/helpmc', '/download']) {
        await page.goto(open)
        await expect(page, open).toHaveURL(new RegExp(`${open}$`))
      }
    } else {
      await expect(page).toHaveURL(/\/live$/)
      await page.goto('/game?vendor=DS88')
      await expect(page).toHaveURL(/\/login\?redirect=/)
    }
  })

  test('the main region names the path of the screen it shows, after a load, a link and a move in the app', async ({
    page,
    brand,
  }) => {
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
    const main = page.locator('#main')
    await page.goto('/no-such-page')
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(main).toHaveAttribute('data-path', '/no-such-page')
    await page.getByTestId('not-found').getByRole('link').click()
    await expect(page.getByTestId('home-title')).toBeVisible()
    await expect(main).toHaveAttribute('data-path', '/')
    // What the scans of many screens do (openInApp waits on the attribute).
    await openInApp(page, '/noticePage')
    await expect(page).toHaveURL(/\/noticePage$/)
    await expect(page.getByTestId('notices-screen')).toBeVisible()
    await expect(page.getByTestId('home-title')).toHaveCount(0)
  })

  test('a path no route matches, or an area the brand left out, shows not found', async ({
    page,
    brand,
  }) => {
    await page.goto('/no-such-page')
    await expect(page.getByTestId('not-found')).toBeVisible()
    await page.getByTestId('not-found').getByRole('link').click()
    if (brand.loginedToHomePage) await expect(page).toHaveURL(/\/login\?redirect=/)
    else await expect(page.getByTestId('home-title')).toBeVisible()
    const left = Object.entries(brand.areas).filter(([, on]) => on === false)
    for (const [area] of left) {
      const path = { vip: '/vip', pointMall: '/pointMall', join: '/join' }[area]
      if (!path) continue
      await page.goto(path)
      await expect(page.getByTestId('not-found'), path).toBeVisible()
    }
  })

  test('header categories follow the brand areas', async ({ page, brand }) => {
    await page.goto('/')
    await expect(page.getByTestId('nav-cockfight')).toHaveCount(
      brand.areas.cockfight === false ? 0 : 1,
    )
    await expect(page.getByTestId('nav-live')).toHaveCount(1)
    await page.getByTestId('nav-live').click()
    if (brand.loginedToHomePage) {
      await expect(page).toHaveURL(/\/login\?redirect=%2Flive/)
    } else {
      await expect(page).toHaveURL(/\/live$/)
      await expect(page.getByTestId('nav-live')).toHaveAttribute('data-status', 'active')
    }
  })

  test('the member centre opens from the URL and asks a visitor to sign in', async ({
    page,
    brand,
  }) => {
    const start = brand.loginedToHomePage ? '/login' : '/'
    await page.goto(`${start}?member=withdraw`)
    const panel = page.getByTestId('centre-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('navigation')).toHaveCount(0)
    await panel.getByTestId('centre-sign-in').click()
    await expect(page.getByTestId('modal-login')).toBeVisible()
    await page.keyboard.press('Escape')
    await panel.getByRole('button').first().click()
    await expect(page.getByTestId('centre-panel')).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${start}$`))
  })
})
