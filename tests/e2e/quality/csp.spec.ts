import { expect, test } from '../fixtures'

/** A CSP as its directives: name -> list of sources. */
function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  )
}

/** What both the header and the meta tag must hold (design §6). */
function expectStrict(policy: string, where: string) {
  const csp = directives(policy)
  const scripts = csp.get('script-src') ?? csp.get('default-src')
  expect(scripts, `${where}: script-src`).toBeDefined()
  expect(policy, `${where}: no unsafe-eval`).not.toMatch(/'unsafe-eval'|'wasm-unsafe-eval'/)
  // No inline script by any door: no 'unsafe-inline', no hash or nonce for one, no wildcard or
  // scheme that would let a script load from anywhere.
  for (const source of scripts!)
    expect(source, `${where}: script-src ${source}`).not.toMatch(
      /^('unsafe-inline'|'unsafe-hashes'|'strict-dynamic'|'nonce-|'sha\d+-|\*$|https?:$|data:|blob:|filesystem:)/,
    )
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"])
  expect(csp.get('base-uri'), `${where}: base-uri`).toEqual(["'none'"])
  for (const name of ['script-src-elem', 'script-src-attr'])
    expect(csp.has(name), `${where}: ${name}`).toBe(false)
}

const routes = ['/', '/register', '/help', '/promotions', '/rng', '/noticePage', '/no-such-page']

test.describe('content security policy (design §6)', () => {
  test('every shell answers a strict CSP header with frame-ancestors, and the same meta', async ({
    page,
    brand,
  }) => {
    for (const path of routes) {
      // Through the browser: Node does not resolve <brand>.localhost, Chromium does.
      const response = (await page.goto(path))!
      expect(response.ok(), path).toBe(true)
      const header = response.headers()['content-security-policy'] ?? ''
      expectStrict(header, `${path} header`)
      const ancestors = directives(header).get('frame-ancestors')
      expect(ancestors, `${path}: frame-ancestors`).toBeDefined()
      expect(ancestors, `${path}: frame-ancestors`).not.toContain('*')

      const html = await response.text()
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1]
      expect(meta, `${path}: CSP meta`).toBeDefined()
      expectStrict(meta!.replace(/&#39;|&apos;/g, "'"), `${path} meta`)
      // A meta tag cannot carry frame-ancestors (browsers ignore it there and warn).
      expect(directives(meta!).has('frame-ancestors'), `${path}: meta frame-ancestors`).toBe(false)

      // The shell itself holds no inline script: every <script> loads a file or is a data block.
      for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
        const isFile = /\ssrc=/i.test(tag)
        const isData = /\stype="application\/(json|ld\+json)"/i.test(tag)
        expect(isFile || isData, `${path}: ${tag}`).toBe(true)
      }
      expect(html, `${path}: inline handlers`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i)
      expect(html, `${path}: javascript: URLs`).not.toMatch(/javascript:/i)
    }
    expect(brand.id).toBeTruthy()
  })

  // (eval itself cannot be tried from here: code that the test runner evaluates is exempt from the
  // page's policy, so the header checks above hold the line on unsafe-eval.)
  test('the page runs under its policy: inline script and inline handlers are refused', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    await expect(page.locator('body')).toBeVisible()
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.head.append(script)
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.__handlerRan = true')
      image.src = '/no-such-image.png'
      document.body.append(image)
    })
    // The browser reports both refusals a moment later (once per policy: header and meta).
    const refused = (start: string) => consoleErrors.filter((text) => text.startsWith(start))
    await expect.poll(() => refused('Executing inline script').length).toBeGreaterThan(0)
    await expect.poll(() => refused('Executing inline event handler').length).toBeGreaterThan(0)
    expect(
      await page.evaluate(() => {
        const flags = window as { __inlineRan?: boolean; __handlerRan?: boolean }
        return [flags.__inlineRan ?? false, flags.__handlerRan ?? false]
      }),
    ).toEqual([false, false])
    // Those refusals (and the missing image) are the test's own doing, not errors of the page.
    const own = (text: string) =>
      /^(Executing inline|Failed to load resource: the server responded with a status of 404)/.test(
        text,
      )
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((t) => !own(t)))
  })
})
