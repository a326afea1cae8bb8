import { cpSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { expect, test } from '../fixtures'
import { copyDist, root, serveDist } from './serve-dist'

const tsx = join(root, 'node_modules', '.bin', 'tsx')

/** name -> size and mtime of every built asset. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir).map((f) => {
      const s = statSync(join(dir, f))
      return [f, `${s.size}:${s.mtimeMs}`]
    }),
  )

test('a brand copied from the template is servable after brands:emit, with no JavaScript rebuilt', async ({
  page,
}) => {
  const brands = test.info().outputPath('brands')
  cpSync(join(root, 'brands'), brands, { recursive: true })
  const dist = copyDist()
  const before = snapshot(join(dist, 'assets'))

  const env = { ...process.env, BRANDS_DIR: brands, DIST_DIR: dist }
  execFileSync(tsx, [join(root, 'scripts', 'brand-new.ts'), 'acme'], { cwd: root, env })
  const config = JSON.parse(readFileSync(join(brands, 'acme', 'brand.json'), 'utf8')) as {
    id: string
  }
  expect(config.id).toBe('acme')
  execFileSync(tsx, [join(root, 'scripts', 'brands-emit.ts')], { cwd: root, env })
  expect(snapshot(join(dist, 'assets'))).toEqual(before)

  const server = await serveDist(dist)
  try {
    await page.goto(`http://acme.localhost:${server.port}/`)
    await expect(page).toHaveTitle(/New Brand$/)
    await expect(page.getByTestId('home-title')).toContainText('New Brand')
    await expect(page.getByTestId('brand-logo')).toHaveAttribute(
      'src',
      '/brands/acme/logo-light.svg',
    )
  } finally {
    server.close()
  }
})
