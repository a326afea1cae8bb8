/**
 * The operator console's hosts (CONSOLE_HOST, comma-separated; admin.localhost by default): the
 * console and its API are served there alone, and no brand is (server/app.ts).
 */
export function consoleHostsFrom(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => normalizeHost(host))
    .filter(Boolean)
  return hosts.length ? hosts : ['admin.localhost']
}

/** A Host header without its port or IPv6 brackets, in lower case. */
export const normalizeHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')

/** The hosts of CONSOLE_HOST, read once at start. */
export const consoleHosts = consoleHostsFrom(process.env.CONSOLE_HOST)

/**
 * The console's Content-Security-Policy: its own scripts, styles and API alone; no frames, no
 * plugins, no framing by another page.
 */
export const consoleCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
