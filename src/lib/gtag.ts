/** Google's tag script; the shell's CSP allows its host only for brands that opt in. */
export const googleTagScript = 'https://www.googletagmanager.com/gtag/js'

/** A measurement id as Google issues them (G-…, UA-…-…, AW-…, GT-…, DC-…). */
export const isTagId = (id: string) => /^(G|UA|AW|GT|DC)-[A-Z0-9-]{4,30}$/i.test(id)

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

/**
 * Loads Google's tag for a measurement id, with page views left to pageView so that the SPA
 * reports each route change once. Adds a script element (no inline script); false for a bad id.
 */
export function loadGoogleTag(id: string, win: Window = window): boolean {
  if (!isTagId(id)) return false
  const w = win as TagWindow
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', id, { send_page_view: false })
  const script = win.document.createElement('script')
  script.async = true
  script.src = `${googleTagScript}?id=${encodeURIComponent(id)}`
  win.document.head.append(script)
  return true
}

/** Reports a page view of the SPA. */
export function pageView(path: string, title: string, win: Window = window) {
  const w = win as TagWindow
  w.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: win.location.href,
    page_title: title,
  })
}
