import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderApiDocs } from './lib/api-docs.ts'
import { renderBrandDocs } from './lib/brand-docs.ts'

const docs = join(import.meta.dirname, '..', 'docs')
mkdirSync(docs, { recursive: true })
writeFileSync(join(docs, 'brand-config.md'), renderBrandDocs())
writeFileSync(join(docs, 'api.md'), renderApiDocs())
console.log('docs: wrote docs/brand-config.md and docs/api.md')
