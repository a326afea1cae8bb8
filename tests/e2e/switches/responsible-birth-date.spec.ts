import { dealt, expect, openMemberPage, test, typedIn, watchCaptchas } from '../fixtures'
import { apiCall, apiLogin, patchSettings, signInPage } from '../platform-control'
import { registerConfig, valueFor } from '../registration-values'

/**
 * A merchant that asks the date of birth before the first deposit instead of at registration
 * (responsible gaming, issue 46; settings.responsible.birthDateAt): the registration form has no
 * date of birth, and the first deposit asks for it. A merchant's switch: it runs with the switches.
 */
test.describe(
  'responsible gaming: the date of birth before the first deposit',
  { tag: dealt() },
  () => {
    test.beforeEach(async ({ brand }) => {
      await patchSettings(brand.merchantCode, { responsible: { birthDateAt: 'deposit' } })
    })
    test.afterEach(async ({ brand }) => {
      await patchSettings(brand.merchantCode, { responsible: { birthDateAt: 'registration' } })
    })

    test('registers without it, then the deposit asks for it and goes through once it is given', async ({
      page,
      brand,
      browser,
    }) => {
      const merchant = brand.merchantCode
      const { fields } = await registerConfig(merchant)
      expect(fields.birthday?.enabled).toBe(false)
      const captchas = watchCaptchas(page)
      await page.goto('/register')
      const form = page.getByTestId('modal-register').getByTestId('register-form-username')
      await expect(form.locator('input[name="username"]')).toBeVisible()
      await expect(form.locator('input[name="birthday"]')).toHaveCount(0)
      const values: Record<string, string> = {}
      for (const [name, rule] of Object.entries(fields)) {
        if (!rule.enabled) continue
        const input = form.locator(`input[name="${name}"]`)
        if ((await input.count()) === 0) continue
        values[name] =
          name === 'captcha'
            ? await captchas.newest()
            : name === 'confirmPassword'
              ? values.password!
              : valueFor(name, rule)
        await input.fill(values[name]!)
      }
      await form.locator('input[name="terms"]').check()
      await form.locator('input[name="adult"]').check()
      await form.locator('button[type="submit"]').click()
      await expect(page.getByTestId('header-user')).toHaveText(values.username!)

      // A fresh tab of the new account (signed in by the API) goes to the deposit.
      const token = await apiLogin(merchant, values.username!, values.password!)
      const { list } = await apiCall<{ list: { minAmount: number }[] }>(
        merchant,
        'GET',
        '/finance/channels',
        { token },
      )
      const member = await (await browser.newContext({ baseURL: page.url() })).newPage()
      await signInPage(member, merchant, { username: values.username!, password: values.password! })
      await member.goto('/noticePage')
      await openMemberPage(member, 'depositv2', 'deposit-page')
      await member.getByTestId('deposit-amount').fill(typedIn(brand, list[0]!.minAmount))
      await member.getByTestId('deposit-submit').click()
      await expect(member.getByTestId('deposit-refused')).toBeVisible()
      const step = member.getByTestId('deposit-birth-date')
      await step.getByTestId('deposit-birthday').fill('1990-01-01')
      await step.getByTestId('deposit-birthday-save').click()
      await expect(step).toHaveCount(0)
      await member.getByTestId('deposit-submit').click()
      await expect(member.getByTestId('deposit-created')).toBeVisible()
      await member.context().close()
    })
  },
)
