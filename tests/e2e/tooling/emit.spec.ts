import { cpSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { serve } from '@hono/node-server'
import { createApp } from '../../../server/app'
import { expect, test } from '../fixtures'

const root = join(import.meta.dirname, '..', '..', '..')
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
  const work = mkdtempSync(join(tmpdir(), 'emit-'))
  const brands = join(work, 'brands')
  const dist = join(work, 'dist')
  cpSync(join(root, 'brands'), brands, { recursive: true })
  cpSync(join(root, 'dist'), dist, { recursive: true, preserveTimestamps: true })
  const before = snapshot(join(dist, 'assets'))

  const env = { ...process.env, BRANDS_DIR: brands, DIST_DIR: dist }
  execFileSync(tsx, [join(root, 'scripts', 'brand-new.ts'), 'acme'], { cwd: root, env })
  const file = join(brands, 'acme', 'brand.json')
  const config = JSON.parse(readFileSync(file, 'utf8')) as { displayName: string }
  expect(config.displayName).toBe('New Brand')
  execFileSync(tsx, [join(root, 'scripts', 'brands-emit.ts')], { cwd: root, env })

  expect(snapshot(join(dist, 'assets'))).toEqual(before)
  const server = serve({ fetch: createApp({ dist }).fetch, port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  try {
    await page.goto(`http://acme.localhost:${port}/`)
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
