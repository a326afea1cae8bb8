import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { defaultSettings } from '../../../server/platform/settings'
import { expect, messageText, test } from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)
/** The Zalo reward the platform offers in the brand's currency by default (0: none). */
const offerOf = (brand: Brand) => defaultSettings().zaloReward[brand.currency.code] ?? 0
/** A Vietnamese mobile number of its own, as a member would type it. */
const zaloNumber = () =>
  `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.replace(
    /^(\d{4})(\d{3})(\d{3})$/,
    '$1 $2 $3',
  )

test.describe('the Zalo reward (spec §9)', () => {
  test('adding a Zalo number credits the reward once, into the wallet and both records', async ({
    page,
    brand,
  }) => {
    const offer = offerOf(brand)
    test.skip(offer === 0, `the platform offers no Zalo reward in ${brand.currency.code}`)
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await page.goto('/?member=securityCenter')
    const profile = page.getByTestId('security-profile')
    await expect(profile).toContainText(
      say(brand, 'member.profile.zalo.offer', { amount: money(brand, offer) }),
    )
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))

    // Not a phone number: refused in the form, nothing sent.
    await profile.getByTestId('profile-zalo').fill('my zalo')
    await profile.getByTestId('profile-save').click()
    await expect(profile.getByTestId('profile-zalo-error')).toHaveText(
      say(brand, 'member.profile.zaloFormat'),
    )

    await profile.getByTestId('profile-zalo').fill(zaloNumber())
    await profile.getByTestId('profile-save').click()
    await expect(profile.getByTestId('zalo-granted')).toHaveText(
      say(brand, 'member.profile.zalo.granted', { amount: money(brand, offer) }),
    )
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, offer))
    await expect(profile).toContainText(money(brand, offer))
    await expect(profile).not.toContainText(
      say(brand, 'member.profile.zalo.offer', { amount: money(brand, offer) }),
    )

    // Saving again, with another number, adds nothing.
    await profile.getByTestId('profile-zalo').fill(zaloNumber())
    await profile.getByTestId('profile-save').click()
    await expect(profile.getByTestId('profile-saved')).toBeVisible()
    await expect(profile.getByTestId('zalo-granted')).toHaveCount(0)
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, offer))

    // The reward centre lists it as claimed; the account record as a reward row.
    await page.goto('/?member=rewardCenter')
    await page.getByTestId('rewards-tab-claimed').click()
    await expect(page.getByTestId('reward')).toHaveCount(1)
    await expect(page.getByTestId('reward-amount')).toHaveText(money(brand, offer))
    await page.goto('/?member=transactionHistory')
    const rows = page.getByTestId('account-record').getByTestId('ledger-table-row')
    await expect(rows).toHaveCount(1)
    await expect(rows.locator('[data-column="kind"]')).toHaveText(
      say(brand, 'member.records.kind.reward'),
    )
    await expect(rows.locator('[data-column="amount"]')).toHaveText(`+${money(brand, offer)}`)
  })

  test('where no reward is offered, the Zalo field asks for the number and saving credits nothing', async ({
    page,
    brand,
  }) => {
    test.skip(offerOf(brand) > 0, 'this brand offers the Zalo reward')
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await page.goto('/?member=securityCenter')
    const profile = page.getByTestId('security-profile')
    await expect(profile).toContainText(say(brand, 'member.profile.zalo.hint'))
    await profile.getByTestId('profile-zalo').fill(zaloNumber())
    await profile.getByTestId('profile-save').click()
    await expect(profile.getByTestId('profile-saved')).toBeVisible()
    await expect(profile.getByTestId('zalo-granted')).toHaveCount(0)
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))
  })
})
