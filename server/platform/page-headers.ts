import type { Context } from 'hono'

/**
 * What one of the platform's own HTML pages (customer-service chat, demo cashier, demo game
 * provider) may load and who may frame it. Anything not named is refused: the policy starts from
 * `default-src 'none'`, no `<base>`, no form posts and no framing.
 */
export interface PagePolicy {
  /** Origins that may frame the page (exact scheme, host and port); none: nobody may. */
  frameAncestors?: readonly string[]
  script?: readonly string[]
  style?: readonly string[]
  img?: readonly string[]
  connect?: readonly string[]
  /** Where the page's forms may post; none: nowhere. */
  formAction?: readonly string[]
}

const originPattern = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i

/** True for a value a CSP may name as an origin: a scheme, a host and a port, nothing else. */
export const isOrigin = (value: string) => originPattern.test(value)

/**
 * The page's Content-Security-Policy. A frame ancestor that is not an origin (stored data, a Host
 * header) is dropped rather than written into the header; with none left, nobody may frame it.
 */
export function pageCsp(policy: PagePolicy = {}): string {
  const sources = (list: readonly string[] | undefined) =>
    list?.length ? list.join(' ') : "'none'"
  const ancestors = (policy.frameAncestors ?? []).filter(isOrigin)
  const optional = [
    ['script-src', policy.script],
    ['style-src', policy.style],
    ['img-src', policy.img],
    ['connect-src', policy.connect],
  ] as const
  return [
    "default-src 'none'",
    ...optional
      .filter(([, list]) => list?.length)
      .map(([name, list]) => `${name} ${sources(list)}`),
    "base-uri 'none'",
    `form-action ${sources(policy.formAction)}`,
    `frame-ancestors ${sources(ancestors)}`,
  ].join('; ')
}

/**
 * Answers one of the platform's HTML pages with the headers every one of them carries: its CSP,
 * `nosniff`, no referrer (a page's URL may hold an order or a game session) and no caching.
 */
export function htmlPage(
  c: Context,
  body: string,
  policy: PagePolicy = {},
  status: 200 | 404 | 409 = 200,
) {
  c.header('Content-Security-Policy', pageCsp(policy))
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
  return c.html(body, status)
}
