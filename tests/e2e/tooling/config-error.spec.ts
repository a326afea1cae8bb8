import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '../fixtures'
import { copyDist, serveDist } from './serve-dist'

test('a shell whose brand config is invalid shows a page naming each wrong field', async ({
  page,
}) => {
  const dist = copyDist()
  const shell = join(dist, 'brands', 'default', 'index.html')
  const html = readFileSync(shell, 'utf8')
  const broken = html.replace(
    /(<script type="application\/json" id="brand-config"[^>]*>)(.*?)(<\/script>)/s,
    (_, open: string, json: string, close: string) => {
      const config = JSON.parse(json) as Record<string, unknown> & {
        currency: Record<string, unknown>
      }
      config.currency.minorUnits = 'two'
      delete config.displayName
      return `${open}${JSON.stringify(config)}${close}`
    },
  )
  expect(broken).not.toBe(html)
  writeFileSync(shell, broken)
  const server = await serveDist(dist)
  try {
    await page.goto(`http://default.localhost:${server.port}/`)
    const error = page.getByTestId('config-error')
    await expect(error).toBeVisible()
    await expect(error).toContainText('/currency/minorUnits')
    await expect(error).toContainText('/displayName')
    await expect(page.getByTestId('home-title')).toHaveCount(0)
  } finally {
    server.close()
  }
})

test('a hand-edited shell whose brand config is still valid boots after the full check', async ({
  page,
}) => {
  const dist = copyDist()
  const shell = join(dist, 'brands', 'default', 'index.html')
  const html = readFileSync(shell, 'utf8')
  const edited = html.replace(
    /(<script type="application\/json" id="brand-config"[^>]*>)(.*?)(<\/script>)/s,
    (_, open: string, json: string, close: string) => {
      const config = JSON.parse(json) as { displayName: string }
      config.displayName = 'Lucky Star Edited'
      return `${open}${JSON.stringify(config)}${close}`
    },
  )
  expect(edited).not.toBe(html)
  writeFileSync(shell, edited)
  const server = await serveDist(dist)
  try {
    const checks = page.waitForRequest((request) => /brand-check/.test(request.url()))
    await page.goto(`http://default.localhost:${server.port}/`)
    await checks
    await expect(page.getByTestId('home-title')).toContainText('Lucky Star Edited')
    await expect(page.getByTestId('config-error')).toHaveCount(0)
  } finally {
    server.close()
  }
})
