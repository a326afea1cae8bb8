import type { Browser, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import {
  dealt,
  everyBrand,
  expect,
  fillLogin,
  landingPath,
  messageText,
  moneyIn,
  openMemberPage,
  refusalText,
  scrollToFooter,
  test,
  typedIn,
} from '../fixtures'
import {
  apiCall,
  createAgent,
  depositAndPay,
  firstSlot,
  gamePath,
  registerAccount,
  signInPage,
  type FreshAccount,
} from '../platform-control'

/**
 * Responsible gaming (issue 46) on every brand, against the platform that enforces it: a deposit
 * limit refuses a deposit above it, a raise waits out the cooling-off (its end after the platform's
 * clock moves is tests/e2e/switches/responsible-cooling-off.clock.spec.ts: the clock is shared), and a
 * self-exclusion ends the open session on another device and refuses the next sign-in.
 */

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)

/** Waits until the tab holds the live stream, or follows the tab that does. */
const isListening = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-live-state', /^(live|follower)$/, {
    timeout: 15_000,
  })

/** The first deposit channel's smallest amount, in minor units. */
async function smallestDeposit(merchant: string, token: string) {
  const { list } = await apiCall<{ list: { minAmount: number }[] }>(
    merchant,
    'GET',
    '/finance/channels',
    { token },
  )
  return list[0]!.minAmount
}

/** Sets a daily deposit limit from the member centre's responsible-gaming page. */
async function setDailyDepositLimit(page: Page, brand: Brand, minor: number) {
  await page.getByTestId('limit-slot').selectOption('deposit-day')
  await page.getByTestId('limit-amount').fill(typedIn(brand, minor))
  await page.getByTestId('limit-save').click()
}

/** A fresh member signed in on the page, on the responsible-gaming page of the member centre. */
async function memberOnResponsiblePage(page: Page, brand: Brand) {
  const account = await registerAccount(brand.merchantCode)
  const token = await signInPage(page, brand.merchantCode, account)
  await page.goto(landingPath(brand) === '/login' ? '/noticePage' : '/')
  await openMemberPage(page, 'responsibleGaming', 'responsible-page')
  return { account, token }
}

/** A second device: a browser context of its own, signed in as the account when asked. */
async function anotherDevice(browser: Browser, brand: Brand, account?: FreshAccount) {
  const context = await browser.newContext({ baseURL: `http://${brand.id}.localhost:${port()}` })
  const page = await context.newPage()
  if (account) await signInPage(page, brand.merchantCode, account)
  return page
}

const port = () => new URL(test.info().project.use.baseURL!).port

/** yyyy-MM-dd of the day `years` years (and `days` days) before today, on this machine. */
const yearsAgo = (years: number, days = 0) => {
  const at = new Date()
  at.setFullYear(at.getFullYear() - years)
  at.setDate(at.getDate() + days)
  return at.toLocaleDateString('en-CA')
}

