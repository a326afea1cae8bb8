import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '../../src/config/brand.types'

/**
 * What playwright.config.ts and the suites' helpers share (the config cannot import the fixtures):
 * the journeys' port (the quality gates' platform listens on the next one), the test control API's
 * secret, and how a brand's brand.json is read.
 */
/**
 * A platform already running (`E2E_EXTERNAL=http://127.0.0.1:8080`, e.g. `npm run cluster`): the
 * suite starts none and reaches the brands at `<id>.localhost` on its port.
 */
export const externalPlatform = process.env.E2E_EXTERNAL || undefined
export const e2ePort = externalPlatform
  ? Number(new URL(externalPlatform).port || 80)
  : Number(process.env.E2E_PORT ?? 8181)
export const controlSecret = 'e2e-control-secret-not-for-production'
export const readBrand = (id: string) =>
  JSON.parse(readFileSync(join('brands', id, 'brand.json'), 'utf8')) as Brand
