import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderApiDocs } from '../../scripts/lib/api-docs'
import { renderBrandDocs } from '../../scripts/lib/brand-docs'
import { offlineMain } from '../../scripts/lib/pwa'
import { contentSecurityPolicy, renderShell, themeCss } from '../../scripts/lib/shell'
import defaultBrand from '../../brands/default/brand.json'
import type { Brand } from '../../src/config/brand.types'
import { checkBrand } from '../../src/config/brand-check'
import { root } from './helpers'

const brand = defaultBrand as Brand

describe('generated validators', () => {
  const code = readFileSync(join(root, 'src', 'config', 'validators.gen.js'), 'utf8')

  it('hold no require, new Function or eval', () => {
    expect(code).not.toMatch(/(^|[^\w$.'"`])require\(/m)
    expect(code).not.toMatch(/\bnew Function\b/)
    expect(code).not.toMatch(/(^|[^\w$.'"`])eval\(/m)
  })

  it('check the brand at boot and name the wrong field', () => {
    expect(checkBrand(brand)).toEqual({ ok: true, brand })
    const broken = { ...brand, currency: { ...brand.currency, minorUnits: 'two' }, extra: 1 }
    const result = checkBrand(broken)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems).toContainEqual({
        pointer: '/currency/minorUnits',
        message: 'must be integer',
      })
      expect(result.problems.map((p) => p.pointer)).toContain('/extra')
    }
  })
})

describe('generated response validators of the portal', () => {
  const generated = join(root, 'src', 'api', 'generated')

  it('carry no failure details, which the client never reads', () => {
    for (const name of ['first-visit-validators', 'live-validators', 'games'])
      expect(readFileSync(join(generated, `${name}.gen.js`), 'utf8')).not.toMatch(/schemaPath/)
  })

  it('keep no schema whole: what their code reads of one is a constant (compact-validators)', () => {
    for (const file of readdirSync(generated).filter((name) => name.endsWith('.gen.js'))) {
      const code = readFileSync(join(generated, file), 'utf8')
      expect(code, file).not.toMatch(/\bschema\d+\b/)
      expect(code, file).not.toMatch(/__commonJS|require_ucs2length/)
    }
  })

  it('refuse a key an object of many properties does not name, as the schema says', async () => {
    const { games_hot } = await import('../../src/api/generated/first-visit-validators.gen.js')
    const game = {
      nodeId: '1',
      gameCode: 'G',
      gameName: '😀'.repeat(120),
      gameType: 'RNG',
      vendor: 'V',
      vassalage: 'V',
      isGame: 'GAME',
      defaultPlayType: null,
      classify: null,
      minBet: 1,
      lineNum: 1,
      thumbnail: '/t.webp',
      favourite: false,
      maintenance: false,
    }
    const answer = (g: object) => ({ list: [{ gameType: 'RNG', games: [g] }] })
    expect(games_hot(answer(game))).toBe(true)
    expect(games_hot(answer({ ...game, isNew: true }))).toBe(true)
    expect(games_hot(answer({ ...game, unknown: 1 }))).toBe(false)
    expect(games_hot(answer({ ...game, isGame: 'OTHER' }))).toBe(false)
    // maxLength counts code points (120 emoji pass, 121 do not), as ajv counts them.
    expect(games_hot(answer({ ...game, gameName: '😀'.repeat(121) }))).toBe(false)
  })

  it('still pass an answer that matches its schema and fail one that does not', async () => {
    const { system_status } = await import('../../src/api/generated/first-visit-validators.gen.js')
    expect(system_status({ status: 0 })).toBe(true)
    expect(system_status({ status: 3 })).toBe(false)
    expect(system_status({ status: 0, extra: 1 })).toBe(false)
    expect(system_status([])).toBe(false)
    // A oneOf: one branch must pass, the failures of the others are gathered and dropped.
    const { member_events } = await import('../../src/api/generated/live-validators.gen.js')
    const wallet = { balance: 100, amount: -5, cause: 'bet', ledgerId: '7' }
    const answer = (data: object) => ({
      cursor: '1-0',
      resync: false,
      more: false,
      events: [{ id: '1-0', kind: 'wallet', data }],
    })
    expect(member_events(answer(wallet))).toBe(true)
    expect(member_events(answer({ ...wallet, balance: 1.5 }))).toBe(false)
    expect(
      member_events({ ...answer(wallet), events: [{ id: '1-0', kind: 'other', data: {} }] }),
    ).toBe(false)
  })
})

describe('docs/brand-config.md', () => {
  it('is up to date with the schema (npm run docs)', () => {
    expect(readFileSync(join(root, 'docs', 'brand-config.md'), 'utf8')).toBe(renderBrandDocs())
  })

  it('lists every field with type, default and description', () => {
    const docs = renderBrandDocs()
    expect(docs).toContain('| `theme.light.colors.primary` | string; pattern')
    expect(docs).toMatch(/\| `currency.symbol` \| [^|]+ \| yes \| `P` \| .+ \|/)
    expect(docs).toContain('`footer.vendorLogos[].name`')
  })
})

describe('docs/api.md', () => {
  it('is up to date with the catalogue (npm run docs)', () => {
    expect(readFileSync(join(root, 'docs', 'api.md'), 'utf8')).toBe(renderApiDocs())
  })

  it('documents the balance call as the specification names it', () => {
    expect(renderApiDocs()).toContain(
      '| [`wallet.balance`](#walletbalance) | GET | `/wps/v2/wallets/balance` | token | no |',
    )
    expect(renderApiDocs()).toContain('| `sumBalance` | integer | yes |')
  })
})

describe('brand shell', () => {
  const template = readFileSync(join(root, 'index.html'), 'utf8')
  const hostile = { ...brand, displayName: 'A </script><b></template>' }
  const offline = offlineMain(hostile, {
    EN: { title: 'Offline', message: 'A </template><script>', retry: 'Try again' },
  })
  const html = renderShell(template, hostile, { csp: true, offline })

  it('carries a strict CSP meta tag', () => {
    const csp = contentSecurityPolicy(brand, 'meta')
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(contentSecurityPolicy(brand, 'header')).toContain("frame-ancestors 'self'")
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"')
  })

  it('inlines the config as a data block that cannot break out of its element', () => {
    expect(html).toMatch(
      /<script type="application\/json" id="brand-config" data-checked="[0-9a-f]{64}">/,
    )
    expect(html).not.toContain('A </script><b>')
    expect(html).toContain('<title>A &#60;/script&#62;&#60;b&#62;&#60;/template&#62;</title>')
  })

  it('carries the offline page for a start that fails, in a template its texts cannot leave', () => {
    const carried = /<template id="start-failure">([\s\S]*?)<\/template>/.exec(html)?.[1]
    expect(carried).toBe(offline)
    expect(carried).toContain('data-language="EN"><h1>Offline</h1>')
    expect(carried).toContain('A &#60;/template&#62;&#60;script&#62;')
    expect(html.match(/<\/template>/g)).toHaveLength(1)
  })

  it('sets the default theme and language on <html>, and both token sets in theme.css', () => {
    // The brand's layout options follow as data attributes (src/theme/layout.ts).
    expect(html).toMatch(/<html lang="en" data-theme="light"[^>]*>/)
    const css = themeCss(brand)
    expect(css).toContain(`--color-primary: ${brand.theme.light.colors.primary};`)
    expect(css).toContain(`:root[data-theme="dark"] {`)
    expect(css).toContain(`--color-primary: ${brand.theme.dark.colors.primary};`)
  })

  it('shows the theme logo on the empty root while the app loads, in both themes', () => {
    const css = themeCss(brand)
    expect(css).toMatch(
      new RegExp(`#root:empty::before \\{[^}]*url\\("${brand.theme.light.logo}"\\)`),
    )
    expect(css).toContain(
      `:root[data-theme="dark"] #root:empty::before {\n  background-image: url("${brand.theme.dark.logo}");`,
    )
    expect(() =>
      themeCss({
        ...brand,
        theme: { ...brand.theme, light: { ...brand.theme.light, logo: 'a"); x: url("b.svg' } },
      }),
    ).toThrow(/not a plain name/)
  })
})

describe('brand.schema.json', () => {
  it('describes every property', () => {
    const schema: unknown = JSON.parse(
      readFileSync(join(root, 'schemas', 'brand.schema.json'), 'utf8'),
    )
    const undescribed: string[] = []
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return
      const n = node as {
        properties?: Record<string, unknown>
        definitions?: Record<string, unknown>
        items?: unknown
      }
      for (const [key, child] of Object.entries(n.properties ?? {})) {
        if (!(child as { description?: string }).description) undescribed.push(`${path}/${key}`)
        walk(child, `${path}/${key}`)
      }
      for (const [key, child] of Object.entries(n.definitions ?? {}))
        walk(child, `#/definitions/${key}`)
      if (n.items) walk(n.items, `${path}/items`)
    }
    walk(schema, '')
    expect(undescribed).toEqual([])
  })
})
