// @vitest-environment jsdom
import { runInThisContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadBrands } from '../../shared/brands'
import { providerAssets, type ProviderPage } from '../../server/provider/page'
import { launchLanguage } from '../../server/platform/play/launch-language'
import {
  localeOf,
  providerRefusals,
  providerTexts,
  textsIn,
} from '../../server/provider/provider-locale'

/**
 * The demo provider's page as a browser runs it, without one: the server's HTML in jsdom, its
 * script run over it, the provider's API answered by a stub, and the portal window a spy.
 */
type Reply = { status: number; answer: Record<string, unknown> } | 'offline'

const portal = 'http://nova.localhost:8080'
const vnd: ProviderPage = {
  gameName: 'Fortune Ox',
  portalOrigin: portal,
  language: 'VI',
  currency: 'VND',
  minorUnits: 0,
}
const state = (balance: number) => ({
  status: 200,
  answer: { ok: true, balance, stakes: [100, 500, 1000, 5000] },
})
const spun = (payout: number, balance: number) => ({
  status: 200,
  answer: { ok: true, reels: ['BAR', 'BAR', 'BAR'], payout, balance, betId: '1' },
})
const refused = (status: number, message: string) => ({
  status,
  answer: { ok: false, message },
})

// Intl separates an amount from its symbol with a no-break space in some languages.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function openPage(html: string, replies: Reply[]) {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  for (const script of parsed.querySelectorAll('script')) script.remove()
  document.documentElement.replaceChild(document.importNode(parsed.body, true), document.body)
  history.replaceState(null, '', '/play?session=token-1&currency=PHP&lang=en')
  const requests: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', (path: string, init: { body: string }) => {
    requests.push({ path, body: JSON.parse(init.body) })
    const reply = replies.shift()
    if (!reply) throw new Error(`no reply for ${path}`)
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve({ status: reply.status, json: () => Promise.resolve(reply.answer) })
  })
  const posted: { message: unknown; origin: string }[] = []
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) },
  })
  // The script as the server serves it, over this page's globals.
  runInThisContext(providerAssets.script)
  await settle()
  await settle()
  const text = (id: string) => plain(document.getElementById(id)?.textContent)
  const spin = document.getElementById('spin') as HTMLButtonElement | null
  return {
    parsed,
    requests,
    posted,
    text,
    spin,
    stakes: () =>
      [...document.querySelectorAll('#stake option')].map((o) => [
        (o as HTMLOptionElement).value,
        plain(o.textContent),
      ]),
    async click() {
      spin!.click()
      await settle()
      await settle()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(window, 'parent')
})

