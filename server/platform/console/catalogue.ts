import { join } from 'node:path'
import { catalogueCalls, type CatalogueCall } from '../catalogue'

/** The console's catalogue (schemas/console/*.json), in the format of schemas/api/. */
export const consoleCatalogueDir = join(import.meta.dirname, '..', '..', '..', 'schemas', 'console')

/** Every call of the console's catalogue, flat. */
export const consoleCalls = (dir = consoleCatalogueDir): CatalogueCall[] => catalogueCalls(dir)
