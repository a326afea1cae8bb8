import { existsSync } from 'node:fs'

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; undefined lets Playwright use its own. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return existsSync(path) ? path : undefined
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
