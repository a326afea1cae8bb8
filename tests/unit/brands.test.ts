import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runScript, tempBrands } from './helpers'

describe('npm run brands:check', () => {
  it('passes on the shipped brands', () => {
    const result = runScript('brands-check.ts', [], {})
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/3 brand\(s\) valid: default, jade, nova$/m)
    expect(result.stderr).not.toContain('warning:')
  })

  it('reports a wrong type, a missing field and an unknown property, each with file and pointer', () => {
    const dir = tempBrands()
    const file = join(dir, 'nova', 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    brand.loginedToHomePage = 'yes'
    delete brand.merchantCode
    brand.colour = 'red'
    writeFileSync(file, JSON.stringify(brand))
    const result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(1)
    const lines = result.stderr.split('\n')
    expect(lines).toContain('brands/nova/brand.json: /loginedToHomePage: must be boolean')
    expect(lines).toContain(
      'brands/nova/brand.json: /merchantCode: missing required property "merchantCode"',
    )
    expect(lines).toContain('brands/nova/brand.json: /colour: unknown property "colour"')
    expect(result.stderr).not.toMatch(/brands\/(default|jade)\//)
  })

  it('reports nested pointers and rules a schema cannot say', () => {
    const dir = tempBrands()
    const file = join(dir, 'jade', 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as {
      theme: { light: { colors: { primary: string } } }
      languages: { default: string; supported: string[]; names?: object }
    }
    brand.theme.light.colors.primary = 'green'
    writeFileSync(file, JSON.stringify(brand))
    let result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.stderr).toMatch(
      /^brands\/jade\/brand.json: \/theme\/light\/colors\/primary: must match pattern/m,
    )

    brand.theme.light.colors.primary = '#00aa00'
    brand.languages.default = 'VI'
    brand.languages.supported = ['EN', 'TY', 'TL', 'CN']
    delete brand.languages.names
    writeFileSync(file, JSON.stringify(brand))
    result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'brands/jade/brand.json: /languages/default: "VI" is not in /languages/supported',
    )
    expect(result.stderr).toContain(
      'brands/jade/brand.json: /languages/names/TY: a brand that supports TY must name it',
    )
    // TY has no catalog of its own (docs/i18n.md).
    expect(result.stderr).toMatch(
      /^brands\/jade\/brand.json: \/languages\/supported\/1: "TY" has no translation of its own/m,
    )
  })
})

describe('brand message overrides', () => {
  it('reports unknown ids, placeholder mismatches and languages the brand lacks', () => {
    const dir = tempBrands()
    mkdirSync(join(dir, 'nova', 'locales'), { recursive: true })
    writeFileSync(
      join(dir, 'nova', 'locales', 'vi.po'),
      [
        'msgid "home.welcome"',
        'msgstr "Chào mừng {brand}"',
        '',
        'msgid "no.such.message"',
        'msgstr "x"',
        '',
        'msgid "nav.rng"',
        'msgstr "Slot"',
        '',
      ].join('\n'),
    )
    writeFileSync(join(dir, 'nova', 'locales', 'cn.po'), 'msgid "nav.rng"\nmsgstr "老虎机"\n')
    const result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(1)
    const lines = result.stderr.split('\n')
    expect(lines).toContain(
      "brands/nova/locales/vi.po: home.welcome: placeholders {brand} differ from the source message's {displayName}",
    )
    expect(lines).toContain('brands/nova/locales/vi.po: no.such.message: unknown message id')
    expect(lines).toContain('brands/nova/locales/cn.po: /: "cn" is not a language of the brand')
    expect(result.stderr).not.toContain('nav.rng')
  })
})

describe('npm run brand:new', () => {
  it('copies the template with the id filled in, and the result passes the check', () => {
    const dir = tempBrands()
    const result = runScript('brand-new.ts', ['acme'], { BRANDS_DIR: dir })
    expect(result.code).toBe(0)
    const brand = JSON.parse(readFileSync(join(dir, 'acme', 'brand.json'), 'utf8')) as {
      id: string
    }
    expect(brand.id).toBe('acme')
    expect(existsSync(join(dir, 'acme', 'logo-light.svg'))).toBe(true)
    const check = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(check.code).toBe(0)
    expect(check.stdout).toContain('acme')
  })

  it('refuses a bad id and an existing brand', () => {
    const dir = tempBrands()
    expect(runScript('brand-new.ts', ['Bad_Id'], { BRANDS_DIR: dir }).code).toBe(2)
    expect(runScript('brand-new.ts', ['nova'], { BRANDS_DIR: dir }).code).toBe(1)
  })
})

