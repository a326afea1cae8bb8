import {
  captchaAnswer,
  chooseSignOut,
  dealt,
  everyBrand,
  expect,
  fromOwnAddress,
  landingPath,
  lastSmsCode,
  messageText,
  refusalText,
  signInThroughModal,
  test,
} from '../fixtures'
import { markFirstLogin, registerAccount } from '../platform-control'

test.describe('signing in and out', { tag: dealt() }, () => {
  test(
    'signs in with the slider, keeps the session keys, and signs out after confirming',
    { tag: everyBrand },
    async ({ page, brand }) => {
      await page.goto(landingPath(brand))
      const sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
      await page.getByTestId('header-sign-in').click()
      const modal = page.getByTestId('modal-login')
      await expect(modal).toBeVisible()
      const { value } = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
      const { x } = await captchaAnswer(value.sliderId)

      // Submitting without moving the slider is refused with a message.
      await modal.locator('input[name="username"]').fill('demo_member')
      await modal.locator('input[name="password"]').fill('Demo1234')
      await modal.locator('button[type="submit"]').click()
      await expect(page.getByTestId('login-error')).toBeVisible()

      await page.getByTestId('slider-input').fill(String(x))
      await modal.locator('input[name="remember"]').check()
      await modal.locator('button[type="submit"]').click()
      await expect(page.getByTestId('header-user')).toHaveText('demo_member')
      const remembered = (await page.context().cookies()).find((c) => c.name === 'rememberedUser')
      expect(remembered?.value).toBe('demo_member')
      expect(remembered!.expires * 1000 - Date.now()).toBeGreaterThan(86_000_000)
      await expect(page.getByTestId('modal-login')).toHaveCount(0)
      await expect(page).toHaveURL(/\/$/)
      const stored = await page.evaluate(() =>
        ['token', 'account', 'isAgent', 'merchant'].map((k) => sessionStorage.getItem(k)),
      )
      expect(stored[0]).toBeTruthy()
      expect(stored.slice(1)).toEqual(['demo_member', '3', brand.merchantCode])

      await chooseSignOut(page)
      await expect(page.getByTestId('confirm-dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('header-user')).toHaveText('demo_member')
      await chooseSignOut(page)
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('header-sign-in')).toBeVisible()
      const after = await page.evaluate(() => [
        sessionStorage.getItem('token'),
        sessionStorage.getItem('merchant'),
      ])
      expect(after).toEqual([null, brand.merchantCode])
    },
  )

  test('shows the platform message for a wrong password and offers a new slider', async ({
    page,
    brand,
  }) => {
    await fromOwnAddress(page)
    await page.goto(landingPath(brand))
    let sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
    await page.getByTestId('header-sign-in').click()
    const modal = page.getByTestId('modal-login')
    let slider = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
    await modal.locator('input[name="username"]').fill('demo_agent')
    await modal.locator('input[name="password"]').fill('not-the-password')
    await page
      .getByTestId('slider-input')
      .fill(String((await captchaAnswer(slider.value.sliderId)).x))
    sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toHaveText(
      refusalText(brand.languages.default, 'Wrong username or password'),
    )
    slider = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
    expect(slider.value.sliderId).toBeTruthy()
    await expect(page.getByTestId('slider-input')).toHaveValue('0')
  })

  test('signs in with a code sent by SMS, with the countdown on the send button', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    await page.getByTestId('header-sign-in').click()
    const modal = page.getByTestId('modal-login')
    await modal.getByTestId('tab-mobile').click()
    await expect(modal.getByTestId('tab-mobile')).toHaveAttribute('aria-selected', 'true')
    await modal.locator('input[name="mobileNum"]').fill('12')
    await modal.getByTestId('sms-send').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    await modal.locator('input[name="mobileNum"]').fill('9170000004')
    await modal.getByTestId('sms-send').click()
    await expect(modal.getByTestId('sms-send')).toBeDisabled()
    await expect(modal.getByTestId('sms-send')).toContainText(/\d/)
    await modal
      .locator('input[name="code"]')
      .fill(await lastSmsCode(brand.merchantCode, '9170000004'))
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText('demo_sub2')
  })

  test('the weak default password must be changed first, and the new one signs in', async ({
    page,
    brand,
  }) => {
    const signInAs = async (username: string, password: string) => {
      const sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
      await page.getByTestId('header-sign-in').click()
      const modal = page.getByTestId('modal-login')
      const { value } = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
      await modal.locator('input[name="username"]').fill(username)
      await modal.locator('input[name="password"]').fill(password)
      await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
      await modal.locator('button[type="submit"]').click()
    }
    await page.goto(landingPath(brand))
    await signInAs('demo_weak', '123456')
    const change = page.getByTestId('modal-changePassword')
    await expect(change).toBeVisible()
    await change.locator('input[name="oldPassword"]').fill('123456')
    await change.locator('input[name="newPassword"]').fill('Better123')
    await change.locator('input[name="confirmNewPassword"]').fill('Better124')
    await change.locator('button[type="submit"]').click()
    await expect(page.getByTestId('change-password-error')).toBeVisible()
    await change.locator('input[name="confirmNewPassword"]').fill('Better123')
    await change.locator('button[type="submit"]').click()
    await expect(page.getByTestId('modal-changePassword')).toHaveCount(0)
    await expect(page.getByTestId('header-user')).toHaveText('demo_weak')
    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    await signInAs('demo_weak', 'Better123')
    await expect(page.getByTestId('header-user')).toHaveText('demo_weak')
    await expect(page.getByTestId('modal-changePassword')).toHaveCount(0)
  })
})

