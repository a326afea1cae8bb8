import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, test } from '../fixtures'
import { registerAccount, setClubLabel, signInPage } from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)

test.describe('player rank (spec §2.8)', { tag: dealt() }, () => {
  test('a member with a label opens their rank from the account menu; one without, their account', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await setClubLabel(brand.merchantCode, account.username, 'Platinum', 6)
    await signInPage(page, brand.merchantCode, account)
    await page.goto('/')
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-memberCentre').click()
    await expect(page).toHaveURL(/member=playerRank/)
    const panel = page.getByTestId('centre-panel')
    await expect(panel.getByTestId('centre-item-playerRank')).toHaveAttribute(
      'aria-current',
      'page',
    )
    const rank = panel.getByTestId('player-rank')
    await expect(rank.getByRole('heading', { name: say(brand, 'member.playerRank') })).toBeVisible()
    await expect(rank.getByTestId('player-rank-label')).toHaveText('Platinum')
    await expect(rank.getByTestId('player-rank-level')).toHaveText('6')
    // Above rank level 4: VIP customer service (spec §9).
    await expect(rank.getByTestId('player-rank-vip-service')).toContainText(
      say(brand, 'rank.vipService'),
    )
    // The VIP standing where the brand runs a VIP programme.
    if (brand.areas.vip === false) await expect(rank.getByTestId('player-rank-vip')).toHaveCount(0)
    else await expect(rank.getByTestId('player-rank-next')).toBeVisible()
    await page.reload()
    await expect(rank.getByTestId('player-rank-label')).toHaveText('Platinum')

    // The label taken away: the entry opens the account page, and the menu has no rank page.
    await setClubLabel(brand.merchantCode, account.username, '')
    await page.goto('/')
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-memberCentre').click()
    await expect(page).toHaveURL(/member=securityCenter/)
    await expect(panel.getByTestId('security-center')).toBeVisible()
    await expect(panel.getByTestId('centre-item-playerRank')).toHaveCount(0)
  })
})
