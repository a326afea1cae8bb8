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
// its own origin and posts the balance to the portal page that launched it, by exact origin.
const script = `
(function () {
  var session = new URLSearchParams(location.search).get('session') || ''
  var portal = document.body.getAttribute('data-portal') || ''
  var balanceEl = document.getElementById('balance')
  var statusEl = document.getElementById('status')
  var stakeEl = document.getElementById('stake')
  var spinEl = document.getElementById('spin')
  var reels = document.querySelectorAll('.reel')
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json() })
  }
  function tell(balance) {
    if (window.parent !== window && portal) window.parent.postMessage({ source: 'demo-provider', type: 'balance', balance: balance }, portal)
  }
  function show(balance) { balanceEl.textContent = String(balance); tell(balance) }
  post('/provider/api/state', { session: session }).then(function (state) {
    if (!state.ok) { statusEl.textContent = state.message; spinEl.disabled = true; return }
    state.stakes.forEach(function (s) { var o = document.createElement('option'); o.value = String(s); o.textContent = String(s); stakeEl.appendChild(o) })
    show(state.balance)
    spinEl.disabled = false
  }, function () { statusEl.textContent = 'Network error' })
  spinEl.addEventListener('click', function () {
    spinEl.disabled = true
    statusEl.textContent = ''
    post('/provider/api/spin', { session: session, stake: Number(stakeEl.value) }).then(function (result) {
      spinEl.disabled = false
      if (!result.ok) { statusEl.textContent = result.message; return }
      result.reels.forEach(function (name, i) { reels[i].textContent = name })
      statusEl.textContent = result.payout > 0 ? 'Win ' + result.payout : 'No win'
      show(result.balance)
    }, function () { spinEl.disabled = false; statusEl.textContent = 'Network error' })
  })
})()
`

/** The demo provider's page, script and stylesheet. */
export const providerAssets = {
  css,
  script,
  html: (gameName: string, portalOrigin: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(gameName)}</title>
<link rel="stylesheet" href="/provider/game.css" />
</head>
<body data-portal="${escapeHtml(portalOrigin)}">
<main>
<h1>${escapeHtml(gameName)}</h1>
<div class="reels" aria-live="polite"><div class="reel">-</div><div class="reel">-</div><div class="reel">-</div></div>
<p>Credits: <strong id="balance">…</strong></p>
<div class="controls"><label>Stake <select id="stake"></select></label><button id="spin" type="button" disabled>Spin</button></div>
<p id="status" role="status"></p>
</main>
<script src="/provider/game.js"></script>
</body>
</html>`,
  expiredHtml: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Session ended</title></head><body><p>This game session has ended. Please start the game again from the site.</p></body></html>`,
}
