import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, test } from '../fixtures'
import { patchSettings, signInPage } from '../platform-control'

type Switch = 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'

/** Each contract entry, its menu label and the consolidated switch that shows it (spec §2.9, §3). */
const entries: { key: string; label: string; flag: Switch; kind: string }[] = [
  {
    key: 'agentDividendRecordCopy2',
    label: 'agent.dividend',
    flag: 'divtypereq',
    kind: 'dividend',
  },
  {
    key: 'agentDailyWages2',
    label: 'agent.dailySalary',
    flag: 'dailysalreqtype',
    kind: 'dailySalary',
  },
  {
    key: 'agentHourSalary',
    label: 'agent.hourlySalary',
    flag: 'contracthoursalreq',
    kind: 'hourlySalary',
  },
  {
    key: 'agentRealtimeSalary',
    label: 'agent.realtimeSalary',
    flag: 'realtimesalreqtype',
    kind: 'realtimeSalary',
  },
]

const allOn: Record<Switch, number> = {
  divtypereq: 1,
  dailysalreqtype: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
}

/** Runs with some consolidated switches set, then puts every switch back on as seeded. */
async function withSwitches(
  brand: Brand,
  set: Partial<Record<Switch, number>>,
  run: () => Promise<void>,
) {
  await patchSettings(brand.merchantCode, { consolidated: set })
  try {
    await run()
  } finally {
    await patchSettings(brand.merchantCode, { consolidated: allOn })
  }
}

test.describe(
  'the consolidated switches show and hide the contract entries (spec §2.9)',
  { tag: dealt('agentCentre') },
  () => {
    test('an entry is in the agent menu only while its switch is on', async ({ page, brand }) => {
      test.skip(!brand.areas.agentCentre, 'the brand has no agent centre')
      const say = (id: string) => messageText(brand.languages.default, id)
      // demo_agent is only read here: nothing of its team changes.
      await signInPage(page, brand.merchantCode, { username: 'demo_agent', password: 'Demo1234' })
      const menu = page.getByTestId('centre-panel').getByRole('navigation')

      await page.goto('/?agent=agentDailyWages2')
      for (const entry of entries)
        await expect(
          menu.getByRole('button', { name: say(entry.label), exact: true }),
        ).toBeVisible()
      await expect(page.getByTestId('contracts-dailySalary')).toBeVisible()

      await withSwitches(brand, { divtypereq: 0, realtimesalreqtype: 0 }, async () => {
        await page.goto('/?agent=agentRealtimeSalary')
        await expect(menu.getByRole('button', { name: say('agent.overview') })).toBeVisible()
        for (const entry of entries) {
          const item = menu.getByRole('button', { name: say(entry.label), exact: true })
          await expect(item).toHaveCount(
            entry.flag === 'divtypereq' || entry.flag === 'realtimesalreqtype' ? 0 : 1,
          )
        }
        // A link to a hidden entry opens the default page instead.
        await expect(page.getByTestId('contracts-realtimeSalary')).toHaveCount(0)
        await expect(menu.locator('[aria-current="page"]')).toHaveText(say('agent.overview'))
      })

      await page.reload()
      await expect(page.getByTestId('contracts-realtimeSalary')).toBeVisible()
      await expect(menu.locator('[aria-current="page"]')).toHaveText(say('agent.realtimeSalary'))
    })
  },
)
