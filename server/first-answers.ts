import { firstAnswersElementId, type FirstAnswers } from '../src/api/first-answers'
import type { FirstCall } from '../src/app/first-calls'
import { inlineJson } from '../shared/inline-json'

/** Where the server mounts the platform's calls; a brand whose API is elsewhere gets no answers. */
export const apiBase = '/api'

/**
 * The page's first answers as its shell's element (src/api/first-answers.ts), or '' when none
 * could be had: the platform's answers to the calls the first render waits for (firstCalls), each
 * asked as the visitor's own request would ask it (`ask`: the same host, address and country, no
 * session), so that each is the answer the page's call would have had. Only whole successful
 * answers are kept; a refusal or a failure is left to the page's own call, which shows it as it
 * shows any. An answer that counts down (the status's `nextChangeMs`, when a maintenance window
 * is scheduled) differs at every request and is left to the network too: the shell with the
 * answers is encoded once per content and minute (server/shells.ts).
 */
export async function firstAnswersTag(
  ask: (request: string) => Promise<Response>,
  calls: FirstCall[],
  language: string,
  now = Date.now(),
): Promise<string> {
  const answered = await Promise.all(
    calls.map(async ({ request }) => {
      const response = await ask(request)
      if (response.status !== 200) return null
      const body = (await response.json().catch(() => null)) as {
        success?: unknown
        value?: unknown
      } | null
      if (body?.success !== true || countsDown(body.value)) return null
      return [request, body] as const
    }),
  )
  const answers = Object.fromEntries(answered.filter((entry) => entry !== null))
  if (!Object.keys(answers).length) return ''
  const page: FirstAnswers = {
    at: Math.floor(now / 60_000) * 60_000,
    base: apiBase,
    language,
    answers,
  }
  return `<script type="application/json" id="${firstAnswersElementId}">${inlineJson(page)}</script>`
}

const countsDown = (value: unknown) =>
  typeof value === 'object' && value !== null && 'nextChangeMs' in value
