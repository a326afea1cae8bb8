import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { consoleHostsFrom } from '../../server/platform/console/hosts'
import { Shells } from '../../server/shells'

// Which host serves what (server/app.ts): the console's page and nothing of a brand on the
// console's hosts; the brand's shell, never the console's, on a brand's.
const dist = mkdtempSync(join(tmpdir(), 'console-hosts-'))
mkdirSync(join(dist, 'brands', 'default'), { recursive: true })
writeFileSync(join(dist, 'console.html'), '<!doctype html><title>console page</title>')
writeFileSync(
  join(dist, 'brands', 'default', 'index.html'),
  '<!doctype html><title>brand page</title>',
)
const shells = new Shells(dist, {
  defaultBrand: 'default',
  brands: { default: { hosts: ['default.localhost'], csp: "default-src 'self'" } },
})
const app = createApp({ dist, shells, consoleHosts: ['admin.localhost', 'ops.example.com'] })
const get = (url: string, method = 'GET') => app.fetch(new Request(url, { method }))

afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('the console host', () => {
  it('answers every page route with the console page and its strict CSP', async () => {
    for (const url of ['http://admin.localhost/', 'http://ADMIN.localhost:8080/m/1/audit']) {
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('console page')
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe')
    }
    expect(await (await get('http://ops.example.com/sign-in')).text()).toContain('console page')
  })

  it('serves nothing of a brand, and no page to another method', async () => {
    for (const path of ['/api/system/status', '/brands/default/theme.css', '/sw.js'])
      expect((await get(`http://admin.localhost${path}`)).status).toBe(404)
    expect((await get('http://admin.localhost/', 'POST')).status).toBe(404)
  })
})

describe('a brand host', () => {
  it('serves its own shell and never the console or its API', async () => {
    const page = await get('http://default.localhost/')
    expect(await page.text()).toContain('brand page')
    expect((await get('http://default.localhost/console-api/auth/me')).status).toBe(404)
    // A host no brand claims falls back to the default brand, never to the console.
    expect(await (await get('http://unknown.example/')).text()).toContain('brand page')
    expect((await get('http://unknown.example/console-api/auth/me')).status).toBe(404)
  })
})

describe('CONSOLE_HOST', () => {
  it('is a comma-separated list without ports or case, admin.localhost when empty', () => {
    expect(consoleHostsFrom(undefined)).toEqual(['admin.localhost'])
    expect(consoleHostsFrom(' , ')).toEqual(['admin.localhost'])
    expect(consoleHostsFrom('Ops.Example.com:443, admin.internal')).toEqual([
      'ops.example.com',
      'admin.internal',
    ])
  })
})
