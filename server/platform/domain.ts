import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Hono } from 'hono'
import type { Brand } from '../../src/config/brand.types'
import type { Platform } from './context'
import type { Db } from './db'
import type { Handlers } from './router'

/** A transaction's query function. */
export type Tx = Pick<Db, 'query'>

/**
 * One API domain of the platform: its handlers (by call id of schemas/api/<domain>.json) and,
 * if it owns data, how to seed that data for a brand. Every file in handlers/ exports one as
 * `domain`, so adding a domain touches no shared registry.
 */
export interface DomainModule {
  handlers(p: Platform): Handlers
  /**
   * Routes outside the catalogue (media, the demo game provider), mounted before the catalogue;
   * merchantOf is the merchant of a request's Host, the catalogue's tenancy rule.
   */
  routes?(app: Hono, p: Platform, merchantOf: (c: Context) => string): void
  /** Seeds the domain for one brand inside the brand's seed transaction; accounts maps demo usernames to ids. */
  seed?(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>): Promise<void>
}

const handlersDir = join(import.meta.dirname, 'handlers')
let loaded: Promise<DomainModule[]> | undefined

/** Every domain module in handlers/, in file-name order. */
export function loadDomains(): Promise<DomainModule[]> {
  loaded ??= Promise.all(
    readdirSync(handlersDir)
      .filter((f) => /\.(ts|js)$/.test(f) && !/\.(test|d)\./.test(f))
      .sort()
      .map(async (f) => {
        const module = (await import(pathToFileURL(join(handlersDir, f)).href)) as {
          domain?: DomainModule
        }
        if (!module.domain) throw new Error(`server/platform/handlers/${f} exports no domain`)
        return module.domain
      }),
  )
  return loaded
}
