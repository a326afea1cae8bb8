import { existsSync } from 'node:fs'

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; undefined lets Playwright use its own. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return existsSync(path) ? path : undefined
}

/** Debian's package `chromium-headless-shell` puts Chromium's headless shell here. */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser the end-to-end suites drive: CHROMIUM_PATH when set, else Debian's headless shell when
 * installed (the same engine without the desktop browser's machinery: the suite runs about a tenth
 * faster), else chromiumPath(). Lighthouse, the benchmarks and the install check need the full
 * browser and use chromiumPath().
 */
export function suiteBrowserPath(): string | undefined {
  if (!process.env.CHROMIUM_PATH && existsSync(headlessShell)) return headlessShell
  return chromiumPath()
}

/** Flags that keep Chromium quiet on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
