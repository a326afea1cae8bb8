import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { expect, platformOrigin } from '../fixtures'

/** Every path of the route table, as patterns ($id matches one segment). */
const routePatterns = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '..', 'schemas', 'routes.json'), 'utf8'),
  ) as { routes: { paths: string[] }[] }
).routes
  .flatMap((route) => route.paths)
  .map((path) => `^${path.replace(/\$[a-zA-Z]+/g, '[^/]+')}$`)

/**
 * Watches a page for anything the corpus could make it do: dialogs, requests to a host other than
 * the brand's and the platform's (popups included), CSP refusals of scripts or foreign loads, and
 * the flag a payload sets.
 */
export async function watch(page: Page, context: BrowserContext, brand: Brand) {
  const dialogs: string[] = []
  const foreign: string[] = []
  const platform = new URL(platformOrigin())
  const allowed = new Set([platform.host, `${brand.id}.localhost:${platform.port}`])
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (!allowed.has(url.host)) foreign.push(request.url())
  })
  context.on('page', (popup) => {
    if (popup !== page) foreign.push(`popup ${popup.url()}`)
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      // DOMPurify parses in an inert document that keeps the page's policy: the browser refuses
      // inline styles there before DOMPurify drops them. That refusal is harmless; any other is
      // something that tried to run or to load.
      if (event.effectiveDirective.startsWith('style-src') && event.blockedURI === 'inline') return
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return { dialogs, foreign }
}

/** The watch's findings so far on a screen, with the page's own flags and links. */
export async function expectClean(
  page: Page,
  findings: { dialogs: string[]; foreign: string[] },
  screen: string,
) {
  // Let timers, handlers and late loads fire.
  await page.waitForTimeout(250)
  const state = await page.evaluate(() => ({
    pwned: (window as { pwned?: unknown }).pwned ?? null,
    violations: (window as unknown as { __violations?: string[] }).__violations ?? [],
    handlers: [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes]
        .filter((a) => /^on/i.test(a.name))
        .map((a) => `<${el.localName} ${a.name}>`),
    ),
    dangerous: [
      ...document.querySelectorAll(
        'body iframe[srcdoc], body object, body embed, body base, body meta, body link, body script:not([src]):not([type="application/json"]), [ping], [formaction], form[action^="javascript" i]',
      ),
    ].map((el) => el.outerHTML.slice(0, 120)),
  }))
  expect(state.pwned, `${screen}: a payload ran`).toBeNull()
  expect(findings.dialogs, `${screen}: dialogs`).toEqual([])
  expect(findings.foreign, `${screen}: requests to foreign hosts`).toEqual([])
  expect(state.violations, `${screen}: CSP refusals`).toEqual([])
  expect(state.handlers, `${screen}: inline event handlers`).toEqual([])
  expect(state.dangerous, `${screen}: dangerous elements`).toEqual([])
  await expectSafeLinks(page, screen)
}

/** Every link on the page opens an http(s) URL or a known route of the portal (design §6). */
export async function expectSafeLinks(page: Page, screen: string) {
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], area[href], [*|href]:not(link)')].map((el) => ({
      raw: el.getAttribute('href') ?? el.getAttributeNS('http://www.w3.org/1999/xlink', 'href'),
    })),
  )
  const origin = new URL(page.url()).origin
  // As the app's rule (src/lib/banner-links.ts) says: an absolute http(s) URL, to any host, or a
  // root-relative path whose path is a route of the portal, or a fragment of the page; nothing else.
  const bad = links.filter(({ raw }) => {
    if (raw === null || raw.startsWith('#')) return false
    const text = raw.trim()
    if (/^https?:\/\//i.test(text)) {
      try {
        return !['http:', 'https:'].includes(new URL(text).protocol)
      } catch {
        return true
      }
    }
    if (!/^\/(?![/\\])/.test(text)) return true
    const path = new URL(text, origin).pathname
    return !routePatterns.some((pattern) => new RegExp(pattern).test(path))
  })
  expect(bad, `${screen}: links that are not http(s) or a known route`).toEqual([])
  // A link that opens a new tab gives it no handle on the portal.
  const openers = await page.evaluate(() =>
    [...document.querySelectorAll('a[target]')]
      .filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? ''))
      .map((a) => a.outerHTML.slice(0, 120)),
  )
  expect(openers, `${screen}: new-tab links without noopener`).toEqual([])
}