test(
  'the login modal is named by its title, Escape closes it and focus returns to the button',
  { tag: dealt() },
  async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    const button = page.getByTestId('header-sign-in')
    await button.focus()
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', {
      name: messageText(brand.languages.default, 'header.signIn'),
    })
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
    await expect(button).toBeFocused()
  },
)

test('the header form hands what was typed to the login modal, which finishes the sign-in', async ({
  page,
  brand,
}) => {
  test.skip(page.viewportSize()!.width < 900, 'the inline fields show from 900 px')
  const account = await registerAccount(brand.merchantCode)
  await page.goto(landingPath(brand))
  const header = page.getByTestId('header-login')
  await header.locator('input[name="username"]').fill(account.username)
  await header.locator('input[name="password"]').fill(account.password)
  const sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
  await page.getByTestId('header-sign-in').click()
  const modal = page.getByTestId('modal-login')
  await expect(modal.locator('input[name="username"]')).toHaveValue(account.username)
  await expect(modal.locator('input[name="password"]')).toHaveValue(account.password)
  const { value } = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
  await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
  await modal.locator('button[type="submit"]').click()
  await expect(page.getByTestId('header-user')).toHaveText(account.username)
})

test(
  'the first login of an account welcomes the member and leads to the security centre; later logins do not',
  { tag: dealt() },
  async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await markFirstLogin(brand.merchantCode, account.username)
    await page.goto(landingPath(brand))
    await signInThroughModal(page, account.username, account.password)
    const welcome = page.getByTestId('first-login')
    await expect(welcome).toContainText(account.username)
    await page.getByTestId('first-login-profile').click()
    await expect(welcome).toHaveCount(0)
    await expect(page).toHaveURL(/member=securityCenter/)
    // The centre is a modal: close it before reaching the header's account menu.
    await expect(page.getByTestId('centre-panel')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('centre-panel')).toHaveCount(0)

    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    await signInThroughModal(page, account.username, account.password)
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
    await expect(page.getByTestId('first-login')).toHaveCount(0)
  },
)

test(
  'a sign-in keeps the visitor on their page, and the sign-in page goes on to the page asked for',
  { tag: dealt() },
  async ({ page, brand, baseURL }) => {
    const account = await registerAccount(brand.merchantCode)
    // A brand that shows its pages to members only sends a guest to sign in first, naming the page.
    // (The help and the app download have public pages a guest goes to instead: public-pages.spec.ts.)
    await page.goto('/noticePage?from=mail')
    if (brand.loginedToHomePage) await expect(page).toHaveURL(/\/login\?redirect=%2FnoticePage/)
    await signInThroughModal(page, account.username, account.password)
    await expect(page).toHaveURL(/\/noticePage\?from=mail$/)
    await expect(page.getByTestId('notices-screen')).toBeVisible()

    // Signed in, the sign-in page goes on at once: to a route of the portal it names, else Home.
    // The origin too: another site's address would also have the path /.
    const pathOf = () => {
      const url = new URL(page.url())
      return url.origin === new URL(baseURL!).origin ? url.pathname + url.search : url.href
    }
    await page.goto(`/login?redirect=${encodeURIComponent('/vip')}`)
    await expect.poll(pathOf).toBe('/vip')
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/vip',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/no-such-page',
    ]) {
      await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`)
      await expect.poll(pathOf, hostile).toBe('/')
    }
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
  },
)