test.describe('responsible gaming', { tag: dealt('agentCentre') }, () => {
  test('a daily deposit limit refuses a deposit above it, naming the limit', async ({
    page,
    brand,
  }) => {
    const { token } = await memberOnResponsiblePage(page, brand)
    await expect(page.getByTestId('limits-empty')).toHaveText(say(brand, 'responsible.limits.none'))
    const min = await smallestDeposit(brand.merchantCode, token)
    await setDailyDepositLimit(page, brand, min * 2)
    const limit = page.getByTestId('limit-deposit-day')
    // A first limit applies at once: nothing is pending.
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 2))
    await expect(limit.getByTestId('limit-pending')).toHaveCount(0)
    await expect(limit.getByTestId('limit-used')).toContainText(moneyIn(brand, 0))

    await openMemberPage(page, 'depositv2', 'deposit-page')
    await page.getByTestId('deposit-amount').fill(typedIn(brand, min * 3))
    await page.getByTestId('deposit-submit').click()
    // The platform's own words, in the brand's language: they name the limit and its figure.
    const refused = page.getByTestId('deposit-refused')
    await expect(refused).toBeVisible()
    await expect(refused).toContainText(moneyIn(brand, min * 2))

    // Within the limit it goes through, and the page shows what the day has used.
    await page.getByTestId('deposit-amount').fill(typedIn(brand, min))
    await page.getByTestId('deposit-submit').click()
    await expect(page.getByTestId('deposit-created')).toBeVisible()
    await expect(page.getByTestId('deposit-refused')).toHaveCount(0)
    await openMemberPage(page, 'responsibleGaming', 'responsible-page')
    await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-used')).toContainText(
      moneyIn(brand, min),
    )
  })

  test('a raise waits out the cooling-off, shown with when it applies, and can be cancelled', async ({
    page,
    brand,
  }) => {
    const { token } = await memberOnResponsiblePage(page, brand)
    const min = await smallestDeposit(brand.merchantCode, token)
    await setDailyDepositLimit(page, brand, min * 2)
    const limit = page.getByTestId('limit-deposit-day')
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 2))

    await setDailyDepositLimit(page, brand, min * 10)
    // The limit in force stays; the raise is pending, with the time it applies.
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 2))
    const pending = limit.getByTestId('limit-pending')
    await expect(pending).toContainText(moneyIn(brand, min * 10))
    const status = await apiCall<{ limits: { pending: { appliesAt: string } | null }[] }>(
      brand.merchantCode,
      'GET',
      '/responsible/status',
      { token },
    )
    const appliesAt = Date.parse(status.limits[0]!.pending!.appliesAt)
    expect(appliesAt - Date.now()).toBeGreaterThan(23 * 3_600_000)

    // Still refused above the limit in force while the raise waits.
    await openMemberPage(page, 'depositv2', 'deposit-page')
    await page.getByTestId('deposit-amount').fill(typedIn(brand, min * 3))
    await page.getByTestId('deposit-submit').click()
    await expect(page.getByTestId('deposit-refused')).toContainText(moneyIn(brand, min * 2))

    await openMemberPage(page, 'responsibleGaming', 'responsible-page')
    await limit.getByTestId('limit-cancel-pending').click()
    await expect(limit.getByTestId('limit-pending')).toHaveCount(0)
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 2))

    // A lower limit applies at once.
    await setDailyDepositLimit(page, brand, min)
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min))
    await expect(limit.getByTestId('limit-pending')).toHaveCount(0)
  })

  test('a self-exclusion ends the session on another device, says why, and refuses the next sign-in', async ({
    page,
    brand,
    browser,
  }) => {
    const { account } = await memberOnResponsiblePage(page, brand)
    // The open session on another device, idle on its home page.
    const other = await anotherDevice(browser, brand, account)
    await other.goto(landingPath(brand) === '/login' ? '/noticePage' : '/')
    await expect(other.getByTestId('header-user')).toHaveText(account.username)
    await isListening(other)

    await page.getByTestId('self-exclusion-6m').check()
    await page.getByTestId('self-exclusion-start').click()
    const dialog = page.getByTestId('exclusion-dialog')
    await expect(dialog.getByTestId('exclusion-warning')).toHaveText(
      say(brand, 'responsible.confirm.until', {
        period: say(brand, 'responsible.period.6m'),
      }),
    )
    await dialog.getByTestId('exclusion-password').fill(account.password)
    await dialog.getByTestId('exclusion-confirm').click()

    // Here: signed out, told why. The member centre (a modal dialog, over the live layer's notice)
    // says it in place of the page, with the way to help.
    const here = page.getByTestId('session-ended')
    await expect(here).toHaveAttribute('data-reason', 'selfExclusion')
    const centre = page.getByTestId('centre-panel')
    await expect(centre).toContainText(say(brand, 'live.sessionEnded.selfExclusion'))
    await expect(centre.getByTestId('centre-help')).toBeVisible()
    // The other device: its session ends with the same reason and a way to help.
    const there = other.getByTestId('session-ended')
    await expect(there).toHaveAttribute('data-reason', 'selfExclusion', { timeout: 15_000 })
    await expect(there).toContainText(say(brand, 'live.sessionEnded.selfExclusion'))
    await expect(there.getByTestId('session-ended-help')).toHaveAttribute(
      'href',
      '/responsible-gaming',
    )
    await expect(other.getByTestId('header-sign-in')).toBeVisible()

    // A third device cannot sign in: the platform's refusal, and the Responsible Gaming page.
    const third = await anotherDevice(browser, brand)
    await third.goto(landingPath(brand))
    const modal = await fillLogin(third, account.username, account.password)
    await modal.locator('button[type="submit"]').click()
    await expect(third.getByTestId('login-error')).toBeVisible()
    await third.getByTestId('login-exclusion-help').click()
    await expect(third).toHaveURL(/\/responsible-gaming$/)
    await expect(third.getByTestId('rg-page')).toBeVisible()
    await other.context().close()
    await third.context().close()
  })

  test('the reality check interrupts play every N minutes with the time and the result; stop leaves the game', async ({
    page,
    brand,
  }) => {
    const { token } = await memberOnResponsiblePage(page, brand)
    await depositAndPay(brand.merchantCode, token)
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/responsible/reality-check'))
    await page.getByTestId('reality-15').check()
    expect((await saved).ok()).toBe(true)
    await expect(page.getByTestId('reality-15')).toBeChecked()
    // The page's clock is the test's from here: a quarter of an hour passes in a moment.
    await page.clock.install()
    const game = await firstSlot(brand.merchantCode)
    await page.goto(gamePath(game))
    const game$ = page.frameLocator('[data-testid="game-frame"]')
    await expect(game$.locator('#spin')).toBeEnabled()
    // One round, settled by the provider before the time passes: the result counts it.
    const spun = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/spin')
    await game$.locator('#spin').click()
    expect((await spun).ok()).toBe(true)
    // The check is counted from the platform's answer about the session: it is scheduled before
    // the page's clock runs ahead.
    await expect(page.locator('html')).toHaveAttribute('data-reality-check-due', /Z$/)
    await page.clock.fastForward('14:00')
    await expect(page.getByTestId('reality-check')).toHaveCount(0)
    await page.clock.fastForward('01:10')
    const check = page.getByTestId('reality-check')
    await expect(check).toBeVisible()
    await expect(check.getByTestId('reality-played')).toContainText(
      say(brand, 'reality.played', { played: '' }).replace(/\.$/, '').trim(),
    )
    // The net result since sign-in, as the platform counts it: one spin was staked.
    const { session } = await apiCall<{ session: { net: number } }>(
      brand.merchantCode,
      'GET',
      '/responsible/status',
      { token },
    )
    await expect(check.getByTestId('reality-result')).toContainText(
      moneyIn(brand, Math.abs(session.net)),
    )
    await check.getByTestId('reality-continue').click()
    await expect(check).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('data-reality-check-due', /Z$/)
    await expect(page.getByTestId('game-frame')).toBeVisible()

    // The next one falls at the session's 30th minute as the platform counts it (its clock, shared
    // by the suite, stays real while the page's runs ahead): the same time ahead again; Stop
    // closes the game.
    await page.clock.fastForward('29:00')
    await expect(page.getByTestId('reality-check')).toHaveCount(0)
    await page.clock.fastForward('01:10')
    await expect(page.getByTestId('reality-check')).toBeVisible()
    await page.getByTestId('reality-stop').click()
    await expect(page.getByTestId('game-frame')).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/game/)
  })

  test(
    'the Responsible Gaming page lists the tools, the minimum age and the brand’s help, and the footer links to it',
    { tag: everyBrand },
    async ({ page, brand }) => {
      await page.goto(landingPath(brand) === '/login' ? '/responsible-gaming' : '/')
      if (landingPath(brand) !== '/login') {
        // Home's rows and pictures above the footer load after the first paint and move it down: a
        // click aimed at the link before they have landed can meet the page below it.
        await expect(page.locator('html')).toHaveAttribute('data-settled', '')
        await scrollToFooter(page)
        await page
          .getByRole('navigation', { name: say(brand, 'footer.links') })
          .getByRole('link', { name: say(brand, 'nav.responsibleGaming') })
          .click()
      }
      await expect(page).toHaveURL(/\/responsible-gaming$/)
      await expect(page.getByTestId('rg-age')).toHaveText(say(brand, 'rg.age', { age: 18 }))
      await expect(page.getByTestId('rg-tools').locator('li')).toHaveCount(7)
      const organisations = brand.responsibleGaming?.helpOrganisations ?? []
      expect(organisations.length).toBeGreaterThan(0)
      await expect(page.getByTestId('rg-organisation')).toHaveCount(organisations.length)
      for (const organisation of organisations)
        await expect(page.getByRole('link', { name: organisation.name })).toHaveAttribute(
          'href',
          organisation.url,
        )
      // A visitor is asked to sign in to set limits.
      await page.getByTestId('rg-open-tools').click()
      await expect(page.getByTestId('centre-sign-in')).toBeVisible()
    },
  )

  test('an agent opening a downline gives its date of birth: under the minimum age refused, an adult opened', async ({
    page,
    brand,
  }) => {
    const agent = await createAgent(brand.merchantCode)
    await signInPage(page, brand.merchantCode, agent)
    await page.goto('/?agent=registerCenter')
    const form = page.getByTestId('downline-form')
    const { ageRequirement: age } = await apiCall<{ ageRequirement: number }>(
      brand.merchantCode,
      'GET',
      '/system/register-config',
    )
    await expect(form.getByText(say(brand, 'register.birthday.hint', { age }))).toBeVisible()
    const username = `dl${Date.now().toString(36).slice(-6)}`
    await page.getByTestId('downline-username').fill(username)
    await page.getByTestId('downline-password').fill('Secret123')
    await page.getByTestId('downline-confirm').fill('Secret123')
    // Required, as at registration.
    await page.getByTestId('downline-submit').click()
    await expect(page.getByTestId('downline-birthday-error')).toHaveText(
      say(brand, 'auth.error.empty'),
    )
    // A day short of the minimum age: the platform's refusal, in the brand's language.
    await page.getByTestId('downline-birthday').fill(yearsAgo(age, 1))
    await page.getByTestId('downline-submit').click()
    await expect(page.getByTestId('downline-error')).toHaveText(
      refusalText(
        brand.languages.default,
        'You must be at least {0} years old to open an account',
        age,
      ),
    )
    await expect(page.getByTestId('downline-done')).toHaveCount(0)
    await page.getByTestId('downline-birthday').fill(yearsAgo(age))
    await page.getByTestId('downline-submit').click()
    await expect(page.getByTestId('downline-done')).toContainText(
      say(brand, 'agent.register.done', { username }),
    )
    await expect(page.getByTestId('downline-error')).toHaveCount(0)
  })

  test('a transfer into a game wallet past the loss limit is refused, naming the limit and when it resets', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    const deposited = await depositAndPay(brand.merchantCode, token)
    const limit = Math.floor(deposited / 4)
    await page.goto(landingPath(brand) === '/login' ? '/noticePage' : '/')
    await apiCall(brand.merchantCode, 'POST', '/responsible/limit', {
      token,
      body: { kind: 'loss', period: 'day', amount: limit },
    })
    await openMemberPage(page, 'transferFund', 'transfer-fund')
    await page
      .getByTestId('wallet-amount')
      .fill(typedIn(brand, limit + 10 ** brand.currency.minorUnits))
    await page.getByTestId('wallet-submit').click()
    const refused = page.getByTestId('wallet-refused')
    // The platform's words in the brand's language: the limit, what is left, when it resets.
    const english =
      'This transfer would pass your daily loss limit of {0} ({1} left); it resets at {2}'
    const [opening] = refusalText(brand.languages.default, english).split('{0}')
    await expect(refused).toContainText(opening!)
    await expect(refused).toContainText(moneyIn(brand, limit))
    await expect(refused).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    const same = await apiCall(brand.merchantCode, 'POST', '/wps/v2/wallets/vendor-transfer', {
      token,
      language: brand.languages.default,
      body: {
        vendor: await page.getByTestId('wallet-vendor').inputValue(),
        direction: 'in',
        amount: limit + 10 ** brand.currency.minorUnits,
      },
    }).catch((error: Error) => error.message)
    expect(same).toBe(`POST /wps/v2/wallets/vendor-transfer: ${(await refused.textContent())!}`)
    await expect(page.getByTestId('wallet-main')).toHaveText(moneyIn(brand, deposited))
    // What the limit leaves moves.
    await page.getByTestId('wallet-amount').fill(typedIn(brand, limit))
    await page.getByTestId('wallet-submit').click()
    await expect(page.getByTestId('wallet-done')).toBeVisible()
    await expect(page.getByTestId('wallet-refused')).toHaveCount(0)
    await expect(page.getByTestId('wallet-main')).toHaveText(moneyIn(brand, deposited - limit))
  })
})