describe('the demo provider page', () => {
  it('shows the session’s currency in its language: dong without decimals, in Vietnamese', async () => {
    const page = await openPage(providerAssets.html(vnd), [state(615_264), spun(5_000, 619_264)])
    expect(page.parsed.documentElement.lang).toBe('vi')
    expect(page.parsed.body.dataset).toMatchObject({ currency: 'VND', minorUnits: '0' })
    expect(plain(page.parsed.querySelector('main p')?.textContent)).toBe('Số dư: …')
    expect(page.spin?.textContent).toBe('Quay')
    expect(page.text('balance')).toBe('615.264 ₫')
    expect(page.stakes()).toEqual([
      ['100', '100 ₫'],
      ['500', '500 ₫'],
      ['1000', '1.000 ₫'],
      ['5000', '5.000 ₫'],
    ])
    expect(page.requests).toEqual([{ path: '/api/state', body: { session: 'token-1' } }])

    await page.click()
    expect(page.requests[1]).toEqual({
      path: '/api/spin',
      body: { session: 'token-1', stake: 100 },
    })
    expect(page.text('status')).toBe('Thắng 5.000 ₫')
    expect(page.text('balance')).toBe('619.264 ₫')
    expect(page.posted).toEqual([
      { message: { source: 'demo-provider', type: 'balance', balance: 615_264 }, origin: portal },
      { message: { source: 'demo-provider', type: 'balance', balance: 619_264 }, origin: portal },
    ])
  })

  it('keeps a currency’s minor units: pesos with two decimals, in English', async () => {
    const php = { ...vnd, language: 'EN', currency: 'PHP', minorUnits: 2 }
    const page = await openPage(providerAssets.html(php), [state(615_264), spun(0, 615_164)])
    expect(page.parsed.documentElement.lang).toBe('en')
    expect(page.text('balance')).toBe('₱6,152.64')
    expect(page.stakes().map(([, label]) => label)).toEqual(['₱1.00', '₱5.00', '₱10.00', '₱50.00'])
    await page.click()
    expect(page.text('status')).toBe('No win')
    expect(page.text('balance')).toBe('₱6,151.64')
  })

  it('says a refusal in the session’s language and keeps playing', async () => {
    const thai = { ...vnd, language: 'TH', currency: 'THB', minorUnits: 2 }
    const page = await openPage(providerAssets.html(thai), [
      state(50),
      refused(400, providerRefusals.insufficientBalance),
      refused(400, providerRefusals.invalidStake),
      'offline',
    ])
    expect(page.parsed.documentElement.lang).toBe('th')
    await page.click()
    expect(page.text('status')).toBe(providerTexts.TH.insufficientBalance)
    expect(page.spin?.disabled).toBe(false)
    await page.click()
    expect(page.text('status')).toBe(providerTexts.TH.invalidStake)
    await page.click()
    expect(page.text('status')).toBe(providerTexts.TH.networkError)
    expect(page.spin?.disabled).toBe(false)
    expect(page.posted.map((p) => (p.message as { type: string }).type)).toEqual(['balance'])
  })

  it('says a refunded round in the session’s language and shows the balance after the refund', async () => {
    const page = await openPage(providerAssets.html(vnd), [
      state(10_000),
      { status: 503, answer: { ok: false, message: providerRefusals.refunded, balance: 10_000 } },
    ])
    await page.click()
    expect(page.text('status')).toBe(providerTexts.VI.refunded)
    expect(page.text('balance')).toBe('10.000 ₫')
    expect(page.spin?.disabled).toBe(false)
    expect(page.posted.at(-1)).toEqual({
      message: { source: 'demo-provider', type: 'balance', balance: 10_000 },
      origin: portal,
    })
  })

  it('ends the game when the session ends: the notice, no more spins, and the portal told', async () => {
    const page = await openPage(providerAssets.html(vnd), [
      state(10_000),
      refused(401, providerRefusals.ended),
    ])
    await page.click()
    expect(page.text('status')).toBe(providerTexts.VI.ended)
    expect(page.spin?.disabled).toBe(true)
    expect(page.posted.at(-1)).toEqual({
      message: { source: 'demo-provider', type: 'ended' },
      origin: portal,
    })
    // A session that has already ended when the page opens ends the game the same way.
    const late = await openPage(providerAssets.html(vnd), [refused(401, providerRefusals.ended)])
    expect(late.text('status')).toBe(providerTexts.VI.ended)
    expect(late.spin?.disabled).toBe(true)
    expect(late.stakes()).toEqual([])
    expect(late.posted).toEqual([
      { message: { source: 'demo-provider', type: 'ended' }, origin: portal },
    ])
  })

  it('tells the portal from the ended-session notice, in the session’s language', async () => {
    const page = await openPage(
      providerAssets.endedHtml({ language: 'VI', portalOrigin: portal }),
      [],
    )
    expect(page.parsed.documentElement.lang).toBe('vi')
    expect(page.parsed.title).toBe(providerTexts.VI.endedTitle)
    expect(page.parsed.body.textContent).toBe(providerTexts.VI.endedNotice)
    expect(page.requests).toEqual([])
    expect(page.posted).toEqual([
      { message: { source: 'demo-provider', type: 'ended' }, origin: portal },
    ])
    // An unknown session's notice has no portal to tell and no script.
    const unknown = providerAssets.endedHtml()
    expect(unknown).toContain(providerTexts.EN.endedNotice)
    expect(unknown).not.toContain('<script')
  })

  it('writes what it is given as text, never as markup', () => {
    const html = providerAssets.html({
      ...vnd,
      gameName: '<img src=x onerror=alert(1)>',
      portalOrigin: '"><script>alert(1)</script>',
    })
    const parsed = new DOMParser().parseFromString(html, 'text/html')
    expect(parsed.querySelectorAll('img')).toHaveLength(0)
    expect(parsed.querySelectorAll('script')).toHaveLength(1)
    expect(parsed.body.dataset.portal).toBe('"><script>alert(1)</script>')
    expect(parsed.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })
})

describe('the demo provider’s languages', () => {
  const brands = loadBrands().brands

  it('has the words of every language a brand offers (TY reads English)', () => {
    const offered = [...new Set(brands.flatMap((b) => b.languages.supported))]
    const keys = Object.keys(providerTexts.EN).sort()
    for (const language of offered) {
      const texts = textsIn(language)
      expect(Object.keys(texts).sort(), language).toEqual(keys)
      expect(
        Object.entries(texts).filter(([, text]) => !text.trim()),
        language,
      ).toEqual([])
      expect(texts.win, language).toContain('{amount}')
      if (language === 'EN' || language === 'TY') expect(texts).toBe(providerTexts.EN)
      // A translation, not a copy of the English.
      else expect(texts.spin, language).not.toBe(providerTexts.EN.spin)
    }
  })

  it('answers each refusal of the API in each language', () => {
    for (const texts of Object.values(providerTexts))
      for (const key of Object.keys(providerRefusals) as (keyof typeof providerRefusals)[])
        expect(texts[key].trim()).not.toBe('')
    expect(providerTexts.EN.ended).toBe(providerRefusals.ended)
  })

  it('launches in the caller’s language when the brand offers it, else in the brand’s own', () => {
    const nova = brands.find((b) => b.currency.code === 'VND')!
    expect(nova.languages.default).toBe('VI')
    expect(launchLanguage('th', nova.languages)).toBe('TH')
    expect(launchLanguage('EN', nova.languages)).toBe('EN')
    expect(launchLanguage('CN', nova.languages)).toBe('VI')
    expect(launchLanguage('', nova.languages)).toBe('VI')
    expect(localeOf('VI')).toBe('vi')
    expect(localeOf('CN')).toBe('zh-CN')
    expect(localeOf('TY')).toBe('en')
    expect(localeOf('XX')).toBe('en')
  })
})
