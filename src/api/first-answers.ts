/**
 * The platform's answers to a page's first calls, which the server writes into the page's shell
 * (server/first-answers.ts): the system status, the menu switches and the banner region's notices
 * and banners. The first render waits for them; asked for over the network they cost the first
 * screen a round trip after the code has booted (on a phone's network 150 ms or more), embedded
 * they are there when the code runs. Each is used once, for the call it answers, in place of the
 * network's answer: the client checks it as it checks any answer (envelope and schema), and every
 * later call of the same request goes to the network.
 */

/** The element the answers come in: `<script type="application/json" id="first-answers">`. */
export const firstAnswersElementId = 'first-answers'

/**
 * How old the answers may be by the visitor's clock when the page boots. A page the browser
 * brings back from its cache (the back button, a restored tab, the service worker offline) holds
 * the answers of its first visit; past this age its calls ask the network again. The server
 * writes the time to the minute (a shell per minute at most is encoded), and a clock up to a
 * minute ahead of the server's is allowed for.
 */
export const firstAnswersMaxAgeMs = 5 * 60_000
const clockSkewMs = 60_000

/** What the element holds. */
export interface FirstAnswers {
  /** When the server answered, ms since the epoch (to the minute). */
  at: number
  /** The API base the answers are of (the brand's api.baseUrl): the page's calls go there. */
  base: string
  /** The language the answers are in: a call in another language is not answered by them. */
  language: string
  /** The envelopes the platform answered, by request path and query (`/system/status`). */
  answers: Record<string, unknown>
}

/**
 * The page's answers once read: null when it holds none, or none worth using (too old, not JSON).
 * A field of another type answers no call (an `at` that is not a number is no age, `answers` that
 * are not an object hold no request); what an answer holds is checked as the network's is.
 */
let page: FirstAnswers | null | undefined

/**
 * The embedded answer to a GET of `request` (path and query, as the client writes them) on the
 * API at `base` in `language`, taken: the next call of it goes to the network. Undefined when
 * there is none.
 */
export function takeFirstAnswer(base: string, request: string, language: string): unknown {
  if (page === undefined) {
    try {
      page = JSON.parse(
        document.getElementById(firstAnswersElementId)!.textContent!,
      ) as FirstAnswers
      const age = Date.now() - page.at
      if (!(age <= firstAnswersMaxAgeMs && age >= -clockSkewMs)) page = null
    } catch {
      // No element (a page without answers, a test's), or not JSON: every call asks the network.
      page = null
    }
  }
  // Requests begin with a slash: none is a property every object has.
  if (page?.base !== base || page.language !== language) return undefined
  const answer = page.answers?.[request]
  delete page.answers?.[request]
  return answer
}

/** Forgets what was read (tests: each reads a page of its own). */
export function resetFirstAnswers(): void {
  page = undefined
}
