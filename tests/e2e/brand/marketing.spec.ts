import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { dealt, expect, messageText, test } from '../fixtures'
import { apiLogin, createAgent, depositAndPay, signInPage } from '../platform-control'

const say = (brand: Brand, id: string) => messageText(brand.languages.default, id)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)

test.describe('marketing centre (spec §2.8)', { tag: dealt() }, () => {
  test('shows the link and code to share, ready texts with them, and what they brought', async ({
    page,
    brand,
  }) => {
    const agent = await createAgent(brand.merchantCode, 2)
    await signInPage(page, brand.merchantCode, agent)
    await page.goto('/?member=marketingCenter')
    const panel = page.getByTestId('centre-panel')
    await expect(panel.getByTestId('centre-item-marketingCenter')).toHaveAttribute(
      'aria-current',
      'page',
    )
    const marketing = panel.getByTestId('marketing')
    await expect(
      marketing.getByRole('heading', { name: say(brand, 'member.marketingCenter') }),
    ).toBeVisible()
    const link = await marketing.getByTestId('marketing-link').innerText()
    const code = await marketing.getByTestId('marketing-code').innerText()
    expect(link).toContain(`/register?affiliateCode=${encodeURIComponent(code)}`)
    await expect(marketing.getByTestId('marketing-qr')).toBeVisible()
    // The operator's texts, in the brand's language, with the member's link in each.
    const texts = marketing.getByTestId('marketing-text-body')
    await expect(texts.first()).toBeVisible()
    for (const text of await texts.allInnerTexts()) expect(text).toContain(link)
    await expect(marketing.getByTestId('marketing-registered')).toHaveText('2')
    await expect(marketing.getByTestId('marketing-week')).toHaveText('2')
    await expect(marketing.getByTestId('marketing-depositors')).toHaveText('0')

    // A downline deposits: counted on the next visit.
    const token = await apiLogin(brand.merchantCode, agent.downlines[0]!, agent.password)
    const amount = await depositAndPay(brand.merchantCode, token)
    await page.reload()
    await expect(marketing.getByTestId('marketing-depositors')).toHaveText('1')
    await expect(marketing.getByTestId('marketing-deposits')).toHaveText(money(brand, amount))
  })
})
