import type { Page } from '@playwright/test'

/**
 * What a request gets in place of the platform's answer: a response, a network failure ('offline'),
 * no answer at all ('never'), or null to let the platform answer.
 */
export type CallAnswer =
  { status: number; contentType: string; body: string } | 'offline' | 'never' | null

/** A JSON answer of `status`: `value` serialised, or a string sent as it is (malformed JSON, say). */
export const jsonAnswer = (status: number, value: unknown): CallAnswer => ({
  status,
  contentType: 'application/json',
  body: typeof value === 'string' ? value : JSON.stringify(value),
})

/**
 * Answers the page's requests whose address matches `urlPattern` as `answerOf` says. The pattern
 * is the DevTools protocol's: `*` stands for any characters, `?` for one. It reaches the requests
 * of the page's process (the app and its same-site frames); a frame of another site, in a process
 * of its own (a provider's game), keeps the platform's answers.
 *
 * Through the protocol's Fetch domain with that pattern, not page.route: Playwright's routing
 * pauses every request of the page (scripts, fonts, pictures) in the test's process and turns the
 * browser's HTTP cache off, so every later load of the page fetched and compiled the whole app
 * again. A test that reloads the page under a changed answer (each fault of the fault matrix,
 * each language of the long-text checks) paid that at every load.
 */
export async function answerCalls(
  page: Page,
  urlPattern: string,
  answerOf: (url: string) => CallAnswer,
) {
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answer = answerOf(request.url)
    // A request can end before it is answered (the page moved on): nothing is left to answer then.
    const send = (promise: Promise<unknown>) => promise.catch(() => undefined)
    if (answer === null) return send(cdp.send('Fetch.continueRequest', { requestId }))
    if (answer === 'never') return
    if (answer === 'offline')
      return send(cdp.send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' }))
    return send(
      cdp.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: answer.status,
        responseHeaders: [{ name: 'Content-Type', value: answer.contentType }],
        body: Buffer.from(answer.body).toString('base64'),
      }),
    )
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Request' }] })
}

/** The first answers' element of a shell (server/first-answers.ts, src/api/first-answers.ts). */
const firstAnswersElement = /<script type="application\/json" id="first-answers">[^<]*<\/script>/

/**
 * Serves the page's documents without the answers to their first calls that the shell holds, as
 * a page the browser keeps past their age is served: those calls then go to the network, where
 * answerCalls (or a route) can fail, hold or change them. Through the DevTools protocol, as
 * answerCalls is, so that the HTTP cache stays on.
 */
export async function withoutFirstAnswers(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Fetch.requestPaused', ({ requestId, responseStatusCode, responseHeaders }) => {
    const strip = async () => {
      const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId })
      const html = Buffer.from(body, base64Encoded ? 'base64' : 'utf8').toString('utf8')
      await cdp.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: responseStatusCode ?? 200,
        // The body is sent decoded, at its new length.
        responseHeaders: (responseHeaders ?? []).filter(
          (header) => !/^content-(length|encoding)$/i.test(header.name),
        ),
        body: Buffer.from(html.replace(firstAnswersElement, '')).toString('base64'),
      })
    }
    // A request can end before it is answered (the page moved on): nothing is left to answer then.
    strip().catch(() => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined))
  })
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Response' }],
  })
}
