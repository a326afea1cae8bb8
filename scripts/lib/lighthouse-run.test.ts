import { afterEach, expect, test, vi } from 'vitest'
import { measure } from './lighthouse-run'

afterEach(() => vi.unstubAllEnvs())

test('a machine without Chromium is told what to install, not an unhandled spawn error', async () => {
  vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium')
  await expect(measure('https://default.localhost:1/')).rejects.toThrow(
    "Lighthouse needs Chromium at /nonexistent/chromium: install Debian's chromium",
  )
})
