import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, test } from '../fixtures'
import { patchSettings, registerAccount, signInPage } from '../platform-control'

const say = (brand: Brand, id: string) => messageText(brand.languages.default, id)

test(
  'the mission page warns while the merchant switches the mission activity off',
  { tag: dealt() },
  async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await patchSettings(brand.merchantCode, { whitelabel: { MISSION: false } })
    try {
      await page.goto('/?member=missionLeaderboard')
      const warning = page.getByTestId('missions-unavailable')
      await expect(warning).toContainText(say(brand, 'inbox.missions.unavailable'))
      await expect(page.getByTestId('mission')).toHaveCount(0)
      await expect(page.getByTestId('centre-badge-missionLeaderboard')).toHaveCount(0)
      await patchSettings(brand.merchantCode, { whitelabel: { MISSION: true } })
      await warning.getByRole('button').click()
      await expect(page.getByTestId('mission').first()).toBeVisible()
    } finally {
      await patchSettings(brand.merchantCode, { whitelabel: { MISSION: true } })
    }
  },
)
