import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, everyBrand, expect, landingPath, test } from '../fixtures'
import { patchSettings } from '../platform-control'

type Switch =
  | 'mobileCodeLogin'
  | 'directRegistration'
  | 'mobileRegistration'
  | 'usernameRegistration'
  | 'countryDialingCode'
  | 'registrationSms'

/** Runs with some of the brand's menu switches set, and puts them back as they were seeded. */
async function withSwitches(
  brand: Brand,
  set: Partial<Record<Switch, boolean>>,
  run: () => Promise<void>,
) {
  const seeded: Record<Switch, boolean> = {
    mobileCodeLogin: true,
    directRegistration: true,
    mobileRegistration: true,
    usernameRegistration: true,
    countryDialingCode: true,
    registrationSms: false,
  }
  await patchSettings(brand.merchantCode, { menu: set })
  try {
    await run()
  } finally {
    await patchSettings(brand.merchantCode, { menu: seeded })
  }
}

const openLogin = async (page: Page, brand: Brand) => {
  await page.goto(landingPath(brand))
  await page.getByTestId('header-sign-in').click()
  return page.getByTestId('modal-login')
}

test.describe(
  'the platform menu switches shape the sign-in and sign-up (spec §2.4, §2.5, §6)',
  { tag: dealt() },
  () => {
    test('code login adds the mobile tab and the header login-type drop-down', async ({
      page,
      brand,
    }) => {
      await withSwitches(brand, { mobileCodeLogin: false }, async () => {
        const modal = await openLogin(page, brand)
        await expect(modal.locator('input[name="username"]')).toBeVisible()
        await expect(modal.getByTestId('tab-mobile')).toHaveCount(0)
        await expect(page.getByTestId('header-login-type')).toHaveCount(0)
      })
      await withSwitches(brand, { mobileCodeLogin: true }, async () => {
        const modal = await openLogin(page, brand)
        await expect(modal.getByTestId('tab-mobile')).toBeVisible()
        await expect(page.getByTestId('header-login-type')).toBeVisible()
      })
    })

    test('direct registration adds the sign-up button, and /register follows it', async ({
      page,
      brand,
    }) => {
      await withSwitches(brand, { directRegistration: false }, async () => {
        await page.goto(landingPath(brand))
        await expect(page.getByTestId('header-sign-in')).toBeVisible()
        await expect(page.getByTestId('header-register')).toHaveCount(0)
        // The registration paths go Home (or, where the brand requires it, on to sign in) without
        // the form.
        for (const path of ['/register', '/register.html']) {
          await page.goto(path)
          await expect(page, path).not.toHaveURL(/\/register/)
          await expect(page.getByTestId('header-sign-in')).toBeVisible()
          await expect(page.getByTestId('modal-register'), path).toHaveCount(0)
          if (brand.loginedToHomePage) await expect(page).toHaveURL(/\/login\?redirect=%2F$/)
          else await expect(page.getByTestId('home-title')).toBeVisible()
        }
        // Home's and the Join page's calls to register follow the same switch (a brand that requires
        // sign-in shows neither page to a visitor).
        if (!brand.loginedToHomePage) {
          await page.goto('/')
          await expect(page.getByTestId('home-hero-login')).toBeVisible()
          await expect(page.getByTestId('home-hero-join')).toHaveCount(0)
          if (brand.areas.join !== false) {
            await page.goto('/join')
            await expect(page.getByTestId('join-customer-service')).toBeVisible()
            await expect(page.getByTestId('join-register')).toHaveCount(0)
          }
        }
      })
      await withSwitches(brand, { directRegistration: true }, async () => {
        await page.goto(landingPath(brand))
        await page.getByTestId('header-register').click()
        await expect(page.getByTestId('modal-register')).toBeVisible()
        for (const path of ['/register', '/register.html']) {
          await page.goto(path)
          await expect(page.getByTestId('modal-register'), path).toBeVisible()
          await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`))
        }
        if (!brand.loginedToHomePage) {
          await page.goto('/')
          await page.getByTestId('home-hero-join').click()
          await expect(page.getByTestId('modal-register')).toBeVisible()
          if (brand.areas.join !== false) {
            await page.goto('/join')
            await page.getByTestId('join-register').click()
            await expect(page.getByTestId('modal-register')).toBeVisible()
          }
        }
      })
    })

    test('registration tabs follow the mobile and username registration switches', async ({
      page,
      brand,
    }) => {
      await withSwitches(brand, { mobileRegistration: false }, async () => {
        await page.goto('/register')
        const modal = page.getByTestId('modal-register')
        await expect(modal.getByTestId('register-form-username')).toBeVisible()
        await expect(modal.getByRole('tab')).toHaveCount(0)
      })
      await withSwitches(
        brand,
        { usernameRegistration: false, mobileRegistration: true },
        async () => {
          await page.goto('/register')
          const modal = page.getByTestId('modal-register')
          await expect(modal.getByTestId('register-form-mobile')).toBeVisible()
          await expect(modal.getByTestId('register-form-username')).toHaveCount(0)
          await expect(modal.getByRole('tab')).toHaveCount(0)
        },
      )
    })

    test(
      'the country-code picker follows its switch, in the SMS login and the registration',
      { tag: everyBrand },
      async ({ page, brand }) => {
        for (const on of [false, true]) {
          await withSwitches(brand, { countryDialingCode: on }, async () => {
            const modal = await openLogin(page, brand)
            await modal.getByTestId('tab-mobile').click()
            await expect(modal.locator('select[name="countryDialingCode"]')).toHaveCount(on ? 1 : 0)
            await page.goto('/register')
            const form = page.getByTestId('register-form-username')
            await expect(form.locator('input[name="username"]')).toBeVisible()
            await expect(form.locator('select[name="countryDialingCode"]')).toHaveCount(on ? 1 : 0)
          })
        }
      },
    )

    test('registration SMS adds the code field with its send button', async ({ page, brand }) => {
      await withSwitches(brand, { registrationSms: true }, async () => {
        await page.goto('/register')
        const form = page.getByTestId('register-form-username')
        await expect(form.locator('input[name="verificationCode"]')).toBeVisible()
        await expect(form.getByTestId('sms-send')).toBeVisible()
      })
      await page.goto('/register')
      const form = page.getByTestId('register-form-username')
      await expect(form.locator('input[name="username"]')).toBeVisible()
      await expect(form.locator('input[name="verificationCode"]')).toHaveCount(0)
    })
  },
)
