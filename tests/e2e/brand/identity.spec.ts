import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brandTypeface } from '../../../shared/brand-fonts'
import { expect, landingPath, rgb, test } from '../fixtures'

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')
const templateDir = join(process.cwd(), 'brands', '_template')
const templateHashes = new Set(
  readdirSync(templateDir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => sha256(readFileSync(join(templateDir, name)))),
)

test.describe('brand identity', () => {
  test('the shell preloads the heading face, and the page sets its text in it', async ({
    page,
    brand,
  }) => {
    const typeface = brandTypeface(brand)
    expect(typeface, 'every shipped brand has its own typeface').not.toBeNull()
    if (!typeface) return
    await page.goto(landingPath(brand))
    // Fetched from the page: *.localhost resolves in the browser, not in Node.
    const shell = await page.evaluate(
      (path) => fetch(path).then((r) => r.text()),
      landingPath(brand),
    )
    const preloads = [
      ...shell.matchAll(
        /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin \/>/g,
      ),
    ].map((link) => link[1]!)
    const [latin] = preloads
    expect(latin).toMatch(
      new RegExp(
        `^/assets/fonts/[a-z0-9-]+-latin-basic-${brand.typeface?.headingWeight}-normal-\\w{8}\\.woff2$`,
      ),
    )
    // latin-basic in the heading weight, then the body's, and a language with letters of its own
    // has them preloaded too, in the same two weights (the accented vowels Vietnamese shares with
    // Latin-1 are in its brand's latin-basic): the header's words would swap face after the first
    // paint, and the header would move; the body's files would be asked for only once the first
    // screen's text is laid out.
    const ownSubsets = ({ VI: ['vietnamese'], TH: ['thai'] } as Record<string, string[]>)[
      brand.languages.default
    ]
    const weights = [...new Set([brand.typeface?.headingWeight, brand.typeface?.bodyWeight])]
    expect(preloads).toEqual(
      ['latin-basic', ...(ownSubsets ?? [])].flatMap((subset) =>
        weights
          .filter((weight) => weight !== undefined)
          .map((weight) =>
            expect.stringMatching(new RegExp(`-${subset}-${weight}-normal-\\w{8}\\.woff2$`)),
          ),
      ),
    )
    const file = await page.evaluate(async (href) => {
      const response = await fetch(href)
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control') ?? '',
      }
    }, latin ?? '')
    expect(file).toMatchObject({ status: 200, type: 'font/woff2' })
    expect(file.cache).toContain('immutable')
    await expect(page.getByTestId('brand-logo')).toBeVisible()
    // A face loads once text is laid out in it: the page's first heading must have rendered.
    await expect(page.locator('h1, h2, h3').first()).toBeVisible()
    const readFaces = (family: string) =>
      page.evaluate(async (family) => {
        await document.fonts.ready
        const heading = document.querySelector('h1, h2, h3')
        return {
          loaded: [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded')
            .map((face) => Number(face.weight)),
          headingFamily: heading ? getComputedStyle(heading).fontFamily : '',
          bodyFamily: getComputedStyle(document.body).fontFamily,
        }
      }, family)
    await expect
      .poll(async () => (await readFaces(typeface.family)).loaded)
      .toContain(brand.typeface?.headingWeight)
    const applied = await readFaces(typeface.family)
    expect(applied.headingFamily.replace(/"/g, '')).toMatch(new RegExp(`^${typeface.family},`))
    if (brand.typeface?.bodyWeight) {
      expect(applied.loaded).toContain(brand.typeface.bodyWeight)
      expect(applied.bodyFamily.replace(/"/g, '')).toMatch(new RegExp(`^${typeface.family},`))
    } else {
      expect(applied.bodyFamily).not.toContain(typeface.family)
    }
    // The first screen sets its latin text from latin-basic alone, in every brand's first language
    // (Vietnamese's accented vowels are in its brand's latin-basic); the rest of latin (other
    // accented letters, rarer marks) loads only for a page that shows one.
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    )
    expect(fontFiles.some((name) => /-latin-basic-\d+-normal-/.test(name))).toBe(true)
    const rest = fontFiles.filter((name) => /-latin-\d+-normal-/.test(name))
    expect(rest, 'the rest of latin, loaded for a first screen').toEqual([])
  })

  test('its logos and favicon are its own, drawn without fonts', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    const logo = page.getByTestId('brand-logo')
    await expect(logo).toBeVisible()
    // The image has drawn: an SVG that failed would have no natural width.
    await expect(logo).not.toHaveJSProperty('naturalWidth', 0)
    const files = [brand.theme.light.logo, brand.theme.dark.logo, brand.theme.favicon]
    const served = await page.evaluate(
      (paths) => Promise.all(paths.map((path) => fetch(path).then((r) => r.text()))),
      files.map((file) => `/brands/${brand.id}/${file}`),
    )
    served.forEach((body, i) => {
      expect(templateHashes.has(sha256(body)), `${files[i]} is the template's`).toBe(false)
      expect(body, `${files[i]} needs no font`).not.toMatch(/<text\b|font-family/)
      expect(body).toMatch(/^<svg[^>]*>.*<path /s)
    })
    expect(sha256(served[0] ?? '')).not.toBe(sha256(served[1] ?? ''))
  })

  test('the layout options of brand.json are on <html> and shape the header and tiles', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('brand-logo')).toBeVisible()
    const html = page.locator('html')
    const layout = brand.layout ?? {}
    await expect(html).toHaveAttribute('data-header', layout.header ?? 'split')
    await expect(html).toHaveAttribute('data-navigation', layout.navigation ?? 'underline')
    await expect(html).toHaveAttribute('data-tile-shape', layout.tiles?.shape ?? 'rounded')
    await expect(html).toHaveAttribute('data-tile-aspect', layout.tiles?.aspect ?? '4:3')
    await expect(html).toHaveAttribute('data-density', layout.density ?? 'comfortable')

    const styles = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement)
      const band = document.querySelector('[data-region="header"] [data-testid="brand-logo"]')
        ?.parentElement?.parentElement?.parentElement
      return {
        aspect: root.getPropertyValue('--tile-aspect').trim(),
        radius: root.getPropertyValue('--tile-radius').trim(),
        band: band ? getComputedStyle(band).backgroundColor : '',
      }
    })
    const aspect = (layout.tiles?.aspect ?? '4:3').replace(':', ' / ')
    expect(styles.aspect).toBe(aspect)
    const tokens = brand.theme[brand.theme.default]
    const radius = { rounded: tokens.radii.medium, square: '0', soft: tokens.radii.large }
    expect(styles.radius).toBe(radius[layout.tiles?.shape ?? 'rounded'])
    if (layout.header === 'bar') expect(styles.band).toBe(rgb(tokens.colors.primary))
    else expect(styles.band).not.toBe(rgb(tokens.colors.primary))
  })
})
