import { test } from '../fixtures'
for (const [label, viewport] of [['phone', { width: 412, height: 915 }], ['laptop', { width: 1366, height: 768 }]] as const)
  test(`shots ${label}`, async ({ page, brand }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/shots/${brand.id}-home-${label}.png` })
    await page.goto('/rng')
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/shots/${brand.id}-rng-${label}.png` })
  })
