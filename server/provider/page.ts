import { localeOf, scriptTexts, textsIn, type ProviderPageLocale } from './provider-locale'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const css = `
body { margin: 0; font-family: system-ui, sans-serif; background: #14112b; color: #f4f1ff; display: grid; place-items: center; min-height: 100vh; }
main { display: grid; gap: 1rem; justify-items: center; padding: 1rem; }
h1 { margin: 0; font-size: 1.25rem; }
.reels { display: flex; gap: .5rem; }
.reel { width: 5.5rem; height: 5.5rem; display: grid; place-items: center; border-radius: 12px; background: #2a2452; font-weight: 800; letter-spacing: .05em; }
.controls { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; justify-content: center; }
button, select { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 0; }
button { background: #ffb400; color: #1b1200; font-weight: 700; cursor: pointer; }
button:disabled { opacity: .5; cursor: wait; }
[role=status] { min-height: 1.5em; }
`

// Plain script served from the provider origin (its CSP allows no inline script). It talks only to
// its own origin and posts to the portal page that launched it, by exact origin: the balance after
// each change, and that the session has ended. Its locale, currency and words come from the body's
// data- attributes, which the server wrote from the stored session (never from the URL).
const script = `
(function () {
  var body = document.body
  var portal = body.getAttribute('data-portal') || ''
  function tell(message) {
    if (window.parent !== window && portal) window.parent.postMessage(message, portal)
  }
  function tellEnded() { tell({ source: 'demo-provider', type: 'ended' }) }
  // The notice of an ended session has no game on it: it only tells the portal.
  if (body.hasAttribute('data-ended')) return tellEnded()
  var session = new URLSearchParams(location.search).get('session') || ''
  var texts = JSON.parse(body.getAttribute('data-texts') || '{}')
  var digits = Number(body.getAttribute('data-minor-units')) || 0
  var money = new Intl.NumberFormat((body.getAttribute('data-locale') || 'en') + '-u-nu-latn', {
    style: 'currency',
    currency: body.getAttribute('data-currency') || 'XXX',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits
  })
  function format(minor) { return money.format(minor / Math.pow(10, digits)) }
  var balanceEl = document.getElementById('balance')
  var statusEl = document.getElementById('status')
  var stakeEl = document.getElementById('stake')
  var spinEl = document.getElementById('spin')
  var reels = document.querySelectorAll('.reel')
  var isEnded = false
  function post(path, data) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
      .then(function (r) { return r.json().then(function (answer) { return { status: r.status, answer: answer } }) })
  }
  function show(balance) {
    balanceEl.textContent = format(balance)
    tell({ source: 'demo-provider', type: 'balance', balance: balance })
  }
  function end() {
    isEnded = true
    spinEl.disabled = true
    statusEl.textContent = texts.ended
    tellEnded()
  }
  function offline() { statusEl.textContent = texts.networkError }
  // An ended session ends the game; another refusal is shown in the page's words for its English text.
  function refuse(reply) {
    if (reply.status === 401) return end()
    // A refunded round tells the balance after the refund.
    if (reply.answer && typeof reply.answer.balance === 'number') show(reply.answer.balance)
    var message = reply.answer && reply.answer.message
    statusEl.textContent = (texts.refusals && texts.refusals[message]) || message || texts.networkError
  }
  post('/api/state', { session: session }).then(function (reply) {
    if (!reply.answer.ok) return refuse(reply)
    reply.answer.stakes.forEach(function (s) {
      var option = document.createElement('option')
      option.value = String(s)
      option.textContent = format(s)
      stakeEl.appendChild(option)
    })
    show(reply.answer.balance)
    spinEl.disabled = false
  }, offline)
  spinEl.addEventListener('click', function () {
    if (isEnded) return
    spinEl.disabled = true
    statusEl.textContent = ''
    post('/api/spin', { session: session, stake: Number(stakeEl.value) }).then(function (reply) {
      var result = reply.answer
      spinEl.disabled = false
      if (!result.ok) return refuse(reply)
      result.reels.forEach(function (name, i) { reels[i].textContent = name })
      var amount = format(result.payout)
      statusEl.textContent = result.payout > 0 ? texts.win.replace('{amount}', function () { return amount }) : texts.noWin
      show(result.balance)
    }, function () { spinEl.disabled = false; offline() })
  })
})()
`

/** A live session's page: the game, in the session's language and currency. */
export interface ProviderPage extends ProviderPageLocale {
  gameName: string
  portalOrigin: string
}

function html(page: ProviderPage) {
  const texts = textsIn(page.language)
  const data = {
    portal: page.portalOrigin,
    locale: localeOf(page.language),
    currency: page.currency,
    'minor-units': String(page.minorUnits),
    texts: JSON.stringify(scriptTexts(texts)),
  }
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('')
  return `<!doctype html>
<html lang="${escapeHtml(data.locale)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(page.gameName)}</title>
<link rel="stylesheet" href="/game.css" />
</head>
<body${attributes}>
<main>
<h1>${escapeHtml(page.gameName)}</h1>
<div class="reels" aria-live="polite"><div class="reel">-</div><div class="reel">-</div><div class="reel">-</div></div>
<p>${escapeHtml(texts.balance)}: <strong id="balance">…</strong></p>
<div class="controls"><label>${escapeHtml(texts.stake)} <select id="stake"></select></label><button id="spin" type="button" disabled>${escapeHtml(texts.spin)}</button></div>
<p id="status" role="status"></p>
</main>
<script src="/game.js"></script>
</body>
</html>`
}

/**
 * The page of an ended session, in its language; with the portal that launched it, its script
 * tells that portal the session has ended. An unknown session's page is English and tells nobody.
 */
function endedHtml(session?: { language: string; portalOrigin: string }) {
  const language = session?.language ?? 'EN'
  const texts = textsIn(language)
  const tell = session
    ? {
        body: ` data-ended data-portal="${escapeHtml(session.portalOrigin)}"`,
        script: '<script src="/game.js"></script>',
      }
    : { body: '', script: '' }
  return `<!doctype html><html lang="${escapeHtml(localeOf(language))}"><head><meta charset="utf-8" /><title>${escapeHtml(texts.endedTitle)}</title></head><body${tell.body}><p>${escapeHtml(texts.endedNotice)}</p>${tell.script}</body></html>`
}

/** The demo provider's page, script and stylesheet. */
export const providerAssets = { css, script, html, endedHtml }
