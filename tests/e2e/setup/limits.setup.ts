import { test as setup } from '@playwright/test'
import type { AbuseLimits } from '../../../server/platform/settings'
import { readAllBrands } from '../fixtures'
import { patchSettings } from '../platform-control'

/**
 * The suite's own caps (settings.limits). Every journey comes from one address, 127.0.0.1, and the
 * suite registers, sends codes and opens trial accounts far more often than a player may (the
 * defaults allow 5 an hour from an address), so before any journey its platform raises them for
 * every merchant, through the control API, as an operator would. The one code per number and
 * purpose a minute stays: the journeys live with it. tests/contract/abuse-limits.test.ts tests the
 * defaults.
 */
const suiteLimits: Partial<AbuseLimits> = {
  smsPerNumberPerDay: 1_000,
  smsPerAddressPerHour: 100_000,
  smsPerAddressPerDay: 100_000,
  smsPerMerchantPerHour: 100_000,
  smsPerMerchantPerDay: 100_000,
  registrationsPerAddressPerHour: 100_000,
  freePlayPerAddressPerHour: 100_000,
  captchasPerAddressPerMinute: 100_000,
}

setup('raises the caps for the suite’s one address', async () => {
  for (const brand of readAllBrands())
    await patchSettings(brand.merchantCode, { limits: suiteLimits })
})