describe('npm run brands:check contrast warnings', () => {
  it('warns, without failing, when a theme pair falls below 4.5:1', () => {
    const dir = tempBrands()
    const file = join(dir, 'nova', 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as {
      theme: { light: { colors: { text: string } } }
    }
    brand.theme.light.colors.text = '#bbbbbb'
    writeFileSync(file, JSON.stringify(brand))
    const result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toMatch(
      /^warning: brands\/nova\/brand.json: \/theme\/light\/colors\/text: brand "nova", light theme: text #bbbbbb on background #\w{6} has contrast \d\.\d\d:1, below 4\.5:1/m,
    )
    expect(result.stdout).toMatch(/3 brand\(s\) valid: default, jade, nova; 3 warning\(s\)/)
  })
})

describe('npm run brands:check template identity', () => {
  it("warns, without failing, when a brand ships the template's logo or favicon", () => {
    const dir = tempBrands()
    copyFileSync(join(dir, '_template', 'logo-dark.svg'), join(dir, 'jade', 'logo-dark.svg'))
    copyFileSync(join(dir, '_template', 'favicon.svg'), join(dir, 'jade', 'favicon.svg'))
    const result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(0)
    const warnings = result.stderr.split('\n').filter((line) => line.startsWith('warning:'))
    expect(warnings).toEqual([
      'warning: brands/jade/brand.json: /theme/favicon: "favicon.svg" is the template\'s placeholder favicon; ship the brand\'s own',
      'warning: brands/jade/brand.json: /theme/dark/logo: "logo-dark.svg" is the template\'s placeholder logo; ship the brand\'s own',
    ])
    expect(result.stdout).toMatch(/3 brand\(s\) valid: default, jade, nova; 2 warning\(s\)/)
  })

  it('warns for every placeholder of a brand made by brand:new, by content not by name', () => {
    const dir = tempBrands()
    expect(runScript('brand-new.ts', ['acme'], { BRANDS_DIR: dir }).code).toBe(0)
    // Renamed, the template's drawing is still the template's.
    copyFileSync(join(dir, 'acme', 'logo-light.svg'), join(dir, 'acme', 'mark.svg'))
    const file = join(dir, 'acme', 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as { theme: { light: { logo: string } } }
    brand.theme.light.logo = 'mark.svg'
    writeFileSync(file, JSON.stringify(brand))
    const result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(0)
    const acme = result.stderr.split('\n').filter((line) => line.includes('brands/acme/'))
    expect(acme.map((line) => line.split(': ')[2])).toEqual([
      '/theme/favicon',
      '/theme/light/logo',
      '/theme/dark/logo',
    ])
    expect(result.stderr).not.toMatch(/brands\/(default|jade|nova)\//)
  })
})

describe('npm run brands:check Telegram labels', () => {
  it('warns when brand.json gives a brand of several languages one Telegram label, and takes the label per language from its catalogs', () => {
    const dir = tempBrands()
    const file = join(dir, 'jade', 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as {
      telegram: { primary: { url: string; label?: string } }
    }
    brand.telegram.primary.label = 'Jade support'
    writeFileSync(file, JSON.stringify(brand))
    // The other one worded per language, as the warning says.
    writeFileSync(
      join(dir, 'jade', 'locales', 'tl.po'),
      'msgid ""\nmsgstr ""\n"Language: tl\\n"\n\nmsgid "rightBar.telegramChannel"\nmsgstr "Channel ng Jade"\n',
    )
    const result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(0)
    expect(result.stderr.split('\n').filter((line) => line.startsWith('warning:'))).toEqual([
      'warning: brands/jade/brand.json: /telegram/primary/label: one label for all of EN, TL, CN; word it per language as rightBar.telegramSupport in brands/jade/locales/<language>.po instead',
    ])
  })
})

describe('npm run brands:check typeface', () => {
  it('fails a package that is not a dependency, a weight it lacks and a stack that does not name it', () => {
    const dir = tempBrands()
    const file = join(dir, 'nova', 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as {
      typeface: { package: string; headingWeight: number; bodyWeight?: number }
      theme: { dark: { fonts: { heading: string } } }
    }
    brand.typeface.package = '@fontsource/not-a-face'
    writeFileSync(file, JSON.stringify(brand))
    let result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'brands/nova/brand.json: /typeface/package: "@fontsource/not-a-face" is not a dependency in package.json',
    )
    expect(result.stderr).toContain(
      'brands/nova/brand.json: /typeface/package: package "@fontsource/not-a-face" is not installed',
    )

    brand.typeface.package = '@fontsource/chakra-petch'
    brand.typeface.headingWeight = 900
    brand.theme.dark.fonts.heading = 'system-ui, sans-serif'
    writeFileSync(file, JSON.stringify(brand))
    result = runScript('brands-check.ts', [], { BRANDS_DIR: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'brands/nova/brand.json: /typeface/headingWeight: @fontsource/chakra-petch has no weight 900 (it has 300, 400, 500, 600, 700)',
    )
    expect(result.stderr).toContain(
      'brands/nova/brand.json: /theme/dark/fonts/heading: must name the typeface "Chakra Petch" first',
    )
    expect(result.stderr).not.toContain('/theme/light/fonts/heading')
  })
})
